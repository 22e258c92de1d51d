//! The readings, gaps and house rules a report rests on (docs/rules.md, part III (Farfalia)
//! §10), each with its kind, the option that changes it, its section, the quote it
//! comes from and a line the app shows ("the text is cut here").

use serde::{Deserialize, Serialize};

use crate::mode::Mode;
use crate::options::{Options, SeatingRule, Settings};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaNote"))]
pub enum Note {
    HousePoints,
    EmptyCollection,
    PartnersEachScore,
    OutgoingDealer,
    DoubledDeals,
    ChinkwayLateTeams,
    ChinkwayEleventhDeal,
    ChinkwayWinners,
    ThreePlayerLength,
    DummyPartner,
    DummyPlay,
    TrumpWithDummies,
    DealerWithDummies,
    SharedVictory,
    DoubleYouLeader,
    DoubleYouStacking,
    DoubleYouTeams,
    HouseLength,
    HouseDoubling,
    SeatingAsEntered,
}

/// Whether a note is a gap of the text, a reading of an unclear text, or a house rule
/// the group chose against the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaNoteKind"))]
pub enum NoteKind {
    /// The text is cut or silent here; the default fills it.
    Gap,
    /// The text is unclear here; the default is the project's reading.
    Reading,
    /// The group changed what the text says.
    HouseRule,
}

/// What a note is about, for a screen and the docs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaNoteInfo"))]
pub struct NoteInfo {
    pub note: Note,
    pub kind: NoteKind,
    /// The option that changes it, if any.
    pub option: Option<&'static str>,
    /// The section of docs/rules.md, part III (Farfalia).
    pub section: &'static str,
    /// The words of the text it rests on (French, as printed).
    pub quote: &'static str,
    /// One line in English.
    pub about: &'static str,
}

impl Note {
    pub const ALL: [Note; 20] = [
        Note::HousePoints,
        Note::EmptyCollection,
        Note::PartnersEachScore,
        Note::OutgoingDealer,
        Note::DoubledDeals,
        Note::ChinkwayLateTeams,
        Note::ChinkwayEleventhDeal,
        Note::ChinkwayWinners,
        Note::ThreePlayerLength,
        Note::DummyPartner,
        Note::DummyPlay,
        Note::TrumpWithDummies,
        Note::DealerWithDummies,
        Note::SharedVictory,
        Note::DoubleYouLeader,
        Note::DoubleYouStacking,
        Note::DoubleYouTeams,
        Note::HouseLength,
        Note::HouseDoubling,
        Note::SeatingAsEntered,
    ];

