//! The sheet a group fills in at the table (docs/formats.md): one
//! game, or a match of games to a target, each game giving every player's hand, own
//! draw pile and malus pile at the end.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use game_kit::{Ranking, ScoreSheet};

use crate::card::{Card, CardInput};
use crate::options::{Mode, Options, Settings};
use crate::problem::Problem;
use crate::report::ProutReport;

/// A PROUT score sheet as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ProutSheet {
    pub mode: Mode,
    /// The players, in seat order.
    pub players: Vec<String>,
    #[serde(default)]
    pub options: Options,
    /// The games played so far, in order.
    #[serde(default)]
    pub games: Vec<GameInput>,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutGameEnd"))]
pub enum GameEnd {
    /// The main game: «Le joueur qui n'a plus de cartes en main ni dans sa pioche met
    /// fin à la partie!»
    Emptied,
    /// The main game: a BRELAN or SUITE whose player could not lay three new numbered
    /// piles: «S'il n'a pas assez de cartes pour ça : FIN DE PARTIE!»
    NoCardsForPiles,
    /// The shared-pile game and solo: «Lorsque la pioche est vide, la partie est
    /// terminée!»
    DrawPileEmpty,
}

impl GameEnd {
    /// The end a mode's game has when the sheet does not say.
    pub fn default_for(mode: Mode) -> GameEnd {
        match mode {
            Mode::Main => GameEnd::Emptied,
            Mode::Shared | Mode::Solo => GameEnd::DrawPileEmpty,
        }
    }

    /// Whether a mode's game can end so.
    pub fn fits(self, mode: Mode) -> bool {
        match self {
            GameEnd::Emptied | GameEnd::NoCardsForPiles => mode == Mode::Main,
            GameEnd::DrawPileEmpty => mode != Mode::Main,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            GameEnd::Emptied => "emptied",
            GameEnd::NoCardsForPiles => "no_cards_for_piles",
            GameEnd::DrawPileEmpty => "draw_pile_empty",
        }
    }
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameEnd::Emptied => "a player emptied hand and draw pile",
            GameEnd::NoCardsForPiles => "a player could not lay three new piles",
            GameEnd::DrawPileEmpty => "the shared draw pile ran out",
        })
    }
}

/// One game as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutGameInput"))]
pub struct GameInput {
    /// How the game ended; none for the mode's usual end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<GameEnd>,
    /// Who ended it (the main game: who emptied, or who could not lay the piles; the
    /// shared-pile game: whose turn emptied the draw pile, if the group notes it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_by: Option<String>,
    /// Every player's cards left, by name.
    #[serde(default)]
    pub players: BTreeMap<String, PlayerInput>,
}

/// One player's cards at the end of a game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutPlayerInput"))]
pub struct PlayerInput {
    /// The cards left in hand.
    pub hand: PileInput,
    /// The cards left in the own draw pile (the main game only).
    pub pile: PileInput,
    /// The malus cards taken from the piles.
    pub malus: PileInput,
}

