//! Backups: the whole database as JSON, written as a file (the desktop) or given as
//! its text (the web build downloads it), and a file the user picked imported, all or
//! nothing.

use papillon_store::ImportSummary;

use super::store_err;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang, Phrase};
use crate::state::AppState;

/// A backup of years of games is a few megabytes; refuse what cannot be one.
const MAX_IMPORT_BYTES: usize = 64 * 1024 * 1024;

/// Writes a full backup (JSON) into the backup folder and returns its path (the
/// desktop's export: [`write_backup_file`]).
pub fn export_backup(state: &AppState) -> CommandResult<String> {
    let lang = state.lang();
    let text = state.store()?.export_json().map_err(store_err(lang))?;
    write_backup_file(state, lang, &text)
}

/// The full backup's JSON itself, the same text [`export_backup`] writes to a file: the
/// web build has no folder to write into, and downloads it as a file instead.
pub fn export_backup_text(state: &AppState) -> CommandResult<String> {
    let lang = state.lang();
    state.store()?.export_json().map_err(store_err(lang))
}

/// Desktop only: writes `text` into the backup folder (`papillon-backup-<date>.json`)
/// and returns its path. Written to a `.partial` file first, then renamed, so a backup
/// on disk is always whole. (A browser has no such folder: there the file operations
/// fail with [`ErrorCode::File`], and the web build downloads [`export_backup_text`].)
pub fn write_backup_file(state: &AppState, lang: Lang, text: &str) -> CommandResult<String> {
    let name = format!(
        "papillon-backup-{}.json",
        chrono::Local::now().format("%Y-%m-%d-%H%M%S")
    );
    let path = state.backup_dir.join(name);
    let partial = path.with_extension("json.partial");
    let fail = |e: std::io::Error| {
        CommandError::new(ErrorCode::File, messages::export_failed(lang, &path, &e))
    };
    std::fs::create_dir_all(&state.backup_dir).map_err(fail)?;
    std::fs::write(&partial, text).map_err(fail)?;
    std::fs::rename(&partial, &path).map_err(fail)?;
    Ok(path.display().to_string())
}

/// Imports a backup (the text of a file the user picked). All or nothing.
pub fn import_backup(state: &AppState, text: String) -> CommandResult<ImportSummary> {
    let lang = state.lang();
    if text.len() > MAX_IMPORT_BYTES {
        return Err(CommandError::invalid(messages::text(
            lang,
            Phrase::ImportTooLarge,
        )));
    }
    state.store()?.import_json(&text).map_err(store_err(lang))
}
