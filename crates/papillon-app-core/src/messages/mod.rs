//! The engine's and the store's messages in the app's language, worded from the
//! catalogue ([`catalogue`]: `locales/<lang>/errors.ftl` and the referee's
//! `referee-answers.ftl`), variant by variant, with the same facts in both languages
//! (which card, which player, why). The terminal keeps the engine's own English.
//!
//! - [`catalogue`]: the Fluent files, and the cards' names and lists they word;
//! - [`cards`]: a card that is not one, sides and names, team shapes, the words a
//!   sheet's problems share, and why a game against the computer refuses;
//! - [`sheet`]: every problem of a score sheet, and why a tap could not be applied;
//! - [`store`]: every problem of the store;
//! - [`numbers`]: how a number is written (the language's separators, the true minus).

mod cards;
pub mod catalogue;
#[cfg(test)]
pub(crate) mod checks;
pub mod numbers;
mod sheet;
mod store;
#[cfg(test)]
mod tests;

use std::path::Path;

use papillon_core::options::OptionsError;
use serde::{Deserialize, Serialize};

pub use cards::{card_parse_error, practice_error};
pub use catalogue::{card, card_name, list, say};
pub use sheet::{edit_error, sheet_error};
pub use store::store_error;

/// The app's languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub enum Lang {
    Fr,
    #[default]
    En,
}

/// The command layer's own phrases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phrase {
    Refused,
    Incomplete,
    NoPlayers,
    LocationTooBig,
    ImportTooLarge,
    NoMostCardsTie,
    NoWinnerTie,
    TheTable,
    BadSeed,
    ReviewUnfinished,
}

pub fn text(lang: Lang, phrase: Phrase) -> String {
    let id = match phrase {
        Phrase::Refused => "cmd-refused",
        Phrase::Incomplete => "cmd-incomplete",
        Phrase::NoPlayers => "cmd-no-players",
        Phrase::LocationTooBig => "cmd-location-too-big",
        Phrase::ImportTooLarge => "cmd-import-too-large",
        Phrase::NoMostCardsTie => "cmd-no-most-cards-tie",
        Phrase::NoWinnerTie => "cmd-no-winner-tie",
        Phrase::TheTable => "cmd-the-table",
        Phrase::BadSeed => "cmd-bad-seed",
        Phrase::ReviewUnfinished => "cmd-review-unfinished",
    };
    say(lang, id, &[])
}

/// A player asked to roll a Couteau Suisse they do not hold.
pub fn no_couteau(lang: Lang, player: &str) -> String {
    say(lang, "cmd-no-couteau", &[("player", player.into())])
}

/// A backup that could not be written.
pub fn export_failed(lang: Lang, path: &Path, error: &std::io::Error) -> String {
    say(
        lang,
        "cmd-export-failed",
        &[
            ("path", path.display().to_string().into()),
            ("cause", io_cause(lang, error).into()),
        ],
    )
}

/// A failure inside the app itself (a worker thread that stopped, a value that does not
/// serialise): `detail` is the system's own text.
pub fn internal_error(lang: Lang, detail: &str) -> String {
    say(lang, "cmd-internal", &[("detail", detail.into())])
}

/// Why a file could not be read or written: the usual causes in the app's language, any
/// other in the system's words.
pub(crate) fn io_cause(lang: Lang, error: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let kind = match error.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::ReadOnlyFilesystem => "read-only",
        K::StorageFull => "storage-full",
        _ => "other",
    };
    say(
        lang,
        "store-io-cause",
        &[("kind", kind.into()), ("detail", error.to_string().into())],
    )
}

/// A dice contest that cannot be rolled.
pub fn dice_error(lang: Lang, error: &papillon_core::dice::DiceError) -> String {
    match error {
        papillon_core::dice::DiceError::NoPlayers => text(lang, Phrase::NoPlayers),
    }
}

/// House rules that cannot be: a trump's printed number out of range.
pub fn options_error(lang: Lang, error: &OptionsError) -> String {
    sheet_error(lang, &papillon_core::SheetError::Options(error.clone()))
}

/// Sides as the app shows them: "Ana and Cleo / Ben and Dan".
pub(crate) fn sides(lang: Lang, sides: &[Vec<String>]) -> String {
    sides
        .iter()
        .map(|side| list(lang, side))
        .collect::<Vec<_>>()
        .join(" / ")
}

pub(crate) fn names(lang: Lang, names: &[String]) -> String {
    list(lang, names)
}
