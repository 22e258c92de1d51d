//! Every problem of the store, in the app's language.

use papillon_store::{NameProblem, StoreError};

use super::sheet::*;
#[allow(unused_imports)]
use super::{Lang, Phrase, text, tr};

/// One store problem in the app's language. Exhaustive, like [`sheet_error`].
pub fn store_error(lang: Lang, error: &StoreError) -> String {
    use StoreError as E;
    match error {
        E::NoDataDirectory => tr(
            lang,
            "No data folder is known for this user; set PAPILLON_DB to the database's path.".into(),
            "Aucun dossier de données n'est connu pour cet utilisateur ; indiquez le chemin de la base dans PAPILLON_DB.".into(),
        ),
        E::OtherGame { game, .. } => tr(
            lang,
            format!("Game {game} is a game of another kind; open it from the history."),
            format!(
                "La partie {game} est une partie d'un autre jeu ; ouvrez-la depuis l'historique."
            ),
        ),
        E::NotADatabase { path } => tr(
            lang,
            format!(
                "{} is not a Papillon database (it is not an SQLite file); it was left untouched.",
                path.display()
            ),
            format!(
                "{} n'est pas une base Papillon (ce n'est pas un fichier SQLite) ; il n'a pas été modifié.",
                path.display()
            ),
        ),
        E::ForeignDatabase { path } => tr(
            lang,
            format!(
                "{} is the SQLite database of another program; it was left untouched.",
                path.display()
            ),
            format!(
                "{} est la base SQLite d'un autre programme ; elle n'a pas été modifiée.",
                path.display()
            ),
        ),
        E::TooNew {
            path,
            found,
            supported,
        } => tr(
            lang,
            format!(
                "{} was written by a newer Papillon (schema {found}; this one knows up to {supported}); it was left untouched: update Papillon.",
                path.display()
            ),
            format!(
                "{} a été écrit par une version plus récente de Papillon (schéma {found}, celle-ci connaît jusqu'à {supported}) ; il n'a pas été modifié : mettez Papillon à jour.",
                path.display()
            ),
        ),
        E::Io { path, source } => tr(
            lang,
            format!("Cannot read {}: {source}.", path.display()),
            format!("Impossible de lire {} : {source}.", path.display()),
        ),
        E::Sqlite(e) => tr(
            lang,
            format!("Database error: {e}."),
            format!("Erreur de la base de données : {e}."),
        ),
        E::Migration(e) => tr(
            lang,
            format!("The database could not be upgraded: {e}."),
            format!("Impossible de mettre la base à jour : {e}."),
        ),
        E::Refused(errors) | E::Incomplete(errors) => errors
            .errors()
            .iter()
            .map(|e| sheet_error(lang, e))
            .collect::<Vec<_>>()
            .join("\n"),
        E::NoSuchGame(id) => tr(
            lang,
            format!("Game {id} does not exist."),
            format!("La partie {id} n'existe pas."),
        ),
        E::NoSuchPlayer(name) => tr(
            lang,
            format!("Nobody is called {name}."),
            format!("Aucun joueur ne s'appelle {name}."),
        ),
        E::NoSuchSession(id) => tr(
            lang,
            format!("Evening {id} does not exist."),
            format!("La soirée {id} n'existe pas."),
        ),
        E::PlayersChanged {
            expected, found, ..
        } => tr(
            lang,
            format!(
                "This game was played by {expected}; this sheet names {found}: the players of a game do not change."
            ),
            format!(
                "Cette partie a été jouée par {expected} ; cette feuille nomme {found} : les joueurs d'une partie ne changent pas."
            ),
        ),
        E::NothingToUndo(_) => tr(lang, "Nothing to undo.".into(), "Rien à annuler.".into()),
        E::NothingToRedo(_) => tr(lang, "Nothing to redo.".into(), "Rien à rétablir.".into()),
        E::SettingKey(k) => tr(
            lang,
            format!("Invalid setting key {k}."),
            format!("Clé de réglage {k} invalide."),
        ),
        E::PlayerName(problem) => match problem {
            NameProblem::Empty => tr(
                lang,
                "A player needs a name.".into(),
                "Un joueur a besoin d'un nom.".into(),
            ),
            NameProblem::TooLong { start, max } => tr(
                lang,
                format!("The name {start}… is longer than {max} characters."),
                format!("Le nom {start}… dépasse {max} caractères."),
            ),
            NameProblem::Taken { name } => tr(
                lang,
                format!("Another player is already called {name}."),
                format!("Un autre joueur s'appelle déjà {name}."),
            ),
        },
        E::SessionName => tr(
            lang,
            "An evening needs a name.".into(),
            "Une soirée a besoin d'un nom.".into(),
        ),
        E::DealerSeat { seat, players } => tr(
            lang,
            format!("The dealer's seat {seat} does not exist (the game has {players} players)."),
            format!("La place du donneur {seat} n'existe pas (la partie a {players} joueurs)."),
        ),
        E::Import(problems) => tr(
            lang,
            format!(
                "Import refused, nothing was changed:\n{}",
                problems.join("\n")
            ),
            format!(
                "Import refusé, rien n'a été modifié :\n{}",
                problems.join("\n")
            ),
        ),
        E::Damaged(what) => tr(
            lang,
            format!("Stored data is damaged: {what}."),
            format!("Données enregistrées endommagées : {what}."),
        ),
        E::PositionTooLarge { bytes, max } => tr(
            lang,
            format!(
                "This position ({bytes} bytes) is larger than any real one ({max} at most): it was not saved."
            ),
            format!(
                "Cette position ({bytes} octets) est plus grande qu'aucune vraie ({max} au plus) : elle n'a pas été enregistrée."
            ),
        ),
        E::Csv(e) => tr(
            lang,
            format!("CSV export: {e}."),
            format!("Export CSV : {e}."),
        ),
        E::StaleRevision {
            expected, current, ..
        } => tr(
            lang,
            format!(
                "This entry was made on revision {expected} of the sheet, which is now at {current}: the screen was reloaded, tap again."
            ),
            format!(
                "Cette saisie portait sur la version {expected} de la feuille, qui en est à {current} : l'écran a été rechargé, touchez à nouveau."
            ),
        ),
    }
}
