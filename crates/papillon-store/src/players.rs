//! The roster: players are matched by name ignoring case, and can be renamed without
//! touching the games they played (games refer to the player, sheets keep the name as
//! it was written).

use rusqlite::{OptionalExtension, params};

use crate::Store;
use crate::error::{NameProblem, Result, StoreError};
use crate::model::{Player, PlayerId};

use papillon_core::sheet::MAX_NAME_CHARS;
pub(crate) use papillon_core::sheet::name_key;

fn check_name(name: &str) -> Result<()> {
    if name.trim().is_empty() {
        return Err(StoreError::PlayerName(NameProblem::Empty));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(StoreError::PlayerName(NameProblem::TooLong {
            start: name.chars().take(20).collect(),
            max: MAX_NAME_CHARS,
        }));
    }
    Ok(())
}

/// The player with this name (any case), created if new.
pub(crate) fn resolve(conn: &rusqlite::Connection, name: &str, now: &str) -> Result<PlayerId> {
    let key = name_key(name);
    if let Some(id) = conn
        .query_row(
            "SELECT id FROM players WHERE name_key = ?1",
            [&key],
            |row| row.get(0),
        )
        .optional()?
    {
        return Ok(PlayerId(id));
    }
    check_name(name)?;
    conn.execute(
        "INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)",
        params![name, key, now],
    )?;
    Ok(PlayerId(conn.last_insert_rowid()))
}

impl Store {
    /// The roster, by name.
    pub fn players(&self) -> Result<Vec<Player>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, name, created_at FROM players ORDER BY name_key")?;
        let players = stmt
            .query_map([], |row| {
                Ok(Player {
                    id: PlayerId(row.get(0)?),
                    name: row.get(1)?,
                    created_at: row.get(2)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(players)
    }

    /// The player called `name` (any case).
    pub fn player_by_name(&self, name: &str) -> Result<Player> {
        self.conn
            .query_row(
                "SELECT id, name, created_at FROM players WHERE name_key = ?1",
                [name_key(name)],
                |row| {
                    Ok(Player {
                        id: PlayerId(row.get(0)?),
                        name: row.get(1)?,
                        created_at: row.get(2)?,
                    })
                },
            )
            .optional()?
            .ok_or_else(|| StoreError::NoSuchPlayer(name.to_owned()))
    }

    /// Adds a player to the roster (or returns the existing one of that name).
    pub fn add_player(&mut self, name: &str) -> Result<PlayerId> {
        check_name(name)?;
        let now = self.now();
        let tx = self.conn.transaction()?;
        let id = resolve(&tx, name, &now)?;
        tx.commit()?;
        Ok(id)
    }

    /// Renames a player; their games follow them.
    pub fn rename_player(&mut self, id: PlayerId, new_name: &str) -> Result<()> {
        check_name(new_name)?;
        let tx = self.conn.transaction()?;
        let key = name_key(new_name);
        let clash: Option<i64> = tx
            .query_row(
                "SELECT id FROM players WHERE name_key = ?1 AND id <> ?2",
                params![key, id.0],
                |row| row.get(0),
            )
            .optional()?;
        if clash.is_some() {
            return Err(StoreError::PlayerName(NameProblem::Taken {
                name: new_name.to_owned(),
            }));
        }
        let changed = tx.execute(
            "UPDATE players SET name = ?1, name_key = ?2 WHERE id = ?3",
            params![new_name, key, id.0],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSuchPlayer(format!("#{id}")));
        }
        tx.commit()?;
        Ok(())
    }
}
