//! The engine's and the store's messages in the app's language. English is the
//! engine's own text; French is written here, variant by variant, with the same facts
//! (which card, which player, why). A message whose free text comes from deep inside
//! the engine (a team shape, a roll-off reason) keeps that part in English.

use papillon_core::SheetError;
use papillon_core::card::CardParseError;
use papillon_core::options::{CouteauSuisseRoll, OptionsError};
use papillon_store::StoreError;
use serde::{Deserialize, Serialize};

/// The app's languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
    NoCouteau,
    ExportFailed,
    ImportTooLarge,
    NoMostCardsTie,
    NoWinnerTie,
    TheTable,
}

pub fn text(lang: Lang, phrase: Phrase) -> String {
    let (en, fr) = match phrase {
        Phrase::Refused => (
            "The entry was refused, nothing was saved:",
            "Saisie refusée, rien n'a été enregistré :",
        ),
        Phrase::Incomplete => (
            "The sheet is not complete yet:",
            "La feuille n'est pas encore complète :",
        ),
        Phrase::NoPlayers => (
            "Choose at least one player.",
            "Choisissez au moins un joueur.",
        ),
        Phrase::LocationTooBig => (
            "The screen position is too large to save.",
            "La position d'écran est trop grande pour être enregistrée.",
        ),
        Phrase::NoCouteau => (
            "holds no Couteau Suisse waiting for its value.",
            "n'a pas de Couteau Suisse en attente de sa valeur.",
        ),
        Phrase::ExportFailed => (
            "The backup could not be written:",
            "La sauvegarde n'a pas pu être écrite :",
        ),
        Phrase::ImportTooLarge => (
            "This file is too large to be a Papillon backup.",
            "Ce fichier est trop gros pour être une sauvegarde Papillon.",
        ),
        Phrase::NoMostCardsTie => (
            "There is no most-cards tie to settle.",
            "Il n'y a pas d'égalité au plus de cartes à départager.",
        ),
        Phrase::NoWinnerTie => (
            "There is no tied victory to settle.",
            "Il n'y a pas d'égalité de victoire à départager.",
        ),
        Phrase::TheTable => ("the table", "la table"),
    };
    match lang {
        Lang::En => en.to_string(),
        Lang::Fr => fr.to_string(),
    }
}

fn place_fr(place: &str) -> &str {
    match place {
        "blue.players" => "manche bleue",
        "orange.hands" => "manche orange (mains)",
        "orange.couteau_suisse" => "manche orange (Couteau Suisse)",
        "orange.papillon_draw" | "orange round (Papillon draw)" => {
            "manche orange (tirage du Papillon)"
        }
        "most_cards_rolloff" => "départage du plus de cartes",
        "winner_rolloff" => "départage de la victoire",
        "tours" | "orange.tours" => "tours de la manche orange",
        "teams" => "équipes",
        other => other,
    }
}

fn card_parse_fr(error: &CardParseError) -> String {
    match error {
        CardParseError::Empty => "nom de carte vide".into(),
        CardParseError::RankOutOfRange(t) => {
            format!("carte inconnue « {t} » : les cartes de famille vont de 0 à 11")
        }
        CardParseError::Unknown(t) => format!(
            "carte inconnue « {t} » : une lettre de famille (F, E, D, S) et un nombre de 0 à 11, ou un atout"
        ),
    }
}

fn sides_fr(tied: &[Vec<String>]) -> String {
    tied.iter()
        .map(|s| s.join("+"))
        .collect::<Vec<_>>()
        .join(" et ")
}

