//! Where the games live on a desktop, worked out once for the app and the `papillon`
//! command, so both open the same file. (On a phone the app puts the database in its
//! own data folder, which only Tauri knows.)

use std::path::PathBuf;

use crate::error::{Result, StoreError};

/// The database: `PAPILLON_DB`, else `papillon/papillon.db` in the platform's data
/// directory (created if needed).
pub fn database_path() -> Result<PathBuf> {
    if let Some(path) = std::env::var_os("PAPILLON_DB") {
        return Ok(PathBuf::from(path));
    }
    let dir = dirs::data_dir()
        .ok_or(StoreError::NoDataDirectory)?
        .join("papillon");
    std::fs::create_dir_all(&dir).map_err(|source| StoreError::Io {
        path: dir.clone(),
        source,
    })?;
    Ok(dir.join("papillon.db"))
}

/// Where backups are written: `PAPILLON_BACKUP_DIR`, else the Downloads folder, else
/// the home folder, else the working directory.
pub fn backup_dir() -> PathBuf {
    std::env::var_os("PAPILLON_BACKUP_DIR")
        .map(PathBuf::from)
        .or_else(dirs::download_dir)
        .or_else(dirs::home_dir)
        .unwrap_or_else(|| PathBuf::from("."))
}
