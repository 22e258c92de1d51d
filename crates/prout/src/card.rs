//! The cards of PROUT (docs/rules.md, part IV (PROUT) §1): «40 cartes numérotées de 1 à 13
//! | 6 cartes LICORNE numérotées | 8 cartes INTOX», and how a sheet writes them.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The numbers of the LICORNE cards: «Certaines cartes extrêmes (1, 2, 3, 11, 12, 13)
/// contiennent des LICORNES». **[reading]** one LICORNE of each (6 cards).
pub const LICORNE_VALUES: [u8; 6] = [1, 2, 3, 11, 12, 13];
/// The highest number: «numérotées de 1 à 13».
pub const MAX_VALUE: u8 = 13;
/// «Une carte INTOX vaut 1 point!»
pub const INTOX_POINTS: i64 = 1;

/// One card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutCard"))]
pub enum Card {
    /// A numbered card without a LICORNE, 1 to 13.
    Numbered { value: u8 },
    /// A LICORNE card: numbered 1, 2, 3, 11, 12 or 13, playable on any pile.
    Licorne { value: u8 },
    /// «Les cartes INTOX ne comportent pas de numéro, mais des effets!»
    Intox,
}

impl Card {
    /// The notation a sheet writes: `7`, `L12`, `intox`.
    pub fn notation(self) -> String {
        match self {
            Card::Numbered { value } => value.to_string(),
            Card::Licorne { value } => format!("L{value}"),
            Card::Intox => "intox".to_string(),
        }
    }

    /// Whether the card has a number (LICORNES included), as a new starting pile needs.
    pub fn is_numbered(self) -> bool {
        !matches!(self, Card::Intox)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Numbered { value } => write!(f, "{value}"),
            Card::Licorne { value } => write!(f, "LICORNE {value}"),
            Card::Intox => f.write_str("INTOX"),
        }
    }
}

/// A card as a sheet writes it: a number 1 to 13 (a plain numbered card, or just a
/// card's value), or a text: `"7"`, `"L12"` (a LICORNE), `"intox"`. Read by hand, so
/// that anything else is refused in words ("expected a card: …"), never with serde's
/// "did not match any variant".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutCardInput"))]
pub enum CardInput {
    Value(#[cfg_attr(feature = "ts", ts(type = "number"))] i64),
    Text(String),
}

impl<'de> Deserialize<'de> for CardInput {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CardInput, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = CardInput;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(
                    "a card: a number 1 to 13, or a text such as \"7\", \"L12\" or \"intox\"",
                )
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<CardInput, E> {
                Ok(CardInput::Value(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<CardInput, E> {
                // out of range numbers are named by the sheet's check, with the card
                Ok(CardInput::Value(i64::try_from(v).unwrap_or(i64::MAX)))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<CardInput, E> {
                Ok(CardInput::Text(v.to_string()))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// Why a card could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutNotationError"))]
pub enum NotationError {
    Empty,
    /// A number that is not 1 to 13.
    Value,
    /// A LICORNE that is not 1, 2, 3, 11, 12 or 13.
    LicorneValue,
    /// Neither a number, nor `L` and a number, nor `intox`.
    Unknown,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotationError::Empty => "it is empty",
            NotationError::Value => "a card's number is 1 to 13",
            NotationError::LicorneValue => "the LICORNES are numbered 1, 2, 3, 11, 12 and 13",
            NotationError::Unknown => {
                "write a number 1 to 13, L and a number for a LICORNE (L12), or intox"
            }
        })
    }
}

fn numbered(value: i64) -> Result<Card, NotationError> {
    match u8::try_from(value) {
        Ok(v) if (1..=MAX_VALUE).contains(&v) => Ok(Card::Numbered { value: v }),
        _ => Err(NotationError::Value),
    }
}

fn digits(text: &str) -> Option<i64> {
    (!text.is_empty() && text.len() <= 3 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

impl CardInput {
    pub fn card(&self) -> Result<Card, NotationError> {
        match self {
            CardInput::Value(v) => numbered(*v),
            CardInput::Text(text) => {
                let text = text.trim();
                if text.is_empty() {
                    return Err(NotationError::Empty);
                }
                let lower = text.to_lowercase();
                if matches!(lower.as_str(), "intox" | "i" | "x") {
                    return Ok(Card::Intox);
                }
                if let Some(n) = digits(&lower) {
                    return numbered(n);
                }
                let rest = lower.strip_prefix('l').map(str::trim);
                match rest.and_then(digits) {
                    Some(n) => match u8::try_from(n) {
                        Ok(v) if LICORNE_VALUES.contains(&v) => Ok(Card::Licorne { value: v }),
                        _ => Err(NotationError::LicorneValue),
                    },
                    None => Err(NotationError::Unknown),
                }
            }
        }
    }

    /// The text as written, its first 40 characters.
    pub fn written(&self) -> String {
        match self {
            CardInput::Value(v) => v.to_string(),
            CardInput::Text(t) => t.chars().take(40).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> Result<Card, NotationError> {
        CardInput::Text(t.into()).card()
    }

    #[test]
    fn notations() {
        assert_eq!(
            CardInput::Value(13).card(),
            Ok(Card::Numbered { value: 13 })
        );
        assert_eq!(CardInput::Value(0).card(), Err(NotationError::Value));
        assert_eq!(CardInput::Value(-4).card(), Err(NotationError::Value));
        assert_eq!(CardInput::Value(i64::MAX).card(), Err(NotationError::Value));
        assert_eq!(text(" 7 "), Ok(Card::Numbered { value: 7 }));
        assert_eq!(text("L12"), Ok(Card::Licorne { value: 12 }));
        assert_eq!(text("l 1"), Ok(Card::Licorne { value: 1 }));
        assert_eq!(text("L7"), Err(NotationError::LicorneValue));
        assert_eq!(text("INTOX"), Ok(Card::Intox));
        assert_eq!(text(""), Err(NotationError::Empty));
        assert_eq!(text("14"), Err(NotationError::Value));
        assert_eq!(text("licorne"), Err(NotationError::Unknown));
        assert_eq!(text("1234567890123"), Err(NotationError::Unknown));
        for card in LICORNE_VALUES
            .iter()
            .map(|&value| Card::Licorne { value })
            .chain((1..=13).map(|value| Card::Numbered { value }))
            .chain([Card::Intox])
        {
            assert_eq!(text(&card.notation()), Ok(card));
        }
    }
}