/// One sheet problem in the app's language.
pub fn sheet_error(lang: Lang, error: &SheetError) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    use SheetError as E;
    match error {
        E::PlayerCount(n) => format!("une partie se joue à 2 à 5 joueurs, pas {n}"),
        E::EmptyName { position } => format!("le joueur {position} n'a pas de nom"),
        E::NameTooLong {
            position,
            start,
            chars,
        } => format!(
            "le nom du joueur {position} (« {start}… ») fait {chars} caractères ; un nom en a au plus {}",
            papillon_core::sheet::MAX_NAME_CHARS
        ),
        E::DuplicatePlayer(name) => {
            format!("deux joueurs s'appellent « {name} » : donnez à chacun un nom distinct")
        }
        E::Options(OptionsError::TrumpNumber { trump, number }) => format!(
            "le numéro {number} du {} est trop grand : les numéros d'atout vont de 0 à 99",
            trump.name()
        ),
        E::UnknownPlayer { name, place, known } => format!(
            "joueur inconnu « {name} » ({}) ; les joueurs sont {known}",
            place_fr(place)
        ),
        E::Teams(t) => format!("équipes : {t}"),
        E::NoRound => "la feuille n'a ni manche bleue ni manche orange".into(),
        E::MissingBlueEntry(p) => format!(
            "manche bleue : rien n'est saisi pour {p} (indiquez son nombre de cartes, 0 s'il n'a rien pris)"
        ),
        E::CardCount { player, cards } => format!(
            "manche bleue : {cards} cartes pour {player} est impossible (de 0 à 58)"
        ),
        E::BlueCardListedTwice { player, card } => {
            format!("manche bleue : le {card} de {player} est noté deux fois")
        }
        E::BlueCardForTwoPlayers {
            card,
            first,
            second,
        } => format!(
            "manche bleue : la carte bleue {card} ({}) est donnée à la fois à {first} et à {second} ; une carte bleue ne peut être prise que par un seul joueur",
            card.name()
        ),
        E::Card {
            place,
            player,
            error,
        } => format!("{} : {player} : {}", place_fr(place), card_parse_fr(error)),
        E::MoreListedThanCaptured {
            player,
            cards,
            listed,
        } => format!(
            "manche bleue : {player} a pris {cards} cartes mais {listed} sont notées comme prises"
        ),
        E::ChatNoirMissing(p) => format!(
            "manche bleue : {p} a pris le Chat Noir : indiquez s'il l'a pris volontairement (+30) ou non (−30)"
        ),
        E::ChatNoirSuperfluous { player, .. } => format!(
            "manche bleue : la prise du Chat Noir est indiquée pour {player}, mais le Chat Noir n'est pas parmi ses cartes"
        ),
        E::BlueCount { sum, detail } => format!(
            "manche bleue : les nombres de cartes font {sum} ({detail}), pas 58"
        ),
        E::LeftOnPlate(n) => format!("manche bleue : {n} cartes restées sur le plateau est impossible (de 0 à 58)"),
        E::MostCardsTie { tied, cards } => format!(
            "manche bleue : égalité au plus de cartes entre {} avec {cards} cartes chacun : lancez les dés pour les départager",
            sides_fr(tied)
        ),
        E::RolloffNotTied { name, tied } => format!(
            "manche bleue : le départage du plus de cartes désigne {name}, qui n'est pas parmi les ex æquo ({})",
            sides_fr(tied)
        ),
        E::RolloffWithoutTie { name, leader } => format!(
            "manche bleue : le départage du plus de cartes désigne {name}, mais il n'y a pas d'égalité ({leader} a le plus de cartes)"
        ),
        E::MissingHand(p) => format!("manche orange : la main de {p} n'est pas saisie (main vide : aucune carte)"),
        E::NoTours => "manche orange : une manche finie normalement a au moins un tour : indiquez qui a vidé sa main en premier à chaque tour".into(),
        E::TooManyTours {
            players,
            listed,
            max,
            end,
        } => {
            if *end == papillon_core::sheet::OrangeEnd::Apocalypse {
                format!(
                    "manche orange : {listed} tours sont indiqués, mais à {players} joueurs le jeu orange se distribue en {max} donnes, et dans une apocalypse le tour bloqué ne compte pas : {} tours au plus",
                    max.saturating_sub(1)
                )
            } else {
                format!(
                    "manche orange : {listed} tours sont indiqués, mais à {players} joueurs le jeu orange se distribue en {max} donnes : {max} tours au plus"
                )
            }
        }
        E::TooFewTours {
            players,
            listed,
            expected,
        } => format!(
            "manche orange : {listed} des {expected} tours sont saisis ; à {players} joueurs une manche finie normalement compte exactement {expected} tours (le dernier est distribué avec les dernières cartes orange) ; saisissez les tours manquants, ou indiquez un Carnage ou une Apocalypse"
        ),
        E::LastTourHandNotEmpty { player, cards } => format!(
            "manche orange : {player} a vidé sa main au dernier tour, mais sa main contient encore {cards}"
        ),
        E::FaceTooOften {
            card,
            count,
            holders,
        } => format!(
            "manche orange : {card} apparaît {count} fois ({holders}) ; chaque carte existe en deux exemplaires, un par paquet"
        ),
        E::CouteauSuisseRolls {
            player,
            held,
            rolled,
        } => format!(
            "manche orange : {player} a {held} Couteau Suisse mais {rolled} lancer(s) de dés sont saisis"
        ),
        E::RollOutOfRange {
            player,
            value,
            range,
        } => {
            let range = if *range == CouteauSuisseRoll::OneDie.describe() {
                "un dé donne 1 à 6"
            } else {
                "deux dés donnent 2 à 12"
            };
            format!("manche orange : le lancer {value} du Couteau Suisse de {player} est impossible : {range}")
        }
        E::PapillonDrawMissing { player, expected } => format!(
            "manche orange : {player} a le Papillon : saisissez les {expected} cartes tirées (moins seulement si la pioche était vide)"
        ),
        E::PapillonDrawTooMany {
            player,
            drawn,
            papillons,
            max,
        } => format!(
            "manche orange : {player} a tiré {drawn} cartes pour {papillons} Papillon(s) ; au plus {max} peuvent être tirées"
        ),
        E::PapillonDrawSuperfluous { player } => format!(
            "manche orange : un tirage de Papillon est saisi pour {player}, qui n'a pas de Papillon"
        ),
        E::WinnerTie { tied, total } => format!(
            "égalité des meilleurs totaux entre {} à {total} : lancez les dés pour départager la victoire",
            sides_fr(tied)
        ),
        E::WinnerRolloffUnused { name, reason } => {
            format!("le départage de la victoire désigne {name}, mais {reason}")
        }
    }
}

