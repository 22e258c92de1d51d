//! What a command returns when it cannot do what was asked: a stable code the front end
//! switches on, one readable message in the app's language, and the list of problems
//! when the engine found several. Nothing is saved when a command fails.

use papillon_core::entry::EditError;
use papillon_core::{SheetError, SheetErrors};
use papillon_store::StoreError;
use serde::Serialize;

use crate::messages::{self, Lang, Phrase};

/// What kind of failure it is: the front end decides what to do from this alone (show
/// the message, reload the screen, go back home), never from the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The entry contradicts the sheet (a card given twice…): nothing was saved.
    Refused,
    /// The sheet is valid so far but not finished (finishing a game too early).
    Incomplete,
    /// The request itself is not acceptable (a duplicate name, an unknown player, a
    /// value out of range).
    Invalid,
    /// The entry was made on an older revision of the sheet: reload and tap again.
    Stale,
    /// The game, player or evening does not exist.
    NotFound,
    /// The database failed (disk, damage): the message says what.
    Store,
    /// A file could not be written (a backup).
    File,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CommandError {
    pub code: ErrorCode,
    /// The message to show, in the app's language.
    pub message: String,
    /// Each problem when there are several (one per line of the engine's report).
    pub details: Vec<String>,
    /// A game of the family's sheet refused: the engine's problems as data, for the
    /// front end to word in the player's language.
    pub problems: Option<crate::commands::family::FamilyProblems>,
}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl CommandError {
    pub fn new(code: ErrorCode, message: String) -> CommandError {
        CommandError {
            code,
            message,
            details: Vec::new(),
            problems: None,
        }
    }

    pub fn invalid(message: String) -> CommandError {
        CommandError::new(ErrorCode::Invalid, message)
    }

    /// Several sheet problems under one code; the head says what happened to the entry.
    pub fn sheet(lang: Lang, code: ErrorCode, errors: &SheetErrors) -> CommandError {
        let details: Vec<String> = errors
            .errors()
            .iter()
            .map(|e| messages::sheet_error(lang, e))
            .collect();
        let message = match code {
            ErrorCode::Refused => {
                format!(
                    "{} {}",
                    messages::text(lang, Phrase::Refused),
                    details.join(" ")
                )
            }
            ErrorCode::Incomplete => format!(
                "{} {}",
                messages::text(lang, Phrase::Incomplete),
                details.join(" ")
            ),
            _ => details.join(" "),
        };
        CommandError {
            code,
            message,
            details,
            problems: None,
        }
    }

    pub fn one(lang: Lang, error: &SheetError) -> CommandError {
        CommandError::invalid(messages::sheet_error(lang, error))
    }

    pub fn edit(lang: Lang, error: &EditError) -> CommandError {
        CommandError::invalid(messages::edit_error(lang, error))
    }

    pub fn store(lang: Lang, error: StoreError) -> CommandError {
        let code = match &error {
            StoreError::Refused(errors) => {
                return CommandError::sheet(lang, ErrorCode::Refused, errors);
            }
            StoreError::Incomplete(errors) => {
                return CommandError::sheet(lang, ErrorCode::Incomplete, errors);
            }
            StoreError::StaleRevision { .. } => ErrorCode::Stale,
            StoreError::NoSuchGame(_)
            | StoreError::OtherGame { .. }
            | StoreError::NoSuchPlayer(_)
            | StoreError::NoSuchSession(_) => ErrorCode::NotFound,
            StoreError::PlayersChanged { .. }
            | StoreError::NothingToUndo(_)
            | StoreError::NothingToRedo(_)
            | StoreError::SettingKey(_)
            | StoreError::PlayerName(_)
            | StoreError::SessionName
            | StoreError::SamePlayerTwice(_)
            | StoreError::DealerSeat { .. }
            | StoreError::Import(_)
            | StoreError::PositionTooLarge { .. } => ErrorCode::Invalid,
            StoreError::NotADatabase { .. }
            | StoreError::ForeignDatabase { .. }
            | StoreError::TooNew { .. }
            | StoreError::Io { .. }
            | StoreError::NoDataDirectory
            | StoreError::Sqlite(_)
            | StoreError::Migration(_)
            | StoreError::Damaged(_)
            | StoreError::Csv(_) => ErrorCode::Store,
            // the browser's private file system refused (the web build only)
            #[cfg(all(target_family = "wasm", target_os = "unknown"))]
            StoreError::Opfs(_) => ErrorCode::Store,
        };
        CommandError::new(code, messages::store_error(lang, &error))
    }
}

pub type CommandResult<T> = Result<T, CommandError>;
