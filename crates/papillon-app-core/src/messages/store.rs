//! Every problem of the store, in the app's language.

use papillon_store::{NameProblem, StoreError};

use super::{Lang, io_cause, say, sheet_error};

/// One store problem in the app's language. Exhaustive, like [`sheet_error`]. The
/// library's own text of a database, file or CSV failure is kept as its detail.
pub fn store_error(lang: Lang, error: &StoreError) -> String {
    use StoreError as E;
    let path = |p: &std::path::Path| p.display().to_string();
    match error {
        E::NoDataDirectory => say(lang, "store-no-data-dir", &[]),
        #[cfg(all(target_family = "wasm", target_os = "unknown"))]
        E::Opfs(detail) => say(lang, "store-opfs", &[("detail", detail.clone().into())]),
        E::OtherGame { game, .. } => say(lang, "store-other-game", &[("game", game.0.into())]),
        E::NotADatabase { path: p } => {
            say(lang, "store-not-a-database", &[("path", path(p).into())])
        }
        E::ForeignDatabase { path: p } => {
            say(lang, "store-foreign-database", &[("path", path(p).into())])
        }
        E::TooNew {
            path: p,
            found,
            supported,
        } => say(
            lang,
            "store-too-new",
            &[
                ("path", path(p).into()),
                ("found", found.into()),
                ("supported", supported.into()),
            ],
        ),
        E::Io { path: p, source } => say(
            lang,
            "store-io",
            &[
                ("path", path(p).into()),
                ("cause", io_cause(lang, source).into()),
            ],
        ),
        E::Sqlite(e) => say(lang, "store-sqlite", &[("detail", e.to_string().into())]),
        E::Migration(e) => say(lang, "store-migration", &[("detail", e.as_str().into())]),
        E::Refused(errors) | E::Incomplete(errors) => errors
            .errors()
            .iter()
            .map(|e| sheet_error(lang, e))
            .collect::<Vec<_>>()
            .join("\n"),
        E::NoSuchGame(id) => say(lang, "store-no-such-game", &[("game", id.0.into())]),
        E::NoSuchPlayer(name) => say(
            lang,
            "store-no-such-player",
            &[("name", name.as_str().into())],
        ),
        E::NoSuchSession(id) => say(lang, "store-no-such-session", &[("session", id.into())]),
        E::SamePlayerTwice(name) => say(
            lang,
            "store-same-player-twice",
            &[("name", name.as_str().into())],
        ),
        E::PlayersChanged {
            expected, found, ..
        } => say(
            lang,
            "store-players-changed",
            &[
                ("expected", expected.as_str().into()),
                ("found", found.as_str().into()),
            ],
        ),
        E::NothingToUndo(_) => say(lang, "store-nothing-to-undo", &[]),
        E::NothingToRedo(_) => say(lang, "store-nothing-to-redo", &[]),
        E::SettingKey(k) => say(lang, "store-setting-key", &[("key", k.as_str().into())]),
        E::PlayerName(problem) => match problem {
            NameProblem::Empty => say(lang, "store-name-empty", &[]),
            NameProblem::TooLong { start, max } => say(
                lang,
                "store-name-too-long",
                &[("start", start.as_str().into()), ("max", max.into())],
            ),
            NameProblem::Taken { name } => {
                say(lang, "store-name-taken", &[("name", name.as_str().into())])
            }
        },
        E::SessionName => say(lang, "store-session-name", &[]),
        E::DealerSeat { seat, players } => say(
            lang,
            "store-dealer-seat",
            &[("seat", seat.into()), ("players", players.into())],
        ),
        E::Import(problems) => say(
            lang,
            "store-import",
            &[("problems", problems.join("\n").into())],
        ),
        E::Damaged(what) => say(lang, "store-damaged", &[("detail", what.as_str().into())]),
        E::PositionTooLarge { bytes, max } => say(
            lang,
            "store-position-too-large",
            &[("bytes", bytes.into()), ("max", max.into())],
        ),
        E::Csv(e) => say(lang, "store-csv", &[("detail", e.to_string().into())]),
        E::StaleRevision {
            expected, current, ..
        } => say(
            lang,
            "store-stale",
            &[("expected", expected.into()), ("current", current.into())],
        ),
    }
}