/// Some cards: how many (a number), or which (a list; needed for the VARIANTE, which
/// counts their values). Read by hand, so that anything else is refused in words
/// ("expected a number of cards, or a list of cards"), never with serde's "did not match
/// any variant of untagged enum".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutPileInput"))]
pub enum PileInput {
    Count(#[cfg_attr(feature = "ts", ts(type = "number"))] i64),
    Cards(Vec<CardInput>),
}

impl<'de> Deserialize<'de> for PileInput {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<PileInput, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = PileInput;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(
                    "a number of cards (0 to 54), or a list of cards such as [\"7\", \"L12\", \"intox\"]",
                )
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<PileInput, E> {
                Ok(PileInput::Count(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<PileInput, E> {
                // too many is named by the sheet's check, with the pile
                Ok(PileInput::Count(i64::try_from(v).unwrap_or(i64::MAX)))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<PileInput, A::Error> {
                let mut cards = Vec::new();
                while let Some(card) = seq.next_element::<CardInput>()? {
                    cards.push(card);
                }
                Ok(PileInput::Cards(cards))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

impl Default for PileInput {
    fn default() -> PileInput {
        PileInput::Count(0)
    }
}

impl PileInput {
    /// Whether nothing is entered (a count of 0 or an empty list).
    pub fn is_empty(&self) -> bool {
        match self {
            PileInput::Count(n) => *n == 0,
            PileInput::Cards(cards) => cards.is_empty(),
        }
    }
}

/// Which of a player's piles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutPile"))]
pub enum Pile {
    Hand,
    /// The own draw pile (pioche).
    Pile,
    Malus,
}

impl Pile {
    pub const ALL: [Pile; 3] = [Pile::Hand, Pile::Pile, Pile::Malus];

    pub fn key(self) -> &'static str {
        match self {
            Pile::Hand => "hand",
            Pile::Pile => "pile",
            Pile::Malus => "malus",
        }
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Pile::Hand => "hand",
            Pile::Pile => "draw pile",
            Pile::Malus => "malus",
        })
    }
}

/// A checked sheet. Only [`ProutSheet::validate`] makes one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidSheet {
    pub(crate) mode: Mode,
    pub(crate) players: Vec<String>,
    pub(crate) settings: Settings,
    pub(crate) games: Vec<ValidGame>,
    /// Names typed without their accents, taken as the one player they can be.
    pub(crate) names_read: Vec<game_kit::names::NameRead>,
}

impl ValidSheet {
    pub fn mode(&self) -> Mode {
        self.mode
    }
    pub fn players(&self) -> &[String] {
        &self.players
    }
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    pub fn games(&self) -> &[ValidGame] {
        &self.games
    }
}

/// A checked game, players by seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidGame {
    pub(crate) end: GameEnd,
    pub(crate) ended_by: Option<usize>,
    /// Per seat.
    pub(crate) players: Vec<ValidPlayer>,
}

impl ValidGame {
    pub fn end(&self) -> GameEnd {
        self.end
    }
    pub fn ended_by(&self) -> Option<usize> {
        self.ended_by
    }
    pub fn players(&self) -> &[ValidPlayer] {
        &self.players
    }
}

/// A checked player's piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidPlayer {
    pub(crate) hand: ValidPile,
    pub(crate) pile: ValidPile,
    pub(crate) malus: ValidPile,
}

impl ValidPlayer {
    pub fn pile(&self, pile: Pile) -> &ValidPile {
        match pile {
            Pile::Hand => &self.hand,
            Pile::Pile => &self.pile,
            Pile::Malus => &self.malus,
        }
    }
}

/// Cards known by count only, or one by one (sorted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValidPile {
    Count(u32),
    Cards(Vec<Card>),
}

impl ValidPile {
    pub fn len(&self) -> u32 {
        match self {
            ValidPile::Count(n) => *n,
            ValidPile::Cards(cards) => u32::try_from(cards.len()).unwrap_or(u32::MAX),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn cards(&self) -> &[Card] {
        match self {
            ValidPile::Count(_) => &[],
            ValidPile::Cards(cards) => cards,
        }
    }
}

impl ScoreSheet for ProutSheet {
    const GAME: &'static str = "prout";
    const RANKING: Ranking = Ranking::LowerWins;
    type Report = ProutReport;
    type Problem = Problem;

    fn players(&self) -> Vec<String> {
        self.players.clone()
    }

    fn score(&self) -> Result<ProutReport, Vec<Problem>> {
        self.validate().map(|valid| valid.report())
    }
}

impl ProutSheet {
    /// An empty sheet: no game yet, default options.
    pub fn new(mode: Mode, players: Vec<String>) -> ProutSheet {
        ProutSheet {
            mode,
            players,
            options: Options::default(),
            games: Vec::new(),
        }
    }
}
