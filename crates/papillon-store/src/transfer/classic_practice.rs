//! The 18th-century Papillon's games against the computer in a backup (version 4):
//! setup and moves, checked by replaying them through the engine before anything is
//! written, their end rebuilt by the engine on import.

use std::collections::HashMap;

use classic_papillon::{ClassicPractice, ClassicPracticeSetup};
use game_kit::practice::PracticeMove;
use rusqlite::{OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameStatus, GameType};

/// A game of the 18th-century Papillon against the computer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportClassicPractice {
    /// The game's id in the exporting database (replays refer to it).
    pub id: i64,
    pub setup: ClassicPracticeSetup,
    pub moves: Vec<PracticeMove>,
    pub status: GameStatus,
    pub replay_of: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
}

impl Store {
    pub(super) fn export_classic_practice(&self) -> Result<Vec<ExportClassicPractice>> {
        let mut games = self.classic_practice_games(false, u32::MAX)?;
        games.sort_by_key(|g| g.id);
        Ok(games
            .into_iter()
            .map(|saved| ExportClassicPractice {
                id: saved.id.0,
                setup: saved.setup,
                moves: saved.moves,
                status: saved.status,
                replay_of: saved.replay_of.map(|r| r.0),
                created_at: saved.created_at,
                updated_at: saved.updated_at,
            })
            .collect())
    }
}

/// What is wrong with the backup's games (empty when they all replay as saved).
pub(super) fn problems(games: &[ExportClassicPractice]) -> Vec<String> {
    let mut problems = Vec::new();
    for game in games {
        let people = game
            .setup
            .seats
            .iter()
            .filter(|p| **p == game_kit::practice::SeatPlayer::Person)
            .count();
        if people != 1 {
            problems.push(format!(
                "game of the 18th-century Papillon against the computer {}: {people} people at the table, not one",
                game.id
            ));
            continue;
        }
        match ClassicPractice::replay(game.setup.clone(), &game.moves) {
            Ok(p) if p.is_over() != (game.status == GameStatus::Finished) => {
                problems.push(format!(
                    "game of the 18th-century Papillon against the computer {}: its status does not match its moves",
                    game.id
                ));
            }
            Ok(_) => {}
            Err(e) => problems.push(format!(
                "game of the 18th-century Papillon against the computer {}: {e}",
                game.id
            )),
        }
    }
    problems
}

/// Writes the backup's games (already checked); those already here are skipped.
/// Returns how many were imported and how many skipped.
pub(super) fn import(tx: &Transaction<'_>, games: &[ExportClassicPractice]) -> Result<(u32, u32)> {
    let (mut imported, mut skipped) = (0, 0);
    let mut ids: HashMap<i64, i64> = HashMap::new();
    for game in games {
        let setup = serde_json::to_string(&game.setup)
            .map_err(|e| StoreError::Damaged(format!("cannot encode a setup: {e}")))?;
        let existing: Option<i64> = tx
            .query_row(
                "SELECT g.id FROM practice_games g WHERE g.created_at = ?1 AND g.setup = ?2
                 AND g.game_type = ?4
                 AND (SELECT count(*) FROM practice_moves m WHERE m.game_id = g.id) = ?3",
                params![
                    game.created_at,
                    setup,
                    game.moves.len(),
                    GameType::Classic.as_sql()
                ],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(id) = existing {
            ids.insert(game.id, id);
            skipped += 1;
            continue;
        }
        let report = ClassicPractice::replay(game.setup.clone(), &game.moves)
            .map_err(|e| StoreError::Import(vec![format!("game {}: {e}", game.id)]))?
            .report()
            .map(|r| serde_json::to_string(&r))
            .transpose()
            .map_err(|e| StoreError::Damaged(format!("cannot encode a report: {e}")))?;
        tx.execute(
            "INSERT INTO practice_games (setup, status, replay_of, created_at, updated_at, finished_at,
                                         report, game_type)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                setup,
                if report.is_some() { "finished" } else { "in_progress" },
                game.replay_of.and_then(|r| ids.get(&r)),
                game.created_at,
                game.updated_at,
                report.as_ref().map(|_| &game.updated_at),
                report,
                GameType::Classic.as_sql()
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
