//! The positions the referee was asked about: the last [`KEPT_POSITIONS`] of them, the
//! newest first. The store keeps the position as JSON; the app gives it its meaning and
//! validates it when it reads it back.

use rusqlite::params;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::Store;
use crate::error::{Result, StoreError};

/// How many positions are kept; older ones are forgotten when a new one is saved.
pub const KEPT_POSITIONS: usize = 30;

/// The largest position accepted: a position is a few dozen cards.
pub const MAX_POSITION_BYTES: usize = 16 * 1024;

/// Which round a position is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RefereeRound {
    Blue,
    Orange,
}

impl RefereeRound {
    fn as_str(self) -> &'static str {
        match self {
            RefereeRound::Blue => "blue",
            RefereeRound::Orange => "orange",
        }
    }
}

/// A position as it was saved.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedPosition {
    pub id: i64,
    pub round: RefereeRound,
    pub position: Value,
    pub asked_at: String,
}

impl Store {
    /// Saves a position the referee was asked about, in its own transaction. Asking
    /// again about the newest position of the round only refreshes its time; the
    /// oldest positions beyond [`KEPT_POSITIONS`] are forgotten. Returns its id.
    pub fn save_referee_position(&mut self, round: RefereeRound, position: &Value) -> Result<i64> {
        let text = position.to_string();
        if text.len() > MAX_POSITION_BYTES {
            return Err(StoreError::PositionTooLarge {
                bytes: text.len(),
                max: MAX_POSITION_BYTES,
            });
        }
        let now = self.now();
        let tx = self.conn.transaction()?;
        let newest: Option<(i64, String)> = tx
            .query_row(
                "SELECT id, position FROM referee_positions WHERE round = ?1
                 ORDER BY asked_at DESC, id DESC LIMIT 1",
                params![round.as_str()],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .map(Some)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })?;
        let same = newest
            .as_ref()
            .and_then(|(_, saved)| serde_json::from_str::<Value>(saved).ok())
            .is_some_and(|saved| &saved == position);
        let id = match newest {
            Some((id, _)) if same => {
                tx.execute(
                    "UPDATE referee_positions SET asked_at = ?1 WHERE id = ?2",
                    params![now, id],
                )?;
                id
            }
            _ => {
                tx.execute(
                    "INSERT INTO referee_positions (round, position, asked_at) VALUES (?1, ?2, ?3)",
                    params![round.as_str(), text, now],
                )?;
                tx.last_insert_rowid()
            }
        };
        tx.execute(
            "DELETE FROM referee_positions WHERE id NOT IN (
                 SELECT id FROM referee_positions ORDER BY asked_at DESC, id DESC LIMIT ?1)",
            params![KEPT_POSITIONS as i64],
        )?;
        tx.commit()?;
        Ok(id)
    }

    /// The positions kept, the newest first, at most `limit`.
    pub fn referee_positions(&self, limit: usize) -> Result<Vec<SavedPosition>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, round, position, asked_at FROM referee_positions
             ORDER BY asked_at DESC, id DESC LIMIT ?1",
        )?;
        let rows = stmt.query_map(params![limit.min(KEPT_POSITIONS) as i64], |row| {
            let round: String = row.get(1)?;
            let position: String = row.get(2)?;
            Ok((
                row.get::<_, i64>(0)?,
                round,
                position,
                row.get::<_, String>(3)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, round, position, asked_at) = row?;
            let round = match round.as_str() {
                "blue" => RefereeRound::Blue,
                _ => RefereeRound::Orange,
            };
            // the column holds valid JSON (CHECK json_valid)
            let position = serde_json::from_str(&position)
                .map_err(|e| StoreError::Damaged(format!("referee position {id}: {e}")))?;
            out.push(SavedPosition {
                id,
                round,
                position,
                asked_at,
            });
        }
        Ok(out)
    }

    /// Forgets one saved position (nothing happens if there is none).
    pub fn forget_referee_position(&mut self, id: i64) -> Result<()> {
        self.conn
            .execute("DELETE FROM referee_positions WHERE id = ?1", params![id])?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn positions_are_kept_newest_first_deduplicated_and_capped() {
        let mut store = Store::open_in_memory().expect("store");
        let a = json!({"plate": ["F5"], "hand": ["S5"]});
        let first = store
            .save_referee_position(RefereeRound::Blue, &a)
            .expect("save");
        // the same position again: refreshed, not repeated
        assert_eq!(
            store
                .save_referee_position(RefereeRound::Blue, &a)
                .expect("save"),
            first
        );
        store
            .save_referee_position(RefereeRound::Orange, &json!({"hand": ["E1"]}))
            .expect("save");
        let kept = store.referee_positions(10).expect("read");
        assert_eq!(kept.len(), 2);
        assert_eq!(kept[0].round, RefereeRound::Orange);
        assert_eq!(kept[1].position, a);
        for i in 0..KEPT_POSITIONS + 5 {
            store
                .save_referee_position(RefereeRound::Blue, &json!({"n": i}))
                .expect("save");
        }
        let kept = store.referee_positions(1000).expect("read");
        assert_eq!(kept.len(), KEPT_POSITIONS);
        assert_eq!(kept[0].position, json!({"n": KEPT_POSITIONS + 4}));
        store.forget_referee_position(kept[0].id).expect("forget");
        assert_eq!(
            store.referee_positions(1).expect("read")[0].position,
            json!({"n": KEPT_POSITIONS + 3})
        );
    }

    #[test]
    fn a_huge_position_is_refused_and_nothing_is_saved() {
        let mut store = Store::open_in_memory().expect("store");
        let huge = json!({"hand": vec!["F1"; MAX_POSITION_BYTES]});
        assert!(
            store
                .save_referee_position(RefereeRound::Blue, &huge)
                .is_err()
        );
        assert!(store.referee_positions(10).expect("read").is_empty());
    }
}
