//! The app's settings: small JSON values under a key (language, theme, sound, default
//! house rules, the screen the user was on). The store keeps them; the app gives them
//! their meaning and decodes them itself, so a value an older or newer app wrote never
//! stops the store from opening.

use rusqlite::{OptionalExtension, params};
use serde_json::Value;

use crate::Store;
use crate::error::{Result, StoreError};

/// The longest key accepted.
pub const MAX_SETTING_KEY: usize = 64;

impl Store {
    /// The value stored under `key`, if any.
    pub fn setting(&self, key: &str) -> Result<Option<Value>> {
        let text: Option<String> = self
            .conn
            .query_row(
                "SELECT value FROM settings WHERE key = ?1",
                params![key],
                |row| row.get(0),
            )
            .optional()?;
        // The column only holds valid JSON (CHECK json_valid), so this cannot fail
        // unless the file was edited by hand; such a value reads as absent.
        Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
    }

    /// Stores `value` under `key`, replacing what was there, in its own transaction.
    pub fn set_setting(&mut self, key: &str, value: &Value) -> Result<()> {
        check_key(key)?;
        let now = self.now();
        let text = value.to_string();
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO settings (key, value, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            params![key, text, now],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Removes the value under `key` (nothing happens if there is none).
    pub fn remove_setting(&mut self, key: &str) -> Result<()> {
        self.conn
            .execute("DELETE FROM settings WHERE key = ?1", params![key])?;
        Ok(())
    }
}

fn check_key(key: &str) -> Result<()> {
    if key.is_empty() || key.len() > MAX_SETTING_KEY || key.chars().any(char::is_control) {
        return Err(StoreError::SettingKey(key.chars().take(80).collect()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn settings_round_trip_replace_and_remove() {
        let mut store = Store::open_in_memory().expect("store");
        assert_eq!(store.setting("theme").expect("read"), None);
        store.set_setting("theme", &json!("dark")).expect("write");
        store
            .set_setting("location", &json!({"screen": "blue", "game": 3}))
            .expect("write");
        assert_eq!(store.setting("theme").expect("read"), Some(json!("dark")));
        store.set_setting("theme", &json!("light")).expect("write");
        assert_eq!(store.setting("theme").expect("read"), Some(json!("light")));
        assert_eq!(
            store.setting("location").expect("read"),
            Some(json!({"screen": "blue", "game": 3}))
        );
        store.remove_setting("theme").expect("remove");
        assert_eq!(store.setting("theme").expect("read"), None);
    }

    #[test]
    fn bad_keys_are_refused_and_nothing_is_written() {
        let mut store = Store::open_in_memory().expect("store");
        for key in ["", "a\nb", &"k".repeat(MAX_SETTING_KEY + 1)] {
            let err = store.set_setting(key, &json!(1)).expect_err("refused");
            assert!(matches!(err, StoreError::SettingKey(_)), "{err}");
        }
        let count: i64 = store
            .conn
            .query_row("SELECT count(*) FROM settings", [], |r| r.get(0))
            .expect("count");
        assert_eq!(count, 0);
    }
}
