//! The engine's verdict on a sheet, and the result rows kept for statistics.

use papillon_core::{ScoreReport, SheetErrors, SheetInput, score_input};
use rusqlite::{Transaction, params};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameId, PlayerId};

/// What the engine says about a sheet.
#[derive(Debug, Clone)]
pub(crate) enum Verdict {
    /// Valid and scored.
    Complete(Box<ScoreReport>),
    /// Consistent so far, but not filled in yet.
    Incomplete(SheetErrors),
    /// Contradicts itself (only the contradictions are listed).
    Contradicted(SheetErrors),
}

impl Verdict {
    pub(crate) fn of(sheet: &SheetInput) -> Verdict {
        match score_input(sheet) {
            Ok(report) => Verdict::Complete(Box::new(report)),
            Err(errors) if errors.only_incomplete() => Verdict::Incomplete(errors),
            Err(errors) => {
                Verdict::Contradicted(SheetErrors(errors.contradictions().cloned().collect()))
            }
        }
    }

    /// The verdict of a new entry on top of `current`: a contradiction is refused,
    /// unless every one of its problems is no worse than one the current sheet already
    /// has (a sheet that broke a rule since a rules change is corrected one tap at a
    /// time, e.g. one orange tour removed after another).
    pub(crate) fn of_entry(sheet: &SheetInput, current: &SheetInput) -> Result<Verdict> {
        match Verdict::of(sheet) {
            Verdict::Contradicted(errors) => {
                if let Verdict::Contradicted(before) = Verdict::of(current) {
                    let known = errors
                        .errors()
                        .iter()
                        .all(|e| before.errors().iter().any(|b| e.no_worse_than(b)));
                    if known {
                        return Ok(Verdict::Contradicted(errors));
                    }
                }
                Err(StoreError::Refused(errors))
            }
            verdict => Ok(verdict),
        }
    }

    pub(crate) fn is_complete(&self) -> bool {
        matches!(self, Verdict::Complete(_))
    }

    pub(crate) fn report(&self) -> Option<ScoreReport> {
        match self {
            Verdict::Complete(report) => Some((**report).clone()),
            _ => None,
        }
    }

    pub(crate) fn missing(&self) -> Vec<String> {
        match self {
            Verdict::Complete(_) => Vec::new(),
            Verdict::Incomplete(errors) | Verdict::Contradicted(errors) => {
                errors.errors().iter().map(|e| e.to_string()).collect()
            }
        }
    }
}

/// The seats of a game: (sheet name, player).
pub(crate) fn seats(tx: &rusqlite::Connection, game: GameId) -> Result<Vec<(String, PlayerId)>> {
    let mut stmt = tx.prepare_cached(
        "SELECT sheet_name, player_id FROM game_players WHERE game_id = ?1 ORDER BY seat",
    )?;
    let seats = stmt
        .query_map([game.0], |row| Ok((row.get(0)?, PlayerId(row.get(1)?))))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    if seats.is_empty() {
        return Err(StoreError::NoSuchGame(game));
    }
    Ok(seats)
}

/// Replaces the stored result of `game` with `verdict` on revision `revision`.
pub(crate) fn write(
    tx: &Transaction<'_>,
    game: GameId,
    revision: u32,
    verdict: &Verdict,
) -> Result<()> {
    let report_json = match verdict {
        Verdict::Complete(report) => Some(
            serde_json::to_string(report)
                .map_err(|e| StoreError::Damaged(format!("cannot encode the score report: {e}")))?,
        ),
        _ => None,
    };
    let missing = serde_json::to_string(&verdict.missing())
        .map_err(|e| StoreError::Damaged(format!("cannot encode messages: {e}")))?;
    tx.execute(
        "INSERT INTO game_results (game_id, revision, complete, report, missing)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (game_id) DO UPDATE SET revision = excluded.revision,
             complete = excluded.complete, report = excluded.report, missing = excluded.missing",
        params![
            game.0,
            revision,
            verdict.is_complete(),
            report_json,
            missing
        ],
    )?;
    tx.execute("DELETE FROM result_players WHERE game_id = ?1", [game.0])?;
    if let Verdict::Complete(report) = verdict {
        let seats = seats(tx, game)?;
        let mut insert = tx.prepare_cached(
            "INSERT INTO result_players (game_id, player_id, side, blue, orange, total, place, won)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?;
        for player in &report.players {
            let Some((_, id)) = seats.iter().find(|(name, _)| *name == player.name) else {
                return Err(StoreError::Damaged(format!(
                    "game {game}: the score names {} who has no seat",
                    player.name
                )));
            };
            let place = report.sides.get(player.side).map_or(0, |s| s.place);
            let won = report.winners.contains(&player.name);
            insert.execute(params![
                game.0,
                id.0,
                player.side,
                player.credited.blue,
                player.credited.orange,
                player.credited.total,
                place,
                won
            ])?;
        }
    }
    Ok(())
}

impl Store {
    /// Computes the result of every game that has none (games written before the
    /// results table existed, schema version 1).
    pub(crate) fn backfill_results(&mut self) -> Result<()> {
        let missing: Vec<(i64, u32, String)> = {
            let mut stmt = self.conn.prepare(
                "SELECT r.game_id, r.number, r.sheet FROM revisions r
                 WHERE r.number = (SELECT max(number) FROM revisions WHERE game_id = r.game_id)
                   AND r.game_id NOT IN (SELECT game_id FROM game_results)
                   AND r.game_id IN (SELECT id FROM games WHERE game_type = 'papillon')",
            )?;
            stmt.query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
                .collect::<rusqlite::Result<_>>()?
        };
        if missing.is_empty() {
            return Ok(());
        }
        let tx = self.conn.transaction()?;
        for (game, number, sheet) in missing {
            let sheet: SheetInput = serde_json::from_str(&sheet)
                .map_err(|e| StoreError::Damaged(format!("game {game} revision {number}: {e}")))?;
            let verdict = Verdict::of(&sheet);
            write(&tx, GameId(game), number, &verdict)?;
            if !verdict.is_complete() {
                tx.execute(
                    "UPDATE games SET status = 'in_progress', finished_at = NULL WHERE id = ?1",
                    [game],
                )?;
            }
        }
        tx.commit()?;
        Ok(())
    }
}
