//! Games and their append-only sheet revisions: new game, entries, undo/redo, finish,
//! and reading them back.

use std::collections::HashMap;

use papillon_core::{RuleOptions, ScoreReport, SheetInput};
use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior, params};
use serde::{Deserialize, Serialize};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::*;
use crate::players;
use crate::results::{self, Verdict};

/// A game about to start: the players in table order, the teams, the house rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NewGame {
    pub players: Vec<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub teams: Option<Vec<Vec<String>>>,
    #[serde(default)]
    pub options: RuleOptions,
    /// The seat of the dealer (the oldest player).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub dealer_seat: Option<usize>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub session: Option<SessionId>,
}

impl NewGame {
    /// Players in table order, default teams and rules.
    pub fn players<S: Into<String>>(names: impl IntoIterator<Item = S>) -> NewGame {
        NewGame {
            players: names.into_iter().map(Into::into).collect(),
            teams: None,
            options: RuleOptions::default(),
            dealer_seat: None,
            session: None,
        }
    }

    fn sheet(&self) -> SheetInput {
        SheetInput {
            players: self.players.clone(),
            teams: self.teams.clone(),
            options: self.options.clone(),
            blue: None,
            orange: None,
            winner_rolloff: None,
        }
    }
}

/// The current revision's bookkeeping.
pub(crate) struct Head {
    pub(crate) number: u32,
    pub(crate) node: u32,
    pub(crate) undo_to: Option<u32>,
    pub(crate) redo_to: Option<u32>,
    pub(crate) sheet: String,
}

pub(crate) fn head(conn: &Connection, game: GameId) -> Result<Head> {
    conn.prepare_cached(
        "SELECT number, node, undo_to, redo_to, sheet FROM revisions
         WHERE game_id = ?1 ORDER BY number DESC LIMIT 1",
    )?
    .query_row([game.0], |row| {
        Ok(Head {
            number: row.get(0)?,
            node: row.get(1)?,
            undo_to: row.get(2)?,
            redo_to: row.get(3)?,
            sheet: row.get(4)?,
        })
    })
    .optional()?
    .ok_or(StoreError::NoSuchGame(game))
}

fn revision_sheet(conn: &Connection, game: GameId, number: u32) -> Result<(String, Option<u32>)> {
    conn.prepare_cached("SELECT sheet, undo_to FROM revisions WHERE game_id = ?1 AND number = ?2")?
        .query_row(params![game.0, number], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })
        .optional()?
        .ok_or_else(|| StoreError::Damaged(format!("game {game} has no revision {number}")))
}

pub(crate) fn encode(sheet: &SheetInput) -> Result<String> {
    serde_json::to_string(sheet)
        .map_err(|e| StoreError::Damaged(format!("cannot encode the sheet: {e}")))
}

pub(crate) fn decode(game: GameId, number: u32, text: &str) -> Result<SheetInput> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Damaged(format!("game {game} revision {number}: {e}")))
}

/// Appends `new` as the game's next revision.
pub(crate) fn append(
    tx: &Transaction<'_>,
    game: GameId,
    now: &str,
    kind: RevisionKind,
    new: &Head,
) -> Result<()> {
    tx.prepare_cached(
        "INSERT INTO revisions (game_id, number, created_at, kind, sheet, node, undo_to, redo_to)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        game.0,
        new.number,
        now,
        kind.as_sql(),
        new.sheet,
        new.node,
        new.undo_to,
        new.redo_to
    ])?;
    Ok(())
}

pub(crate) fn status_of(conn: &Connection, game: GameId) -> Result<GameStatus> {
    let text: String = conn
        .prepare_cached("SELECT status FROM games WHERE id = ?1")?
        .query_row([game.0], |row| row.get(0))
        .optional()?
        .ok_or(StoreError::NoSuchGame(game))?;
    GameStatus::from_sql(&text)
        .ok_or_else(|| StoreError::Damaged(format!("game {game} has status {text:?}")))
}

/// Refuses a sheet whose players are not the game's, in the same seats.
pub(crate) fn check_seats(conn: &Connection, game: GameId, players: &[String]) -> Result<()> {
    let seats = results::seats(conn, game)?;
    let expected: Vec<&str> = seats.iter().map(|(name, _)| name.as_str()).collect();
    if players
        .iter()
        .map(String::as_str)
        .ne(expected.iter().copied())
    {
        return Err(StoreError::PlayersChanged {
            game,
            expected: expected.join(", "),
            found: players.join(", "),
        });
    }
    Ok(())
}

