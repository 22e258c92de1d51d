//! A move of the digital game and its text notation.
//!
//! | notation | move |
//! |---|---|
//! | `double-you` / `no-double-you` | DOUBLE YOU: play a joker for this deal, or not |
//! | `discard 3R 7G` | the dealer at five lays two cards aside, out of play |
//! | `trump red`, `trump none` | the dealer at five calls the trump, or «aucun atout» |
//! | `play 11B` | play a card to the trick |
//! | `joker` | BURNIN': play one's joker to the trick |
//! | `pick 11B` / `no-pick` | the trick's winner keeps a card face up, or none |
//!
//! Cards use the sheet's notation (`12G`, `3R`; `V` is read as green), case-insensitive.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::{Card, NotationError, Trump};

/// One move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// DOUBLE YOU: «chaque joueur peut décider de jouer un joker, pour déclarer que,
    /// pour cette donne, les points obtenus lui seront comptés doubles».
    DoubleYou,
    /// DOUBLE YOU: keep one's jokers this deal.
    NoDoubleYou,
    /// Five players: «il en défausse deux sans les faire voir aux autres» (the lower
    /// card first).
    Discard(Card, Card),
    /// Five players: «le donneur peut appeler l'« atout » … peut aussi déclarer « aucun
    /// atout »».
    Trump(Trump),
    /// «Dans le sens des aiguilles d'une montre, chaque joueur joue une carte.»
    Play(Card),
    /// BURNIN': «Ces jokers peuvent être joués en faisant abstraction de l'obligation de
    /// réponse, mais pas en tant que toute première carte de la main.»
    Joker,
    /// «À partir des cartes du pli à peine ramassé, le joueur peut récupérer une (et une
    /// seule !) carte».
    Pick(Card),
    /// The winner keeps no card (the pick is optional, A.5 #6).
    NoPick,
}

impl Action {
    /// The discard of two cards, the lower first.
    pub fn discard(a: Card, b: Card) -> Action {
        if b < a {
            Action::Discard(b, a)
        } else {
            Action::Discard(a, b)
        }
    }
}

fn trump_word(trump: Trump) -> &'static str {
    match trump {
        Trump::NoTrump => "none",
        other => other.name(),
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::DoubleYou => f.write_str("double-you"),
            Action::NoDoubleYou => f.write_str("no-double-you"),
            Action::Discard(a, b) => write!(f, "discard {} {}", a.notation(), b.notation()),
            Action::Trump(t) => write!(f, "trump {}", trump_word(t)),
            Action::Play(c) => write!(f, "play {}", c.notation()),
            Action::Joker => f.write_str("joker"),
            Action::Pick(c) => write!(f, "pick {}", c.notation()),
            Action::NoPick => f.write_str("no-pick"),
        }
    }
}

/// Why a text is not a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaActionParseError"))]
pub enum ActionParseError {
    #[error(
        "\"{text}\" is not a move: write double-you, no-double-you, discard 3R 7G, trump red (or none), play 11B, joker, pick 11B or no-pick"
    )]
    Unknown { text: String },
    #[error("\"{text}\": a discard is two cards")]
    DiscardCount { text: String },
    #[error("\"{text}\": the trump is red, green, blue, orange or none")]
    TrumpWord { text: String },
    #[error("in \"{text}\": {error}")]
    Card { text: String, error: NotationError },
}

impl FromStr for Action {
    type Err = ActionParseError;

    fn from_str(input: &str) -> Result<Action, ActionParseError> {
        let text = input.trim();
        let lower = text.to_ascii_lowercase();
        let mut words = lower.split_whitespace();
        let verb = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        let card = |word: &str| -> Result<Card, ActionParseError> {
            word.parse().map_err(|error| ActionParseError::Card {
                text: text.into(),
                error,
            })
        };
        let unknown = || ActionParseError::Unknown { text: text.into() };
        match (verb, rest.as_slice()) {
            ("double-you", []) => Ok(Action::DoubleYou),
            ("no-double-you", []) => Ok(Action::NoDoubleYou),
            ("joker", []) => Ok(Action::Joker),
            ("no-pick", []) => Ok(Action::NoPick),
            ("discard", [a, b]) => Ok(Action::discard(card(a)?, card(b)?)),
            ("discard", _) => Err(ActionParseError::DiscardCount { text: text.into() }),
            ("trump", [word]) => match *word {
                "red" => Ok(Action::Trump(Trump::Red)),
                "green" => Ok(Action::Trump(Trump::Green)),
                "blue" => Ok(Action::Trump(Trump::Blue)),
                "orange" => Ok(Action::Trump(Trump::Orange)),
                "none" => Ok(Action::Trump(Trump::NoTrump)),
                _ => Err(ActionParseError::TrumpWord { text: text.into() }),
            },
            ("play", [c]) => Ok(Action::Play(card(c)?)),
            ("pick", [c]) => Ok(Action::Pick(card(c)?)),
            _ => Err(unknown()),
        }
    }
}

#[cfg(feature = "ts")]
impl ts_rs::TS for Action {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "string".to_owned()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "string".to_owned()
    }
}

/// A move is written as its notation in every JSON.
impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "double-you",
            "no-double-you",
            "discard 3R 7G",
            "trump red",
            "trump none",
            "play 11B",
            "joker",
            "pick 12O",
            "no-pick",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
        }
        assert_eq!(
            "Discard 7v 3r".parse::<Action>().unwrap().to_string(),
            "discard 3R 7G"
        );
    }

    #[test]
    fn bad_moves_are_typed_errors() {
        assert!(matches!(
            "fold".parse::<Action>(),
            Err(ActionParseError::Unknown { .. })
        ));
        assert!(matches!(
            "discard 3R".parse::<Action>(),
            Err(ActionParseError::DiscardCount { .. })
        ));
        assert!(matches!(
            "trump purple".parse::<Action>(),
            Err(ActionParseError::TrumpWord { .. })
        ));
        assert!(matches!(
            "play 14B".parse::<Action>(),
            Err(ActionParseError::Card { .. })
        ));
    }
}
