//! The engine's and the store's messages in the app's language. English is the
//! engine's own text; French is written here, variant by variant, with the same facts
//! (which card, which player, why). A message whose free text comes from deep inside
//! the engine (a team shape, a roll-off reason) keeps that part in English.
//!
//! - [`cards`]: a card that is not one, sides and names, team shapes, the words a
//!   sheet's problems share, and why a game against the computer refuses;
//! - [`sheet`]: every problem of a score sheet, and why a tap could not be applied;
//! - [`store`]: every problem of the store.

mod cards;
mod sheet;
mod store;
#[cfg(test)]
mod tests;

use papillon_core::sheet::SheetPlace;
use serde::{Deserialize, Serialize};

pub use cards::{card_parse_error, practice_error};
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
    NoCouteau,
    ExportFailed,
    ImportTooLarge,
    NoMostCardsTie,
    NoWinnerTie,
    TheTable,
    BadSeed,
    ReviewUnfinished,
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
        Phrase::BadSeed => (
            "This deal number is too large (at most 2^53 − 1).",
            "Ce numéro de donne est trop grand (au plus 2^53 − 1).",
        ),
        Phrase::ReviewUnfinished => (
            "A game is reviewed once it is over.",
            "Une partie se revoit une fois terminée.",
        ),
    };
    match lang {
        Lang::En => en.to_string(),
        Lang::Fr => fr.to_string(),
    }
}

/// One phrase in the app's language.
pub(crate) fn tr(lang: Lang, en: String, fr: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

pub(crate) fn place_words(lang: Lang, place: SheetPlace) -> &'static str {
    use SheetPlace as P;
    match (lang, place) {
        (Lang::En, P::Teams) => "the teams",
        (Lang::En, P::BluePlayers | P::BlueScoring) => "the blue round",
        (Lang::En, P::MostCardsRolloff) => "the most-cards roll-off",
        (Lang::En, P::OrangeTours) => "the orange round's tours",
        (Lang::En, P::OrangeHands) => "the orange round's hands",
        (Lang::En, P::OrangeCouteauSuisse) => "the Couteau Suisse rolls",
        (Lang::En, P::OrangePapillonDraw) => "the cards drawn for the Papillon",
        (Lang::En, P::WinnerRolloff) => "the roll-off for the victory",
        (Lang::Fr, P::Teams) => "les équipes",
        (Lang::Fr, P::BluePlayers | P::BlueScoring) => "la manche bleue",
        (Lang::Fr, P::MostCardsRolloff) => "le départage du plus de cartes",
        (Lang::Fr, P::OrangeTours) => "les tours de la manche orange",
        (Lang::Fr, P::OrangeHands) => "les mains de la manche orange",
        (Lang::Fr, P::OrangeCouteauSuisse) => "les lancers du Couteau Suisse",
        (Lang::Fr, P::OrangePapillonDraw) => "les cartes tirées pour le Papillon",
        (Lang::Fr, P::WinnerRolloff) => "le départage de la victoire",
    }
}
