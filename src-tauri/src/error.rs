//! What a command returns when it cannot do what was asked: one readable message in the
//! app's language, plus the list of problems when the engine found several. Nothing is
//! saved when a command fails.

use papillon_core::{SheetError, SheetErrors};
use papillon_store::StoreError;
use serde::Serialize;

use crate::messages::{self, Lang, Phrase};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CommandError {
    /// A stable code the front end may branch on (`refused`, `invalid`, `not_found`…).
    pub code: &'static str,
    /// The message to show, in the app's language.
    pub message: String,
    /// Each problem when there are several (one per line of the engine's report).
    pub details: Vec<String>,
}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl CommandError {
    pub fn invalid(message: String) -> CommandError {
        CommandError {
            code: "invalid",
            message,
            details: Vec::new(),
        }
    }

    pub fn sheet(lang: Lang, code: &'static str, errors: &SheetErrors) -> CommandError {
        let details: Vec<String> = errors
            .errors()
            .iter()
            .map(|e| messages::sheet_error(lang, e))
            .collect();
        let head = match code {
            "refused" => messages::text(lang, Phrase::Refused),
            _ => messages::text(lang, Phrase::Incomplete),
        };
        CommandError {
            code,
            message: format!("{head} {}", details.join(" ")),
            details,
        }
    }

    pub fn one(lang: Lang, error: &SheetError) -> CommandError {
        CommandError::invalid(messages::sheet_error(lang, error))
    }

    pub fn store(lang: Lang, error: StoreError) -> CommandError {
        match &error {
            StoreError::Refused(errors) => CommandError::sheet(lang, "refused", errors),
            StoreError::Incomplete(errors) => CommandError::sheet(lang, "incomplete", errors),
            StoreError::NoSuchGame(_)
            | StoreError::NoSuchPlayer(_)
            | StoreError::NoSuchSession(_) => CommandError {
                code: "not_found",
                message: messages::store_error(lang, &error),
                details: Vec::new(),
            },
            _ => CommandError {
                code: "store",
                message: messages::store_error(lang, &error),
                details: Vec::new(),
            },
        }
    }
}

pub type CommandResult<T> = Result<T, CommandError>;