/// One store problem in the app's language.
pub fn store_error(lang: Lang, error: &StoreError) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    use StoreError as E;
    match error {
        E::NotADatabase { path } => format!(
            "{} n'est pas une base Papillon (ce n'est pas un fichier SQLite) ; il n'a pas été modifié",
            path.display()
        ),
        E::ForeignDatabase { path } => format!(
            "{} est la base SQLite d'un autre programme ; elle n'a pas été modifiée",
            path.display()
        ),
        E::TooNew {
            path,
            found,
            supported,
        } => format!(
            "{} a été écrit par une version plus récente de Papillon (schéma {found}, celle-ci connaît jusqu'à {supported}) ; il n'a pas été modifié : mettez Papillon à jour",
            path.display()
        ),
        E::Io { path, source } => format!("impossible de lire {} : {source}", path.display()),
        E::Sqlite(e) => format!("erreur de la base de données : {e}"),
        E::Migration(e) => format!("impossible de mettre la base à jour : {e}"),
        E::Refused(errors) | E::Incomplete(errors) => errors
            .errors()
            .iter()
            .map(|e| sheet_error(lang, e))
            .collect::<Vec<_>>()
            .join("\n"),
        E::NoSuchGame(id) => format!("la partie {id} n'existe pas"),
        E::NoSuchPlayer(name) => format!("aucun joueur ne s'appelle « {name} »"),
        E::NoSuchSession(id) => format!("la soirée {id} n'existe pas"),
        E::PlayersChanged {
            expected, found, ..
        } => format!(
            "cette partie a été jouée par {expected} ; cette feuille nomme {found} : les joueurs d'une partie ne changent pas"
        ),
        E::NothingToUndo(_) => "rien à annuler".into(),
        E::NothingToRedo(_) => "rien à rétablir".into(),
        E::SettingKey(k) => format!("clé de réglage « {k} » invalide"),
        E::PlayerName(reason) => format!("nom de joueur : {reason}"),
        E::SessionName => "une soirée a besoin d'un nom".into(),
        E::DealerSeat { seat, players } => {
            format!("la place du donneur {seat} n'existe pas (la partie a {players} joueurs)")
        }
        E::Import(problems) => format!(
            "import refusé, rien n'a été modifié :\n{}",
            problems.join("\n")
        ),
        E::Damaged(what) => format!("données enregistrées endommagées : {what}"),
        E::Csv(e) => format!("export CSV : {e}"),
        // StoreError is non-exhaustive in spirit: anything new reads in English.
        #[allow(unreachable_patterns)]
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use papillon_core::SheetInput;

    #[test]
    fn french_names_the_card_and_both_players() {
        let sheet: SheetInput = serde_json::from_str(
            r#"{"players": ["Ana", "Ben"], "blue": {"players": {
                "Ana": {"cards": 30, "scoring": ["F3"]},
                "Ben": {"cards": 28, "scoring": ["F3"]}}}}"#,
        )
        .expect("sheet");
        let errors = sheet.validate().expect_err("card twice");
        let fr = sheet_error(Lang::Fr, &errors.errors()[0]);
        assert!(
            fr.contains("F3") && fr.contains("Ana") && fr.contains("Ben"),
            "{fr}"
        );
        assert!(fr.contains("un seul joueur"), "{fr}");
        let en = sheet_error(Lang::En, &errors.errors()[0]);
        assert_eq!(en, errors.errors()[0].to_string());
    }
}
