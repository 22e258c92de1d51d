//! The store in a browser (issue 51): the same SQLite database, migrations and code, in
//! a file of the origin private file system (OPFS).
//!
//! On `wasm32-unknown-unknown`, rusqlite links `sqlite-wasm-rs` (SQLite built with
//! clang). Its files live in the OPFS "SAH pool" VFS of `sqlite-wasm-vfs`: a pool of
//! OPFS files held open through `FileSystemSyncAccessHandle`s, which only a dedicated
//! Web Worker has. The pool is installed once per worker ([`install_opfs`], async:
//! the handles are acquired through promises); after that every call is synchronous,
//! as on the desktop.
//!
//! ```ignore
//! // in a dedicated worker
//! let mut store = papillon_store::Store::open_opfs("papillon.db").await?;
//! ```
//!
//! One connection at a time: the pool's handles are exclusive, so a second tab of the
//! same origin cannot install it while the first holds it ([`StoreError::Opfs`]).

use std::path::Path;

use sqlite_wasm_vfs::sahpool::{self, OpfsSAHPoolCfgBuilder};

pub use sqlite_wasm_vfs::sahpool::OpfsSAHPoolUtil;

use crate::error::{Result, StoreError};
use crate::{Store, schema};

/// The name the OPFS pool is registered under in SQLite (not the default VFS: a
/// database in memory stays in memory).
pub const VFS_NAME: &str = "papillon-opfs";

/// The OPFS folder that holds the pool's files.
pub const OPFS_DIRECTORY: &str = ".papillon";

/// The database file's name in the pool when the app does not choose another.
pub const DATABASE_NAME: &str = "papillon.db";

/// Installs the OPFS pool (once per worker; later calls return the same pool) and
/// returns its administration handle: the names it holds, a database's bytes, pausing
/// it so another worker can take it.
pub async fn install_opfs() -> Result<OpfsSAHPoolUtil> {
    let config = OpfsSAHPoolCfgBuilder::new()
        .vfs_name(VFS_NAME)
        .directory(OPFS_DIRECTORY)
        .build();
    sahpool::install::<sqlite_wasm_rs::WasmOsCallback>(&config, false)
        .await
        .map_err(|e| StoreError::Opfs(e.to_string()))
}

impl Store {
    /// Opens the database `name` in the browser's OPFS pool, creating it if it does not
    /// exist, and upgrades it to the current schema (the same migrations as
    /// `Store::open` on a desktop). Installs the pool first if needed. In a dedicated
    /// worker only.
    pub async fn open_opfs(name: &str) -> Result<Store> {
        install_opfs().await?;
        let conn = schema::open_in_vfs(Path::new(name), VFS_NAME)?;
        Store::from_connection(conn)
    }
}