    pub fn info(self) -> NoteInfo {
        use NoteKind::*;
        let (kind, option, section, quote, about) = match self {
            Note::HousePoints => (
                Gap,
                Some("house_points"),
                "5.2",
                "Chaque équipe réunit ses propres cartes (celles qui sont face visible) et",
                "The points for 3, 2 and 1 matching cards are lost from the text: the group's house values are used.",
            ),
            Note::EmptyCollection => (
                Reading,
                None,
                "5.3",
                "5 cartes pareilles = 30 points, 4 cartes pareilles = 20 points, etc.",
                "A side that kept no matching card scores 0.",
            ),
            Note::PartnersEachScore => (
                Reading,
                None,
                "5.4",
                "faciliter l'attribution des points à la fin de chaque donne",
                "Each player of a side receives the side's points.",
            ),
            Note::OutgoingDealer => (
                Reading,
                Some("dealer_rule"),
                "6.2",
                "le joueur ayant le moins de points au classement sera le nouveau donneur",
                "The outgoing dealer may deal again when strictly lowest.",
            ),
            Note::DoubledDeals => (
                Reading,
                Some("doubled_deals"),
                "5.5",
                "Après deux donnes, la troisième représente la dernière de la partie. À la fin de cette dernière donne, on attribue le double des points habituels",
                "Only the beginner game's last deal counts double; other modes double no deal unless the group says so.",
            ),
            Note::ChinkwayLateTeams => (
                Gap,
                Some("chinkway_late_teams"),
                "6.3",
                "Lors des cinq donnes suivantes, le donneur joue toujours tout seul. Le",
                "The text is cut here: the teams of deals 6 to 10 are the group's choice (default: 1st and 3rd left of the dealer together).",
            ),
            Note::ChinkwayEleventhDeal => (
                Gap,
                Some("deals"),
                "3.3",
                "en 10 donnes, plus une dernière supplémentaire",
                "The text is cut before the eleventh deal's rules: it is played like deals 6 to 10.",
            ),
            Note::ChinkwayWinners => (
                Gap,
                Some("chinkway_winners"),
                "7.3",
                "Se joue en 10 donnes.",
                "The text is cut before CHINKWAY's winners: the two best win by default, as in the beginner game.",
            ),
            Note::ThreePlayerLength => (
                Gap,
                Some("deals"),
                "3.5",
                "Pour une partie plus rapide, vous pouvez jouer, après trois donnes, une donne supplémentaire sans le joueur fictif.",
                "The text is cut before the three-player game's length: the quick game's three deals are the default.",
            ),
            Note::DummyPartner => (
                Gap,
                Some("seating"),
                "6.6",
                "À moins de quatre joueurs, les coéquipiers des joueurs sont représentés par des joueurs fictifs.",
                "The text is cut before who plays with the fictitious player at three: the dealer, by default.",
            ),
            Note::DummyPlay => (
                Gap,
                None,
                "8.2",
                "tout d'abord on en dispose six l'une à la suite des autres et face cachée, ensuite",
                "The text is cut before how a fictitious player's cards are laid out and played: the sheet records only what each side kept.",
            ),
            Note::TrumpWithDummies => (
                Reading,
                None,
                "4.2",
                "La partie se déroule comme pour quatre joueurs, avec deux joueurs fictifs.",
                "With fictitious players the trump follows the first subject, as at four.",
            ),
            Note::DealerWithDummies => (
                Reading,
                None,
                "6.5",
                "c'est le joueur à gauche du donneur précédent qui distribue les cartes",
                "With fictitious players the deal passes to the left, as at four.",
            ),
            Note::SharedVictory => (
                Gap,
                None,
                "7.5",
                "le joueur ayant le plus de points est déclaré vainqueur",
                "The text does not say what a tie for the victory gives here: tied players or teams share it.",
            ),
            Note::DoubleYouLeader => (
                Reading,
                Some("double_you_leader"),
                "5.6",
                "Le premier au classement ne peut pas jouer de joker.",
                "Every player tied for first is barred from playing a joker (nobody plays one in the first deal).",
            ),
            Note::DoubleYouStacking => (
                Reading,
                Some("double_you_stacking"),
                "5.7",
                "les points obtenus lui seront comptés doubles",
                "A joker played in a doubled deal counts ×4.",
            ),
            Note::DoubleYouTeams => (
                Reading,
                None,
                "5.8",
                "indépendamment de ce que fait son coéquipier",
                "At four the team is scored: a partner's joker doubles the team's points for the deal.",
            ),
            Note::HouseLength => (
                HouseRule,
                Some("deals"),
                "3.6",
                "Une partie de Farfalia se compose de plusieurs donnes selon le nombre de joueurs.",
                "The group plays a number of deals other than the text's.",
            ),
            Note::HouseDoubling => (
                HouseRule,
                Some("doubled_deals"),
                "5.5",
                "on attribue le double des points habituels",
                "The group doubles other deals than the text's.",
            ),
            Note::SeatingAsEntered => (
                HouseRule,
                Some("seating"),
                "6.8",
                "les équipes changeront en conséquence",
                "The group enters its own dealers and teams; the sheet does not check them against the rule.",
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

/// The notes a sheet's scoring rests on, given how far it has gone.
pub(crate) fn notes_for(
    mode: Mode,
    options: &Options,
    settings: &Settings,
    deals_played: usize,
) -> Vec<Note> {
    let mut notes = vec![
        Note::HousePoints,
        Note::EmptyCollection,
        Note::PartnersEachScore,
    ];
    if matches!(mode, Mode::BeginnerFive) || settings.extra_deal.is_some() {
        notes.push(Note::OutgoingDealer);
    }
    if options.doubled_deals.is_none() {
        notes.push(Note::DoubledDeals);
    } else {
        notes.push(Note::HouseDoubling);
    }
    if mode == Mode::Chinkway {
        if deals_played >= 5 {
            notes.push(Note::ChinkwayLateTeams);
        }
        if settings.deals == Some(11) {
            notes.push(Note::ChinkwayEleventhDeal);
        }
        notes.push(Note::ChinkwayWinners);
    }
    if mode == Mode::Three {
        notes.push(Note::ThreePlayerLength);
        notes.push(Note::DummyPartner);
    }
    if mode.has_dummies() {
        notes.push(Note::DummyPlay);
        notes.push(Note::TrumpWithDummies);
        notes.push(Note::DealerWithDummies);
    }
    if matches!(mode, Mode::Four | Mode::Two | Mode::Three) {
        notes.push(Note::SharedVictory);
    }
    if options.double_you {
        notes.push(Note::DoubleYouLeader);
        if !settings.doubled_deals.is_empty() {
            notes.push(Note::DoubleYouStacking);
        }
        if mode == Mode::Four {
            notes.push(Note::DoubleYouTeams);
        }
    }
    // Four players may agree a multiple of four or a target, CHINKWAY eleven deals,
    // three players their own length: all in the text. The others' length is fixed.
    let text_length = match mode {
        Mode::BeginnerFive | Mode::Two => options
            .deals
            .is_some_and(|d| d != i64::from(mode.default_deals())),
        Mode::Chinkway | Mode::Four | Mode::Three => false,
    };
    if text_length {
        notes.push(Note::HouseLength);
    }
    if options.seating == SeatingRule::AsEntered {
        notes.push(Note::SeatingAsEntered);
    }
    notes.sort_unstable();
    notes
}
