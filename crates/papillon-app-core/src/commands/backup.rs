//! Backups: the whole database written as a JSON file, and a file the user picked
//! imported, all or nothing.

use papillon_store::ImportSummary;
use tauri::State;

use super::{blocking, store_err};
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Phrase};
use crate::state::AppState;

/// A backup of years of games is a few megabytes; refuse what cannot be one.
const MAX_IMPORT_BYTES: usize = 64 * 1024 * 1024;

/// Writes a full backup (JSON) into the backup folder and returns its path. Written to
/// a `.partial` file first, then renamed, so a backup on disk is always whole.
#[tauri::command]
pub async fn export_backup(state: State<'_, AppState>) -> CommandResult<String> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let text = state.store()?.export_json().map_err(store_err(lang))?;
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
    })
    .await
}

/// Imports a backup (the text of a file the user picked). All or nothing.
#[tauri::command]
pub async fn import_backup(
    state: State<'_, AppState>,
    text: String,
) -> CommandResult<ImportSummary> {
    blocking(&state, move |state| {
        let lang = state.lang();
        if text.len() > MAX_IMPORT_BYTES {
            return Err(CommandError::invalid(messages::text(
                lang,
                Phrase::ImportTooLarge,
            )));
        }
        state.store()?.import_json(&text).map_err(store_err(lang))
    })
    .await
}
