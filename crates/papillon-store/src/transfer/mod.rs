//! Backup and exchange: a versioned JSON export of the whole database (every game with
//! its revisions and dice log), an all-or-nothing import (everything is checked first:
//! [`check`]), and a CSV of results ([`csv`]).

mod check;
mod csv;

use check::check;

use std::collections::{BTreeMap, HashMap};

use papillon_core::SheetInput;
use papillon_core::dice::RollPurpose;
use rusqlite::{OptionalExtension, TransactionBehavior, params};
use serde::{Deserialize, Serialize};

use crate::Store;
use crate::dice_log::purpose_text;
use crate::error::{Result, StoreError};
use crate::games::encode;
use crate::model::{GameId, GameStatus, GameType, RevisionKind};
use crate::players::{self, name_key};
use crate::results::{self, Verdict};
use crate::sheet_games;

/// The `format` field of an export.
pub const EXPORT_FORMAT: &str = "papillon-export";
/// The export format version this build writes and reads (version 5: every game
/// against the computer in one list, `practice`, each with its game).
pub const EXPORT_VERSION: u32 = 5;
/// The oldest export format version this build reads (version 1 had no games against
/// the computer; versions 1 and 2 had no game type: every game in them is Papillon;
/// version 4 kept the 1756 game's games against the computer in `classic_practice`).
pub const EXPORT_VERSION_OLDEST: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Export {
    pub format: String,
    pub version: u32,
    pub exported_at: String,
    pub players: Vec<ExportPlayer>,
    pub sessions: Vec<ExportSession>,
    pub games: Vec<ExportGame>,
    /// Games against the computer of every game: setup and moves (version 2; of every
    /// game from version 5).
    #[serde(default)]
    pub practice: Vec<ExportPractice>,
    /// Version 4 only: the 18th-century Papillon's games against the computer (read
    /// into `practice` on import; never written).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub classic_practice: Vec<ExportPractice>,
}

