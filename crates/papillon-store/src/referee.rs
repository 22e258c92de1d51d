//! The positions the referee was asked about: the last [`KEPT_POSITIONS`] of them, the
//! newest first. The store keeps the position as JSON; the app gives it its meaning and
//! validates it when it reads it back.

use rusqlite::{OptionalExtension, params};
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
    /// again about a position kept already moves it to the front (not repeated); the
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
        // the same position asked again (the app keeps it in one notation, and JSON
        // objects are written with sorted keys) is refreshed, not repeated
        let same: Option<i64> = tx
            .query_row(
                "SELECT id FROM referee_positions WHERE round = ?1 AND position = ?2
                 ORDER BY id DESC LIMIT 1",
                params![round.as_str(), text],
                |row| row.get(0),
            )
            .optional()?;
        if let Some(id) = same {
            tx.execute("DELETE FROM referee_positions WHERE id = ?1", params![id])?;
        }
        // ids grow with every save: the newest position has the highest
        tx.execute(
            "INSERT INTO referee_positions (round, position, asked_at) VALUES (?1, ?2, ?3)",
            params![round.as_str(), text, now],
        )?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "DELETE FROM referee_positions WHERE id NOT IN (
                 SELECT id FROM referee_positions ORDER BY id DESC LIMIT ?1)",
            params![KEPT_POSITIONS as i64],
        )?;
        tx.commit()?;
        Ok(id)
    }

    /// The positions kept, the newest first, at most `limit`.
    pub fn referee_positions(&self, limit: usize) -> Result<Vec<SavedPosition>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, round, position, asked_at FROM referee_positions
             ORDER BY id DESC LIMIT ?1",
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
        store
            .save_referee_position(RefereeRound::Blue, &a)
            .expect("save");
        // the same position again: not repeated
        store
            .save_referee_position(RefereeRound::Blue, &a)
            .expect("save");
        assert_eq!(store.referee_positions(10).expect("read").len(), 1);
        store
            .save_referee_position(RefereeRound::Orange, &json!({"hand": ["E1"]}))
            .expect("save");
        // an older position asked again: the newest again, still once
        store
            .save_referee_position(RefereeRound::Blue, &a)
            .expect("save");
        let kept = store.referee_positions(10).expect("read");
        assert_eq!(kept.len(), 2);
        assert_eq!(kept[0].round, RefereeRound::Blue);
        assert_eq!(kept[0].position, a);
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