/// Refuses a session that does not exist.
pub(crate) fn check_session(conn: &Connection, session: SessionId) -> Result<()> {
    let exists: Option<i64> = conn
        .query_row("SELECT id FROM sessions WHERE id = ?1", [session.0], |r| {
            r.get(0)
        })
        .optional()?;
    match exists {
        Some(_) => Ok(()),
        None => Err(StoreError::NoSuchSession(session.0)),
    }
}

/// The game type of a stored game.
pub(crate) fn type_of(conn: &Connection, game: GameId) -> Result<GameType> {
    let text: String = conn
        .prepare_cached("SELECT game_type FROM games WHERE id = ?1")?
        .query_row([game.0], |row| row.get(0))
        .optional()?
        .ok_or(StoreError::NoSuchGame(game))?;
    GameType::from_sql(&text)
        .ok_or_else(|| StoreError::Damaged(format!("game {game} has game type {text:?}")))
}

/// Refuses a game of another type than `expected` (a Farfalia sheet is not read as a
/// Papillon one).
pub(crate) fn expect_type(conn: &Connection, game: GameId, expected: GameType) -> Result<()> {
    let found = type_of(conn, game)?;
    if found == expected {
        Ok(())
    } else {
        Err(StoreError::OtherGame {
            game,
            expected,
            found,
        })
    }
}

/// The revision an undo or a redo of the current one appends: the sheet of an earlier
/// entry, with the links that a further undo or redo from there follows.
pub(crate) fn restored_head(conn: &Connection, game: GameId, kind: RevisionKind) -> Result<Head> {
    let current = head(conn, game)?;
    let target = match kind {
        RevisionKind::Redo => current.redo_to.ok_or(StoreError::NothingToRedo(game))?,
        _ => current.undo_to.ok_or(StoreError::NothingToUndo(game))?,
    };
    let (sheet, target_undo) = revision_sheet(conn, game, target)?;
    let redo_to = match kind {
        // a redo from the restored entry goes back to where we are now
        RevisionKind::Undo | RevisionKind::Entry => Some(current.node),
        // a further redo leads where we were when we last undid back to target
        RevisionKind::Redo => conn
            .prepare_cached(
                "SELECT redo_to FROM revisions WHERE game_id = ?1 AND kind = 'undo' AND node = ?2
                 ORDER BY number DESC LIMIT 1",
            )?
            .query_row(params![game.0, target], |row| row.get(0))
            .optional()?
            .flatten(),
    };
    Ok(Head {
        number: current.number + 1,
        node: target,
        undo_to: target_undo,
        redo_to,
        sheet,
    })
}

/// Records the game's new state after a revision: its result, its status (a finished
/// game whose sheet is no longer complete is in progress again), its update time.
fn settle(
    tx: &Transaction<'_>,
    game: GameId,
    revision: u32,
    verdict: &Verdict,
    now: &str,
    finish: bool,
) -> Result<GameStatus> {
    results::write(tx, game, revision, verdict)?;
    let mut status = status_of(tx, game)?;
    if finish && verdict.is_complete() {
        status = GameStatus::Finished;
        tx.execute(
            "UPDATE games SET status = 'finished', finished_at = ?2, updated_at = ?2 WHERE id = ?1",
            params![game.0, now],
        )?;
    } else if status == GameStatus::Finished && !verdict.is_complete() {
        status = GameStatus::InProgress;
        tx.execute(
            "UPDATE games SET status = 'in_progress', finished_at = NULL, updated_at = ?2 WHERE id = ?1",
            params![game.0, now],
        )?;
    } else {
        tx.execute(
            "UPDATE games SET updated_at = ?2 WHERE id = ?1",
            params![game.0, now],
        )?;
    }
    Ok(status)
}

fn saved(game: GameId, head: &Head, status: GameStatus, verdict: &Verdict) -> Saved {
    Saved {
        game,
        revision: head.number,
        status,
        can_undo: head.undo_to.is_some(),
        can_redo: head.redo_to.is_some(),
        report: verdict.report(),
        missing: verdict.missing(),
    }
}