/// A game against the computer of any game: everything it is made of, the setup in its
/// game's own JSON; the position, the score and the outcome are rebuilt by the game's
/// engine on import.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportPractice {
    /// The game's id in the exporting database (replays refer to it).
    pub id: i64,
    /// Which game of the family (version 3; older backups hold Papillon only, and
    /// version 4's `classic_practice` the 1756 game only).
    #[serde(default)]
    pub game: GameType,
    /// The game's setup, as its engine writes it.
    pub setup: serde_json::Value,
    pub moves: Vec<game_kit::practice::PracticeMove>,
    pub status: GameStatus,
    pub replay_of: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportPlayer {
    pub name: String,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportSession {
    /// The session's id in the exporting database (games refer to it).
    pub id: i64,
    pub name: String,
    pub started_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportGame {
    /// The game's id in the exporting database (for messages only).
    pub id: i64,
    /// Which game of the family (version 3; older backups hold Papillon only).
    #[serde(default)]
    pub game: GameType,
    pub session: Option<i64>,
    pub status: GameStatus,
    pub dealer_seat: Option<usize>,
    pub created_at: String,
    pub updated_at: String,
    pub finished_at: Option<String>,
    /// In seat order: the roster name of each player and the name on the sheets.
    pub seats: Vec<ExportSeat>,
    pub revisions: Vec<ExportRevision>,
    pub dice: Vec<ExportRoll>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportSeat {
    pub player: String,
    pub sheet_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportRevision {
    pub number: u32,
    pub created_at: String,
    pub kind: RevisionKind,
    pub node: u32,
    pub undo_to: Option<u32>,
    pub redo_to: Option<u32>,
    /// The game's sheet as its engine writes it: a Papillon sheet, or the game's own
    /// (a counter ledger, a Farfalia or PROUT sheet; version 3).
    pub sheet: serde_json::Value,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportRoll {
    pub rolled_at: String,
    pub purpose: RollPurpose,
    pub player: String,
    pub dice: Vec<u8>,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportSummary {
    pub games: u32,
    /// Games skipped because the database already holds them (same start time, same
    /// players, same revisions).
    pub skipped: u32,
    pub players_added: u32,
    pub sessions: u32,
    /// Games against the computer imported (those already here are skipped).
    #[serde(default)]
    pub practice: u32,
}

/// A backup's Papillon sheet (checked before the import writes anything).
fn papillon_sheet(sheet: &serde_json::Value) -> Result<SheetInput> {
    serde_json::from_value(sheet.clone())
        .map_err(|e| StoreError::Import(vec![format!("not a Papillon score sheet: {e}")]))
}

/// A backup's sheet as the store writes it, for a game of `kind`.
fn stored_text(kind: GameType, sheet: &serde_json::Value) -> Result<String> {
    if kind == GameType::Papillon {
        encode(&papillon_sheet(sheet)?)
    } else {
        sheet_games::canonical(kind, sheet)
            .map(|c| c.text)
            .map_err(|e| StoreError::Import(vec![format!("not a {kind} sheet: {e}")]))
    }
}

impl Store {
    /// The whole database as an [`Export`].
    pub fn export(&self) -> Result<Export> {
        let players = self
            .players()?
            .into_iter()
            .map(|p| ExportPlayer {
                name: p.name,
                created_at: p.created_at,
            })
            .collect();
        let sessions = self
            .conn
            .prepare("SELECT id, name, started_at FROM sessions ORDER BY id")?
            .query_map([], |row| {
                Ok(ExportSession {
                    id: row.get(0)?,
                    name: row.get(1)?,
                    started_at: row.get(2)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        type GameRow = (
            i64,
            Option<i64>,
            String,
            Option<usize>,
            String,
            String,
            Option<String>,
            String,
        );
        let rows: Vec<GameRow> = self
            .conn
            .prepare(
                "SELECT id, session_id, status, dealer_seat, created_at, updated_at, finished_at,
                        game_type
                 FROM games ORDER BY id",
            )?
            .query_map([], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                    row.get(7)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut games = Vec::with_capacity(rows.len());
        for (id, session, status, dealer_seat, created_at, updated_at, finished_at, kind) in rows {
            let game = GameId(id);
            let kind = GameType::from_sql(&kind)
                .ok_or_else(|| StoreError::Damaged(format!("game {id} has game type {kind:?}")))?;
            let seats = self
                .conn
                .prepare_cached(
                    "SELECT p.name, gp.sheet_name FROM game_players gp
                     JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat",
                )?
                .query_map([id], |row| {
                    Ok(ExportSeat {
                        player: row.get(0)?,
                        sheet_name: row.get(1)?,
                    })
                })?
                .collect::<rusqlite::Result<_>>()?;
            let revisions = if kind == GameType::Papillon {
                self.revisions(game)?
                    .into_iter()
                    .map(|r| {
                        Ok(ExportRevision {
                            number: r.number,
                            created_at: r.created_at,
                            kind: r.kind,
                            node: r.node,
                            undo_to: r.undo_to,
                            redo_to: r.redo_to,
                            sheet: serde_json::to_value(&r.sheet).map_err(|e| {
                                StoreError::Damaged(format!("cannot encode a sheet: {e}"))
                            })?,
                        })
                    })
                    .collect::<Result<Vec<_>>>()?
            } else {
                sheet_games::raw_revisions(&self.conn, game)?
                    .into_iter()
                    .map(|r| ExportRevision {
                        number: r.number,
                        created_at: r.created_at,
                        kind: r.kind,
                        node: r.node,
                        undo_to: r.undo_to,
                        redo_to: r.redo_to,
                        sheet: r.sheet,
                    })
                    .collect()
            };
            let dice = self
                .dice_log(Some(game))?
                .into_iter()
                .map(|d| ExportRoll {
                    rolled_at: d.rolled_at,
                    purpose: d.purpose,
                    player: d.player,
                    dice: d.dice,
                })
                .collect();
            games.push(ExportGame {
                id,
                game: kind,
                session,
                status: GameStatus::from_sql(&status).ok_or_else(|| {
                    StoreError::Damaged(format!("game {id} has status {status:?}"))
                })?,
                dealer_seat,
                created_at,
                updated_at,
                finished_at,
                seats,
                revisions,
                dice,
            });
        }
        let practice = self.export_practice()?;
        Ok(Export {
            format: EXPORT_FORMAT.to_owned(),
            version: EXPORT_VERSION,
            exported_at: self.now(),
            players,
            sessions,
            games,
            practice,
            classic_practice: Vec::new(),
        })
    }

    /// The export as pretty JSON.
    pub fn export_json(&self) -> Result<String> {
        serde_json::to_string_pretty(&self.export()?)
            .map_err(|e| StoreError::Damaged(format!("cannot encode the export: {e}")))
    }

    /// Imports an export written by [`Store::export_json`]: checks all of it first and
    /// writes all of it in one transaction, or nothing.
    pub fn import_json(&mut self, text: &str) -> Result<ImportSummary> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            StoreError::Import(vec![format!(
                "the file is not valid JSON (is it truncated?): {e}"
            )])
        })?;
        match value.get("format").and_then(|f| f.as_str()) {
            Some(EXPORT_FORMAT) => {}
            _ => {
                return Err(StoreError::Import(vec![format!(
                    "this is not a Papillon export (\"format\" is not \"{EXPORT_FORMAT}\")"
                )]));
            }
        }
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(v)
                if (u64::from(EXPORT_VERSION_OLDEST)..=u64::from(EXPORT_VERSION)).contains(&v) => {}
            Some(v) => {
                return Err(StoreError::Import(vec![format!(
                    "export format version {v} is not supported; this Papillon reads versions {EXPORT_VERSION_OLDEST} to {EXPORT_VERSION}"
                )]));
            }
            None => {
                return Err(StoreError::Import(vec![
                    "the export has no format \"version\"".to_owned(),
                ]));
            }
        }
        let export: Export = serde_json::from_str(text)
            .map_err(|e| StoreError::Import(vec![format!("the export is malformed: {e}")]))?;
        self.import(&export)
    }

    /// Imports an [`Export`], all or nothing.
    pub fn import(&mut self, export: &Export) -> Result<ImportSummary> {
        let problems = check(export);
        if !problems.is_empty() {
            return Err(StoreError::Import(problems));
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut summary = ImportSummary {
            games: 0,
            skipped: 0,
            players_added: 0,
            sessions: 0,
            practice: 0,
        };
        let mut roster: HashMap<String, i64> = HashMap::new();
        for player in &export.players {
            let key = name_key(&player.name);
            let existing: Option<i64> = tx
                .query_row("SELECT id FROM players WHERE name_key = ?1", [&key], |r| {
                    r.get(0)
                })
                .optional()?;
            let id = match existing {
                Some(id) => id,
                None => {
                    players::resolve(&tx, &player.name, &player.created_at)?;
                    summary.players_added += 1;
                    tx.query_row("SELECT id FROM players WHERE name_key = ?1", [&key], |r| {
                        r.get(0)
                    })?
                }
            };
            roster.insert(key, id);
        }
        let mut sessions: BTreeMap<i64, i64> = BTreeMap::new();
        for session in &export.sessions {
            let existing: Option<i64> = tx
                .query_row(
                    "SELECT id FROM sessions WHERE name = ?1 AND started_at = ?2",
                    params![session.name, session.started_at],
                    |r| r.get(0),
                )
                .optional()?;
            let id = match existing {
                Some(id) => id,
                None => {
                    tx.execute(
                        "INSERT INTO sessions (name, started_at) VALUES (?1, ?2)",
                        params![session.name, session.started_at],
                    )?;
                    summary.sessions += 1;
                    tx.last_insert_rowid()
                }
            };
            sessions.insert(session.id, id);
        }
        for game in &export.games {
            // each sheet as the store writes it (checked above)
            let texts = game
                .revisions
                .iter()
                .map(|r| stored_text(game.game, &r.sheet))
                .collect::<Result<Vec<_>>>()?;
            let last = texts.last().cloned();
            let duplicates: Vec<i64> = tx
                .prepare_cached(
                    "SELECT g.id FROM games g WHERE g.created_at = ?1
                     AND (SELECT max(number) FROM revisions WHERE game_id = g.id) = ?2",
                )?
                .query_map(params![game.created_at, game.revisions.len()], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            let mut duplicate = false;
            for id in duplicates {
                let sheet: String = tx.query_row(
                    "SELECT sheet FROM revisions WHERE game_id = ?1 ORDER BY number DESC LIMIT 1",
                    [id],
                    |r| r.get(0),
                )?;
                if Some(&sheet) == last.as_ref() {
                    duplicate = true;
                }
            }
            if duplicate {
                summary.skipped += 1;
                continue;
            }
            // a finished game whose sheet the current rules no longer score (see
            // SheetError::is_rules_change) comes back in progress, to be corrected
            let verdict = match (game.game, game.revisions.last()) {
                (GameType::Papillon, Some(last)) => {
                    Some(Verdict::of(&papillon_sheet(&last.sheet)?))
                }
                _ => None,
            };
            let reopened = game.status == GameStatus::Finished
                && verdict.as_ref().is_some_and(|v| !v.is_complete());
            let (status, finished_at) = if reopened {
                (GameStatus::InProgress, None)
            } else {
                (game.status, game.finished_at.clone())
            };
            tx.execute(
                "INSERT INTO games (session_id, status, dealer_seat, created_at, updated_at, finished_at,
                                    game_type)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    game.session.and_then(|s| sessions.get(&s)),
                    status.as_sql(),
                    game.dealer_seat,
                    game.created_at,
                    game.updated_at,
                    finished_at,
                    game.game.as_sql()
                ],
            )?;
            let id = GameId(tx.last_insert_rowid());
            for (seat, s) in game.seats.iter().enumerate() {
                let player = roster.get(&name_key(&s.player)).copied().ok_or_else(|| {
                    StoreError::Import(vec![format!(
                        "game {}: unknown player {}",
                        game.id, s.player
                    )])
                })?;
                tx.execute(
                    "INSERT INTO game_players (game_id, seat, player_id, sheet_name) VALUES (?1, ?2, ?3, ?4)",
                    params![id.0, seat, player, s.sheet_name],
                )?;
            }
            for (r, text) in game.revisions.iter().zip(&texts) {
                tx.execute(
                    "INSERT INTO revisions (game_id, number, created_at, kind, sheet, node, undo_to, redo_to)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        id.0,
                        r.number,
                        r.created_at,
                        r.kind.as_sql(),
                        text,
                        r.node,
                        r.undo_to,
                        r.redo_to
                    ],
                )?;
            }
            for roll in &game.dice {
                let dice = serde_json::to_string(&roll.dice)
                    .map_err(|e| StoreError::Damaged(format!("cannot encode dice: {e}")))?;
                tx.execute(
                    "INSERT INTO dice_log (game_id, rolled_at, purpose, player, dice) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![id.0, roll.rolled_at, purpose_text(roll.purpose), roll.player, dice],
                )?;
            }
            if let (Some(last), Some(verdict)) = (game.revisions.last(), verdict) {
                results::write(&tx, id, last.number, &verdict)?;
            } else if let (Some(last), Some(text)) = (game.revisions.last(), &last) {
                sheet_games::write_result_text(&tx, game.game, id, last.number, text)?;
            }
            summary.games += 1;
        }
        let (imported, skipped) = import_practice(&tx, &practice_games(export))?;
        summary.practice += imported;
        summary.skipped += skipped;
        tx.commit()?;
        Ok(summary)
    }
}

/// Every game against the computer of a backup, in one list: version 4's
/// `classic_practice` read as the 1756 game's.
fn practice_games(export: &Export) -> Vec<ExportPractice> {
    let classic = export.classic_practice.iter().map(|g| ExportPractice {
        game: GameType::Classic,
        ..g.clone()
    });
    export.practice.iter().cloned().chain(classic).collect()
}

impl Store {
    /// Every game against the computer, of every game, in id order.
    fn export_practice(&self) -> Result<Vec<ExportPractice>> {
        type Row = (String, String, String, Option<i64>, String, String);
        let ids = self.practice_ids(None, false, u32::MAX, true)?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            let (game, setup, status, replay_of, created_at, updated_at): Row =
                self.conn.query_row(
                    "SELECT game_type, setup, status, replay_of, created_at, updated_at
                     FROM practice_games WHERE id = ?1",
                    [id.0],
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
                )?;
            let damaged =
                |what: &str, e: &dyn std::fmt::Display| crate::practice::damaged(id.0, what, e);
            out.push(ExportPractice {
                id: id.0,
                game: GameType::from_sql(&game).ok_or_else(|| damaged("game type", &game))?,
                setup: serde_json::from_str(&setup).map_err(|e| damaged("setup", &e))?,
                moves: self.practice_moves_of(id)?,
                status: GameStatus::from_sql(&status).ok_or_else(|| damaged("status", &status))?,
                replay_of,
                created_at,
                updated_at,
            });
        }
        Ok(out)
    }
}

/// Writes a backup's games against the computer (already checked), each replayed
/// through its game's engine for its end; those already here are skipped. Returns how
/// many were imported and how many skipped.
fn import_practice(tx: &rusqlite::Transaction<'_>, games: &[ExportPractice]) -> Result<(u32, u32)> {
    let (mut imported, mut skipped) = (0, 0);
    let mut ids: HashMap<i64, i64> = HashMap::new();
    for game in games {
        let replayed = crate::practice::kinds::replay_json(game.game, &game.setup, &game.moves)
            .map_err(|e| {
                StoreError::Import(vec![format!("game against the computer {}: {e}", game.id)])
            })?;
        let existing: Option<i64> = tx
            .query_row(
                "SELECT g.id FROM practice_games g WHERE g.created_at = ?1 AND g.setup = ?2
                 AND g.game_type = ?4
                 AND (SELECT count(*) FROM practice_moves m WHERE m.game_id = g.id) = ?3",
                params![
                    game.created_at,
                    replayed.setup,
                    game.moves.len(),
                    game.game.as_sql()
                ],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(id) = existing {
            ids.insert(game.id, id);
            skipped += 1;
            continue;
        }
        let status = if replayed.report.is_some() {
            "finished"
        } else {
            "in_progress"
        };
        tx.execute(
            "INSERT INTO practice_games (setup, status, replay_of, created_at, updated_at, finished_at,
                                         report, outcome, game_type)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                replayed.setup,
                status,
                game.replay_of.and_then(|r| ids.get(&r)),
                game.created_at,
                game.updated_at,
                replayed.report.as_ref().map(|_| &game.updated_at),
                replayed.report,
                replayed.outcome,
                game.game.as_sql()
            ],
        )?;
        let id = tx.last_insert_rowid();
        ids.insert(game.id, id);
        for (i, m) in game.moves.iter().enumerate() {
            tx.execute(
                "INSERT INTO practice_moves (game_id, number, seat, idx, action, played_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![id, i + 1, m.seat, m.index, m.action, game.updated_at],
            )?;
        }
        imported += 1;
    }
    Ok((imported, skipped))
}
