//! Opening a database: refusing what is not ours, the connection settings, and the
//! schema migrations (top-level `migrations/NNNN_name.sql`, embedded in the binary and
//! applied in order by `rusqlite_migration`, which tracks the version in
//! `PRAGMA user_version`).

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use std::io::Read;
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags};
use rusqlite_migration::{M, Migrations};

use crate::error::{Result, StoreError};

/// The migrations, in order; the schema version is how many have been applied.
const MIGRATIONS_SQL: &[&str] = &[
    include_str!("../../../migrations/0001_initial.sql"),
    include_str!("../../../migrations/0002_results.sql"),
    include_str!("../../../migrations/0003_settings.sql"),
    include_str!("../../../migrations/0004_rescore.sql"),
    include_str!("../../../migrations/0005_practice.sql"),
    include_str!("../../../migrations/0006_referee.sql"),
    include_str!("../../../migrations/0007_game_type.sql"),
    include_str!("../../../migrations/0008_standings.sql"),
    include_str!("../../../migrations/0009_classic_practice.sql"),
    include_str!("../../../migrations/0010_practice_outcome.sql"),
];

/// The migration whose hook writes the outcome of every finished game against the
/// computer (its index in [`MIGRATIONS_SQL`]).
const OUTCOME_MIGRATION: usize = 9;

/// The schema version this build writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS_SQL.len() as u32;

/// `PRAGMA application_id` of a Papillon database ("Papi").
pub const APPLICATION_ID: i32 = 0x5061_7069;

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

fn migrations() -> Migrations<'static> {
    Migrations::new(
        MIGRATIONS_SQL
            .iter()
            .enumerate()
            .map(|(i, sql)| {
                if i == OUTCOME_MIGRATION {
                    M::up_with_hook(sql, |tx: &rusqlite::Transaction<'_>| {
                        Ok(crate::practice::fill_outcomes(tx)?)
                    })
                } else {
                    M::up(sql)
                }
            })
            .collect(),
    )
}

/// Brings a connection's schema to `version` (at most [`SCHEMA_VERSION`]). The store
/// does this itself on open; this is for upgrade tests and tooling that need a
/// database as an older version wrote it.
pub fn migrate_to(conn: &mut Connection, version: u32) -> Result<()> {
    if version > SCHEMA_VERSION {
        return Err(StoreError::Migration(format!(
            "schema version {version} does not exist (latest is {SCHEMA_VERSION})"
        )));
    }
    migrations()
        .to_version(conn, version as usize)
        .map_err(|e| StoreError::Migration(e.to_string()))
}

/// Refuses a file that exists and is not an SQLite database, before SQLite touches it.
/// (In a browser the file is in the OPFS pool, out of `std::fs`'s reach: there SQLite's
/// own "not a database" on the first read is the refusal, [`classify`]d alike.)
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn check_header(path: &Path) -> Result<()> {
    let mut file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(StoreError::Io {
                path: path.to_owned(),
                source,
            });
        }
    };
    let mut header = Vec::with_capacity(16);
    (&mut file)
        .take(16)
        .read_to_end(&mut header)
        .map_err(|source| StoreError::Io {
            path: path.to_owned(),
            source,
        })?;
    if header.is_empty() || header.as_slice() == SQLITE_HEADER {
        Ok(())
    } else {
        Err(StoreError::NotADatabase {
            path: path.to_owned(),
        })
    }
}

/// Opens (creating if needed) and upgrades the database at `path`.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(crate) fn open(path: &Path) -> Result<Connection> {
    check_header(path)?;
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    prepare(conn, path)
}

/// Opens (creating if needed) and upgrades the database `name` in the SQLite VFS `vfs`
/// (in a browser: the OPFS pool, `web.rs`).
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub(crate) fn open_in_vfs(name: &Path, vfs: &str) -> Result<Connection> {
    let conn = Connection::open_with_flags_and_vfs(
        name,
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        vfs,
    )
    .map_err(|e| classify(e, name))?;
    prepare(conn, name)
}

pub(crate) fn open_in_memory() -> Result<Connection> {
    prepare(Connection::open_in_memory()?, Path::new(":memory:"))
}

fn classify(error: rusqlite::Error, path: &Path) -> StoreError {
    match error.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => StoreError::NotADatabase {
            path: path.to_owned(),
        },
        Some(ErrorCode::DatabaseCorrupt) => {
            StoreError::Damaged(format!("{} is corrupt: {error}", path.display()))
        }
        _ => StoreError::Sqlite(error),
    }
}

fn prepare(mut conn: Connection, path: &Path) -> Result<Connection> {
    conn.busy_timeout(Duration::from_secs(5))?;
    // Read-only checks first: nothing is written to a database we will refuse.
    let version: u32 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(|e| classify(e, path))?;
    let application_id: i32 = conn
        .pragma_query_value(None, "application_id", |row| row.get(0))
        .map_err(|e| classify(e, path))?;
    let tables: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
        .map_err(|e| classify(e, path))?;
    let foreign =
        (application_id != 0 && application_id != APPLICATION_ID) || (version == 0 && tables > 0);
    if foreign {
        return Err(StoreError::ForeignDatabase {
            path: path.to_owned(),
        });
    }
    if version > SCHEMA_VERSION {
        return Err(StoreError::TooNew {
            path: path.to_owned(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    // WAL: readers never block the writer, and a commit is one append to the log.
    // synchronous=FULL: the log is flushed to disk at every commit, so a score
    // survives a power cut as well as a killed app.
    #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
    let _mode: String =
        conn.pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))?;
    // In a browser: the OPFS pool has no shared memory (xShmMap), so no WAL; a rollback
    // journal with synchronous=FULL keeps every commit as durable, and there is one
    // connection only. The journal is kept between commits ("persist": its header is
    // zeroed instead of the file deleted), so a commit does not rewrite the pool's own
    // file table as well.
    #[cfg(all(target_family = "wasm", target_os = "unknown"))]
    {
        conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
        let _mode: String =
            conn.pragma_update_and_check(None, "journal_mode", "persist", |row| row.get(0))?;
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    if application_id == 0 {
        conn.pragma_update(None, "application_id", APPLICATION_ID)?;
    }
    migrations()
        .to_latest(&mut conn)
        .map_err(|e| StoreError::Migration(e.to_string()))?;
    Ok(conn)
}
