//! The readings and gaps a PROUT report rests on (docs/rules.md, part IV (PROUT) §9), each
//! with its kind, the option that changes it, its section and the quote.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::options::{Mode, Scoring, Settings};
use crate::sheet::{GameEnd, ValidGame};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutNote"))]
pub enum Note {
    PlacementRuleMissing,
    IntoxEffectsMissing,
    CardMix,
    PlayerCount,
    LicorneValue,
    MalusByValue,
    ThresholdMatch,
    SharedVictory,
    VarianteOutsideMain,
    EndAtOnce,
    SharedPileEnd,
}

/// Whether a note is a gap of the text or a reading of an unclear text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutNoteKind"))]
pub enum NoteKind {
    Gap,
    Reading,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutNoteInfo"))]
pub struct NoteInfo {
    pub note: Note,
    pub kind: NoteKind,
    pub option: Option<&'static str>,
    /// The section of docs/rules.md, part IV (PROUT).
    pub section: &'static str,
    /// The words of the text it rests on (French, as printed).
    pub quote: &'static str,
    pub about: &'static str,
}

impl Note {
    pub const ALL: [Note; 11] = [
        Note::PlacementRuleMissing,
        Note::IntoxEffectsMissing,
        Note::CardMix,
        Note::PlayerCount,
        Note::LicorneValue,
        Note::MalusByValue,
        Note::ThresholdMatch,
        Note::SharedVictory,
        Note::VarianteOutsideMain,
        Note::EndAtOnce,
        Note::SharedPileEnd,
    ];

    pub fn info(self) -> NoteInfo {
        use NoteKind::*;
        let (kind, option, section, quote, about) = match self {
            Note::PlacementRuleMissing => (
                Gap,
                None,
                "7.1",
                "le joueur doit poser une de ses cartes en main sur l'une des 3 piles, selon cette logique :",
                "The rule for placing a card on a pile was a picture and is missing: PROUT can be scored, not played, here.",
            ),
            Note::IntoxEffectsMissing => (
                Gap,
                None,
                "7.2",
                "Les cartes INTOX ne comportent pas de numéro, mais des effets!",
                "The INTOX cards' effects were pictures and are missing; the sheet only counts the INTOX left.",
            ),
            Note::CardMix => (
                Gap,
                Some("licornes"),
                "1.2",
                "40 cartes numérotées de 1 à 13 | 6 cartes LICORNE numérotées | 8 cartes INTOX",
                "How many cards of each number the deck has is not given; the sheet checks only the totals (54 cards by default).",
            ),
            Note::PlayerCount => (
                Gap,
                None,
                "2.1",
                "Distribuez les autres cartes aux joueurs de manière équitable",
                "The text does not say how many may play: 2 to 5, as the publisher's page says.",
            ),
            Note::LicorneValue => (
                Reading,
                Some("licorne_value"),
                "4.3",
                "carte 13 = 13 points",
                "In the VARIANTE a LICORNE counts its number.",
            ),
            Note::MalusByValue => (
                Reading,
                None,
                "4.2",
                "les points en fin de partie ne sont pas représentés par le nombre de cartes, mais par les valeurs",
                "In the VARIANTE the malus cards count their values too.",
            ),
            Note::ThresholdMatch => (
                Reading,
                Some("target"),
                "5.2",
                "fixez un nombre de points pour mettre fin au jeu (exemple : 20 points)!",
                "Games are played until someone's running total reaches the target; the lowest total wins.",
            ),
            Note::SharedVictory => (
                Gap,
                None,
                "5.3",
                "La personne avec le moins de points gagne!",
                "The text does not say what a tie gives: tied players share the victory.",
            ),
            Note::VarianteOutsideMain => (
                Reading,
                Some("scoring"),
                "4.4",
                "VARIANTE: les points en fin de partie ne sont pas représentés par le nombre de cartes",
                "The VARIANTE is printed under the main game; the group uses it here too.",
            ),
            Note::EndAtOnce => (
                Reading,
                None,
                "3.2",
                "S'il n'a pas assez de cartes pour ça : FIN DE PARTIE!",
                "The game ends at once: nobody places the new piles, everyone is scored as they stand.",
            ),
            Note::SharedPileEnd => (
                Reading,
                None,
                "3.3",
                "Lorsque la pioche est vide, la partie est terminée!",
                "The game ends at the end of the turn in which the shared draw pile runs out.",
            ),
        };
        NoteInfo {
            note: self,
            kind,
            option,
            section,
            quote,
            about,
        }
    }
}

/// The notes a sheet's scoring rests on.
pub(crate) fn notes_for(mode: Mode, settings: &Settings, games: &[ValidGame]) -> Vec<Note> {
    let mut notes = vec![Note::PlacementRuleMissing, Note::CardMix];
    if mode == Mode::Main {
        notes.push(Note::IntoxEffectsMissing);
    }
    if mode != Mode::Solo {
        notes.push(Note::PlayerCount);
        notes.push(Note::SharedVictory);
    } else {
        notes.push(Note::SharedPileEnd);
    }
    if mode == Mode::Shared {
        notes.push(Note::SharedPileEnd);
    }
    if settings.scoring == Scoring::Values {
        notes.push(Note::MalusByValue);
        if mode != Mode::Main {
            notes.push(Note::VarianteOutsideMain);
        }
        let licorne = games.iter().any(|g| {
            g.players.iter().any(|p| {
                [&p.hand, &p.pile, &p.malus].iter().any(|pile| {
                    pile.cards()
                        .iter()
                        .any(|c| matches!(c, Card::Licorne { .. }))
                })
            })
        });
        if licorne || settings.licorne_value.is_some() {
            notes.push(Note::LicorneValue);
        }
    }
    if settings.target.is_some() {
        notes.push(Note::ThresholdMatch);
    }
    if games.iter().any(|g| g.end == GameEnd::NoCardsForPiles) {
        notes.push(Note::EndAtOnce);
    }
    notes.sort_unstable();
    notes.dedup();
    notes
}
