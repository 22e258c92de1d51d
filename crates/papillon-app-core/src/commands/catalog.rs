//! What the front end needs to draw every screen without knowing the rules: the cards,
//! the house rules and their values, the player range, the scorer's fixed points.

use papillon_core::card::{COPIES_PER_FACE, Family};
use papillon_core::options::{OptionSchema, TrumpNumbers};
use papillon_core::scoring::{CardPoints, FixedPoints, blue_scoring_faces, card_points};
use papillon_core::sheet::{MAX_NAME_CHARS, PAPILLON_DRAW};
use papillon_core::{Face, Rank, RuleOptions, Trump};
use serde::Serialize;

/// One card as the front end draws it, with what it is worth in each round (under the
/// default house rules).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CardInfo {
    /// The notation the sheet uses (`F3`, `chat-noir`).
    pub face: String,
    pub name: String,
    pub family: Option<char>,
    pub rank: Option<u8>,
    pub trump: Option<&'static str>,
    pub points: CardPoints,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct FamilyInfo {
    pub letter: char,
    pub name: &'static str,
}

/// A trump a group may give a printed number (the key in `trump_numbers`).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct NumberedTrump {
    pub key: &'static str,
    pub card: CardInfo,
}

/// What the front end needs to draw every screen without knowing the rules.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Catalog {
    pub deck_size: usize,
    /// How many times one face exists across the two decks.
    pub copies_per_face: usize,
    pub papillon_draw: usize,
    /// Every card of a deck, in deck order.
    pub cards: Vec<CardInfo>,
    pub blue_scoring: Vec<CardInfo>,
    pub families: Vec<FamilyInfo>,
    pub ranks: Vec<u8>,
    pub trumps: Vec<CardInfo>,
    /// Every house rule with a list of values (the default first).
    pub house_rules: Vec<OptionSchema>,
    /// The trumps whose printed number a group may set, and the largest number.
    pub numbered_trumps: Vec<NumberedTrump>,
    pub max_trump_number: u8,
    pub default_options: RuleOptions,
    pub min_players: usize,
    pub max_players: usize,
    pub max_name_chars: usize,
    /// Tours of the orange round per player count (index: players).
    pub orange_tours: Vec<Option<usize>>,
    /// The scorer's fixed points, for the rules screen.
    pub points: FixedPoints,
    /// The Papillon of 1756's default house rules (each a reading of the text,
    /// docs/rules.md part II), for its counter keeper's set-up and its referee.
    pub classic_options: classic_papillon::Options,
}

fn card_info(face: Face) -> CardInfo {
    let (family, rank) = match face {
        Face::Family(family, rank) => (Some(family.letter()), Some(rank.value())),
        Face::Trump(_) => (None, None),
    };
    CardInfo {
        face: face.notation(),
        name: face.name(),
        family,
        rank,
        trump: face.trump().map(Trump::notation),
        points: card_points(face, &RuleOptions::default()),
    }
}

pub fn catalog() -> Catalog {
    Catalog {
        deck_size: papillon_core::card::DECK_SIZE,
        copies_per_face: COPIES_PER_FACE,
        papillon_draw: PAPILLON_DRAW,
        cards: Face::all().map(card_info).collect(),
        blue_scoring: blue_scoring_faces().into_iter().map(card_info).collect(),
        families: Family::ALL
            .iter()
            .map(|f| FamilyInfo {
                letter: f.letter(),
                name: f.name(),
            })
            .collect(),
        ranks: Rank::all().map(Rank::value).collect(),
        trumps: Trump::ALL
            .iter()
            .map(|t| card_info(Face::Trump(*t)))
            .collect(),
        house_rules: RuleOptions::schema(),
        numbered_trumps: TrumpNumbers::NUMBERED
            .iter()
            .map(|&(key, trump)| NumberedTrump {
                key,
                card: card_info(Face::Trump(trump)),
            })
            .collect(),
        max_trump_number: papillon_core::options::MAX_TRUMP_NUMBER,
        default_options: RuleOptions::default(),
        min_players: papillon_core::teams::MIN_PLAYERS,
        max_players: papillon_core::teams::MAX_PLAYERS,
        max_name_chars: MAX_NAME_CHARS,
        orange_tours: (0..=papillon_core::teams::MAX_PLAYERS)
            .map(papillon_core::sheet::orange_tours)
            .collect(),
        points: papillon_core::scoring::FIXED_POINTS,
        classic_options: classic_papillon::Options::default(),
    }
}