impl Store {
    pub(crate) fn begin(&mut self) -> Result<Transaction<'_>> {
        Ok(self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?)
    }

    /// Starts a game: checks the set-up with the engine (players, teams, seating,
    /// options), adds new names to the roster, and saves revision 1 (no round yet).
    pub fn new_game(&mut self, game: &NewGame) -> Result<GameId> {
        let sheet = game.sheet();
        sheet.check_setup().map_err(StoreError::Refused)?;
        if let Some(seat) = game.dealer_seat
            && seat >= game.players.len()
        {
            return Err(StoreError::DealerSeat {
                seat,
                players: game.players.len(),
            });
        }
        let verdict = match Verdict::of(&sheet) {
            Verdict::Contradicted(errors) => return Err(StoreError::Refused(errors)),
            verdict => verdict,
        };
        self.insert_game(&sheet, game.session, game.dealer_seat, &verdict, false)
    }

    /// Stores a complete sheet as a finished game (what `papillon games add` does).
    /// The sheet must be complete: the engine scores it.
    pub fn add_finished_game(
        &mut self,
        sheet: &SheetInput,
        session: Option<SessionId>,
    ) -> Result<GameId> {
        sheet.check_setup().map_err(StoreError::Refused)?;
        let verdict = match Verdict::of(sheet) {
            Verdict::Complete(report) => Verdict::Complete(report),
            Verdict::Incomplete(errors) => return Err(StoreError::Incomplete(errors)),
            Verdict::Contradicted(errors) => return Err(StoreError::Refused(errors)),
        };
        self.insert_game(sheet, session, None, &verdict, true)
    }

    fn insert_game(
        &mut self,
        sheet: &SheetInput,
        session: Option<SessionId>,
        dealer_seat: Option<usize>,
        verdict: &Verdict,
        finished: bool,
    ) -> Result<GameId> {
        let now = self.now();
        let text = encode(sheet)?;
        let tx = self.begin()?;
        if let Some(session) = session {
            check_session(&tx, session)?;
        }
        tx.execute(
            "INSERT INTO games (session_id, status, dealer_seat, created_at, updated_at, finished_at,
                                game_type)
             VALUES (?1, ?2, ?3, ?4, ?4, ?5, ?6)",
            params![
                session.map(|s| s.0),
                if finished { "finished" } else { "in_progress" },
                dealer_seat,
                now,
                finished.then_some(&now),
                GameType::Papillon.as_sql()
            ],
        )?;
        let game = GameId(tx.last_insert_rowid());
        for (seat, name) in sheet.players.iter().enumerate() {
            let player = players::resolve(&tx, name, &now)?;
            tx.execute(
                "INSERT INTO game_players (game_id, seat, player_id, sheet_name) VALUES (?1, ?2, ?3, ?4)",
                params![game.0, seat, player.0, name],
            )?;
        }
        let first = Head {
            number: 1,
            node: 1,
            undo_to: None,
            redo_to: None,
            sheet: text,
        };
        append(&tx, game, &now, RevisionKind::Entry, &first)?;
        results::write(&tx, game, 1, verdict)?;
        tx.commit()?;
        Ok(game)
    }

    fn check_players(&self, game: GameId, sheet: &SheetInput) -> Result<()> {
        check_seats(&self.conn, game, &sheet.players)
    }

    /// Saves one entry (a tap, a count, a whole edited sheet) as a new revision, in its
    /// own transaction. An entry that contradicts the sheet is refused with the engine's
    /// message and nothing is written; one that leaves it unfinished is saved. An entry
    /// equal to the current sheet writes nothing.
    pub fn record_entry(&mut self, game: GameId, sheet: &SheetInput) -> Result<Saved> {
        self.check_players(game, sheet)?;
        self.write_entry(game, None, sheet, None)
    }

    /// Like [`Store::record_entry`], for an entry made on revision `base` of the sheet:
    /// if the game has moved on since (another tap landed first), it is refused with
    /// [`StoreError::StaleRevision`] and nothing is written, so no tap silently undoes
    /// another.
    pub fn record_entry_at(
        &mut self,
        game: GameId,
        base: u32,
        sheet: &SheetInput,
    ) -> Result<Saved> {
        self.check_players(game, sheet)?;
        self.write_entry(game, Some(base), sheet, None)
    }

    /// Replaces a game's sheet with a complete one (what `papillon games edit` does):
    /// like [`Store::record_entry`], but an unfinished sheet is refused too.
    pub fn replace_sheet(&mut self, game: GameId, sheet: &SheetInput) -> Result<Saved> {
        self.check_players(game, sheet)?;
        let verdict = match Verdict::of(sheet) {
            Verdict::Complete(report) => Verdict::Complete(report),
            Verdict::Incomplete(errors) => return Err(StoreError::Incomplete(errors)),
            Verdict::Contradicted(errors) => return Err(StoreError::Refused(errors)),
        };
        self.write_entry(game, None, sheet, Some(verdict))
    }

    /// Writes an entry. `verdict`: the engine's, already judged (a replaced sheet); with
    /// `None` the entry is judged here against the current sheet: a contradiction is
    /// refused unless the current sheet already had it (a sheet written under older
    /// rules, reopened by an upgrade, must be correctable one tap at a time).
    fn write_entry(
        &mut self,
        game: GameId,
        base: Option<u32>,
        sheet: &SheetInput,
        verdict: Option<Verdict>,
    ) -> Result<Saved> {
        let text = encode(sheet)?;
        let now = self.now();
        let tx = self.begin()?;
        expect_type(&tx, game, GameType::Papillon)?;
        let current = head(&tx, game)?;
        let verdict = match verdict {
            Some(verdict) => verdict,
            None => Verdict::of_entry(sheet, &decode(game, current.number, &current.sheet)?)?,
        };
        if let Some(expected) = base
            && expected != current.number
        {
            return Err(StoreError::StaleRevision {
                game,
                expected,
                current: current.number,
            });
        }
        if current.sheet == text {
            let status = status_of(&tx, game)?;
            return Ok(saved(game, &current, status, &verdict));
        }
        let new = Head {
            number: current.number + 1,
            node: current.number + 1,
            undo_to: Some(current.node),
            redo_to: None,
            sheet: text,
        };
        append(&tx, game, &now, RevisionKind::Entry, &new)?;
        let status = settle(&tx, game, new.number, &verdict, &now, false)?;
        tx.commit()?;
        Ok(saved(game, &new, status, &verdict))
    }

    /// Undoes the last entry: a new revision holding the sheet before it.
    pub fn undo(&mut self, game: GameId) -> Result<Saved> {
        self.restore(game, RevisionKind::Undo)
    }

    /// Redoes the last undone entry: a new revision holding its sheet again.
    pub fn redo(&mut self, game: GameId) -> Result<Saved> {
        self.restore(game, RevisionKind::Redo)
    }

    /// An undo or a redo: a new revision holding the sheet of an earlier entry.
    fn restore(&mut self, game: GameId, kind: RevisionKind) -> Result<Saved> {
        let now = self.now();
        let tx = self.begin()?;
        expect_type(&tx, game, GameType::Papillon)?;
        let new = restored_head(&tx, game, kind)?;
        append(&tx, game, &now, kind, &new)?;
        let verdict = Verdict::of(&decode(game, new.node, &new.sheet)?);
        let status = settle(&tx, game, new.number, &verdict, &now, false)?;
        tx.commit()?;
        Ok(saved(game, &new, status, &verdict))
    }

    /// Marks a game finished; its sheet must be complete.
    pub fn finish(&mut self, game: GameId) -> Result<Saved> {
        let now = self.now();
        let tx = self.begin()?;
        expect_type(&tx, game, GameType::Papillon)?;
        let current = head(&tx, game)?;
        let verdict = Verdict::of(&decode(game, current.number, &current.sheet)?);
        match &verdict {
            Verdict::Complete(_) => {}
            Verdict::Incomplete(errors) => return Err(StoreError::Incomplete(errors.clone())),
            Verdict::Contradicted(errors) => return Err(StoreError::Refused(errors.clone())),
        }
        let status = settle(&tx, game, current.number, &verdict, &now, true)?;
        tx.commit()?;
        Ok(saved(game, &current, status, &verdict))
    }

    /// Every revision of a game, oldest first.
    pub fn revisions(&self, game: GameId) -> Result<Vec<Revision>> {
        expect_type(&self.conn, game, GameType::Papillon)?;
        type Row = (u32, String, String, String, u32, Option<u32>, Option<u32>);
        let rows: Vec<Row> = self
            .conn
            .prepare_cached(
                "SELECT number, created_at, kind, sheet, node, undo_to, redo_to FROM revisions
                 WHERE game_id = ?1 ORDER BY number",
            )?
            .query_map([game.0], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        if rows.is_empty() {
            return Err(StoreError::NoSuchGame(game));
        }
        rows.into_iter()
            .map(
                |(number, created_at, kind, sheet, node, undo_to, redo_to)| {
                    Ok(Revision {
                        number,
                        created_at,
                        kind: RevisionKind::from_sql(&kind).ok_or_else(|| {
                            StoreError::Damaged(format!(
                                "game {game} revision {number}: kind {kind:?}"
                            ))
                        })?,
                        sheet: decode(game, number, &sheet)?,
                        node,
                        undo_to,
                        redo_to,
                    })
                },
            )
            .collect()
    }

    /// A game with its current sheet, score and dice log.
    pub fn game(&self, game: GameId) -> Result<GameDetail> {
        expect_type(&self.conn, game, GameType::Papillon)?;
        let summary = self.summary(game)?;
        let current = head(&self.conn, game)?;
        let seats = self
            .conn
            .prepare_cached(
                "SELECT gp.seat, gp.player_id, p.name, gp.sheet_name FROM game_players gp
                 JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat",
            )?
            .query_map([game.0], |row| {
                Ok(Seat {
                    seat: row.get(0)?,
                    player: PlayerId(row.get(1)?),
                    name: row.get(2)?,
                    sheet_name: row.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        let (dealer_seat, report, missing): (Option<usize>, Option<String>, Option<String>) =
            self.conn.query_row(
                "SELECT g.dealer_seat, r.report, r.missing FROM games g
                 LEFT JOIN game_results r ON r.game_id = g.id WHERE g.id = ?1",
                [game.0],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )?;
        let report: Option<ScoreReport> = report
            .map(|text| serde_json::from_str(&text))
            .transpose()
            .map_err(|e| StoreError::Damaged(format!("game {game} score: {e}")))?;
        let missing: Vec<String> = missing
            .map(|text| serde_json::from_str(&text))
            .transpose()
            .map_err(|e| StoreError::Damaged(format!("game {game} messages: {e}")))?
            .unwrap_or_default();
        Ok(GameDetail {
            summary,
            seats,
            dealer_seat,
            sheet: decode(game, current.number, &current.sheet)?,
            report,
            missing,
            can_undo: current.undo_to.is_some(),
            can_redo: current.redo_to.is_some(),
            dice: self.dice_log(Some(game))?,
        })
    }

    /// Games matching `filter`, newest first.
    pub fn list_games(&self, filter: &GameFilter) -> Result<Vec<GameSummary>> {
        let mut clauses = Vec::new();
        let mut values: Vec<Box<dyn rusqlite::ToSql>> = Vec::new();
        if let Some(game) = filter.game {
            values.push(Box::new(game.as_sql()));
            clauses.push(format!("g.game_type = ?{}", values.len()));
        }
        if let Some(player) = &filter.player {
            values.push(Box::new(players::name_key(player)));
            clauses.push(format!(
                "EXISTS (SELECT 1 FROM game_players gp JOIN players p ON p.id = gp.player_id
                  WHERE gp.game_id = g.id AND p.name_key = ?{})",
                values.len()
            ));
        }
        if let Some(from) = filter.from {
            values.push(Box::new(from.format("%Y-%m-%d").to_string()));
            clauses.push(format!("g.created_at >= ?{}", values.len()));
        }
        if let Some(to) = filter.to {
            let next = to.succ_opt().unwrap_or(to);
            values.push(Box::new(next.format("%Y-%m-%d").to_string()));
            clauses.push(format!("g.created_at < ?{}", values.len()));
        }
        if let Some(session) = filter.session {
            values.push(Box::new(session.0));
            clauses.push(format!("g.session_id = ?{}", values.len()));
        }
        if let Some(status) = filter.status {
            values.push(Box::new(status.as_sql()));
            clauses.push(format!("g.status = ?{}", values.len()));
        }
        let filter_sql = if clauses.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", clauses.join(" AND "))
        };
        let refs: Vec<&dyn rusqlite::ToSql> = values.iter().map(|v| v.as_ref()).collect();
        self.summaries(&filter_sql, &refs, filter.limit)
    }

    /// The game in progress most recently touched, to resume it.
    pub fn resume(&self) -> Result<Option<GameSummary>> {
        let id: Option<i64> = self
            .conn
            .query_row(
                "SELECT id FROM games WHERE status = 'in_progress'
                 ORDER BY updated_at DESC, id DESC LIMIT 1",
                [],
                |row| row.get(0),
            )
            .optional()?;
        match id {
            Some(id) => Ok(self.summaries("WHERE g.id = ?1", &[&id], None)?.pop()),
            None => Ok(None),
        }
    }

    /// Which game of the family a stored game is.
    pub fn game_type(&self, game: GameId) -> Result<GameType> {
        type_of(&self.conn, game)
    }

    /// One game as listed.
    pub(crate) fn summary(&self, game: GameId) -> Result<GameSummary> {
        self.summaries("WHERE g.id = ?1", &[&game.0], None)?
            .pop()
            .ok_or(StoreError::NoSuchGame(game))
    }

    fn summaries(
        &self,
        filter_sql: &str,
        values: &[&dyn rusqlite::ToSql],
        limit: Option<u32>,
    ) -> Result<Vec<GameSummary>> {
        let limit = limit.map(|n| format!("LIMIT {n}")).unwrap_or_default();
        let sql = format!(
            "SELECT g.id, g.session_id, s.name, g.status, g.created_at, g.updated_at,
                    (SELECT max(number) FROM revisions WHERE game_id = g.id), r.report,
                    g.game_type
             FROM games g LEFT JOIN sessions s ON s.id = g.session_id
             LEFT JOIN game_results r ON r.game_id = g.id
             {filter_sql} ORDER BY g.created_at DESC, g.id DESC {limit}"
        );
        type Row = (
            i64,
            Option<i64>,
            Option<String>,
            String,
            String,
            String,
            Option<u32>,
            Option<String>,
            String,
        );
        let rows: Vec<Row> = self
            .conn
            .prepare_cached(&sql)?
            .query_map(values, |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                    row.get(7)?,
                    row.get(8)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut seats_stmt = self.conn.prepare_cached(
            "SELECT gp.sheet_name, p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
             WHERE gp.game_id = ?1 ORDER BY gp.seat",
        )?;
        let mut out = Vec::with_capacity(rows.len());
        for (id, session, session_name, status, created_at, updated_at, revision, report, kind) in
            rows
        {
            let game = GameId(id);
            let kind = GameType::from_sql(&kind).ok_or_else(|| {
                StoreError::Damaged(format!("game {game} has game type {kind:?}"))
            })?;
            let names: Vec<(String, String)> = seats_stmt
                .query_map([id], |row| Ok((row.get(0)?, row.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            let current: HashMap<&str, &str> = names
                .iter()
                .map(|(s, n)| (s.as_str(), n.as_str()))
                .collect();
            let rename = |sheet_name: &String| -> String {
                current
                    .get(sheet_name.as_str())
                    .map_or_else(|| sheet_name.clone(), |n| (*n).to_owned())
            };
            let (mut sides, winners) = if kind == GameType::Papillon {
                let report: Option<ScoreReport> = report
                    .map(|text| serde_json::from_str(&text))
                    .transpose()
                    .map_err(|e| StoreError::Damaged(format!("game {game} score: {e}")))?;
                match &report {
                    Some(report) => (
                        report
                            .sides
                            .iter()
                            .map(|side| SideLine {
                                members: side.members.iter().map(rename).collect(),
                                blue: Some(side.blue),
                                orange: Some(side.orange),
                                total: i64::from(side.total),
                                place: side.place,
                            })
                            .collect::<Vec<_>>(),
                        report.winners.iter().map(rename).collect(),
                    ),
                    None => (Vec::new(), Vec::new()),
                }
            } else {
                side_lines(&crate::sheet_games::standings(&self.conn, game)?, rename)
            };
            sides.sort_by_key(|s| s.place);
            out.push(GameSummary {
                id: game,
                game: kind,
                session: session.map(SessionId),
                session_name,
                status: GameStatus::from_sql(&status).ok_or_else(|| {
                    StoreError::Damaged(format!("game {game} has status {status:?}"))
                })?,
                created_at,
                updated_at,
                players: names.into_iter().map(|(_, name)| name).collect(),
                revision: revision.unwrap_or(0),
                sides,
                winners,
            });
        }
        Ok(out)
    }
}

/// The sides of a sheet game from its standings: each side once, its members by their
/// current names, and the winners.
fn side_lines(
    standings: &[game_kit::Standing],
    rename: impl Fn(&String) -> String,
) -> (Vec<SideLine>, Vec<String>) {
    let mut sides: Vec<(usize, SideLine)> = Vec::new();
    for s in standings {
        match sides.iter_mut().find(|(side, _)| *side == s.side) {
            Some((_, line)) => line.members.push(rename(&s.name)),
            None => sides.push((
                s.side,
                SideLine {
                    members: vec![rename(&s.name)],
                    blue: None,
                    orange: None,
                    total: s.total,
                    place: s.place,
                },
            )),
        }
    }
    let winners = standings
        .iter()
        .filter(|s| s.won)
        .map(|s| rename(&s.name))
        .collect();
    (sides.into_iter().map(|(_, line)| line).collect(), winners)
}
