//! The dice log: every roll made through the app, for the record.

use papillon_core::dice::{RollPurpose, RollRecord};
use rusqlite::params;

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{DiceEntry, GameId};

pub(crate) fn purpose_text(purpose: RollPurpose) -> String {
    serde_json::to_value(purpose)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{purpose:?}"))
}

pub(crate) fn purpose_from(text: &str) -> Option<RollPurpose> {
    serde_json::from_value(serde_json::Value::String(text.to_owned())).ok()
}

impl Store {
    /// Appends rolls to the dice log, all in one transaction.
    pub fn log_rolls(&mut self, game: Option<GameId>, rolls: &[RollRecord<String>]) -> Result<()> {
        let now = self.now();
        let tx = self.conn.transaction()?;
        if let Some(game) = game {
            let exists: i64 =
                tx.query_row("SELECT count(*) FROM games WHERE id = ?1", [game.0], |r| {
                    r.get(0)
                })?;
            if exists == 0 {
                return Err(StoreError::NoSuchGame(game));
            }
        }
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO dice_log (game_id, rolled_at, purpose, player, dice)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for roll in rolls {
                let dice = serde_json::to_string(&roll.throw.values())
                    .map_err(|e| StoreError::Damaged(format!("cannot encode dice: {e}")))?;
                insert.execute(params![
                    game.map(|g| g.0),
                    now,
                    purpose_text(roll.purpose),
                    roll.player,
                    dice
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The rolls of one game (or, with `None`, those made outside any game), in order.
    pub fn dice_log(&self, game: Option<GameId>) -> Result<Vec<DiceEntry>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT game_id, rolled_at, purpose, player, dice FROM dice_log
             WHERE game_id IS ?1 ORDER BY id",
        )?;
        let rows: Vec<(Option<i64>, String, String, String, String)> = stmt
            .query_map([game.map(|g| g.0)], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        rows.into_iter()
            .map(|(game, rolled_at, purpose, player, dice)| {
                Ok(DiceEntry {
                    game: game.map(GameId),
                    rolled_at,
                    purpose: purpose_from(&purpose).ok_or_else(|| {
                        StoreError::Damaged(format!("dice log: unknown purpose {purpose:?}"))
                    })?,
                    player,
                    dice: serde_json::from_str(&dice)
                        .map_err(|e| StoreError::Damaged(format!("dice log: {e}")))?,
                })
            })
            .collect()
    }
}
