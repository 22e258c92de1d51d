//! A move and its text notation.
//!
//! | notation | move |
//! |---|---|
//! | `10S:AC,4D,5D` | play 10♠ from the hand and take A♣, 4♦ and 5♦ from the table |
//! | `QD:3C,9H` | play Q♦, take 3♣ and 9♥ (12 = 3 + 9) |
//! | `reveal` | lay every card of the hand face up on the table (E7) |
//!
//! Cards use the notation of [`crate::card`] (case-insensitive); the taken cards may be
//! separated by commas, `+` or spaces.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::{Card, CardParseError, CardSet, parse_cards};

/// One move: a capture (a hand card and the table cards it takes) or a reveal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    Capture {
        card: Card,
        taken: CardSet,
    },
    /// "Wenn man nicht nehmen kann, muss man seine verbliebenen Karten offen zu denen in
    /// der Mitte legen".
    Reveal,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Capture { card, taken } => write!(f, "{card}:{}", taken.join(",")),
            Action::Reveal => f.write_str("reveal"),
        }
    }
}

/// Why a text is not a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ActionParseError {
    #[error(
        "\"{text}\" is not a move: write the card played, a colon and the cards taken (10S:AC,4D,5D), or reveal"
    )]
    Malformed { text: String },
    #[error("\"{text}\" takes nothing: list the cards taken after the colon")]
    NothingTaken { text: String },
    #[error("\"{text}\" lists {card} twice")]
    Twice { text: String, card: Card },
    #[error("in \"{text}\": {error}")]
    Card { text: String, error: CardParseError },
}

impl FromStr for Action {
    type Err = ActionParseError;

    fn from_str(input: &str) -> Result<Action, ActionParseError> {
        let text = input.trim();
        if text.eq_ignore_ascii_case("reveal") {
            return Ok(Action::Reveal);
        }
        let Some((played, taken)) = text.split_once(':') else {
            return Err(ActionParseError::Malformed { text: text.into() });
        };
        let card_error = |error| ActionParseError::Card {
            text: text.into(),
            error,
        };
        let card: Card = played.parse().map_err(card_error)?;
        let cards = parse_cards(taken).map_err(card_error)?;
        if cards.is_empty() {
            return Err(ActionParseError::NothingTaken { text: text.into() });
        }
        let mut set = CardSet::EMPTY;
        for c in cards {
            if !set.insert(c) {
                return Err(ActionParseError::Twice {
                    text: text.into(),
                    card: c,
                });
            }
        }
        Ok(Action::Capture { card, taken: set })
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
        for text in ["10S:AC,4D,5D", "QD:3C,9H", "reveal", "AS:AH"] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
        }
        assert_eq!(
            "qd: 9h + 3c".parse::<Action>().unwrap().to_string(),
            "QD:3C,9H"
        );
        assert_eq!("REVEAL".parse::<Action>(), Ok(Action::Reveal));
    }

    #[test]
    fn bad_moves_are_typed_errors() {
        assert!(matches!(
            "10S".parse::<Action>(),
            Err(ActionParseError::Malformed { .. })
        ));
        assert!(matches!(
            "10S:".parse::<Action>(),
            Err(ActionParseError::NothingTaken { .. })
        ));
        assert!(matches!(
            "10S:AC,AC".parse::<Action>(),
            Err(ActionParseError::Twice { .. })
        ));
        let err = "10S:AX".parse::<Action>().unwrap_err();
        assert!(err.to_string().contains("10S:AX"), "{err}");
    }
}
