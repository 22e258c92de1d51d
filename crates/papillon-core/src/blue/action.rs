//! Blue-round actions and their text notation.
//!
//! | notation | action |
//! |---|---|
//! | `F11:S5,E6` | play F11, take S5 and E6 from the plate (ramasser, cumuler, or with a plate sign listed among the taken cards) |
//! | `moins+yin:chat-noir,F10` | play the Moins and the Yin from the hand, take Chat Noir and F10 (22 − 10 = 12) |
//! | `papillon:*` | play the Papillon: take the whole plate |
//! | `chrysalide:pile` | show the Chrysalide, put it on your pile, reverse the direction |
//! | `F11` | place F11 on the plate (a discard) |
//!
//! Cards use the usual notation (case-insensitive); a Couteau Suisse is written as is,
//! its value is whatever makes the capture work.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::capture::Capture;
use crate::card::{CardParseError, Face, FaceSet, Trump};

/// One move in the blue round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BlueAction {
    /// Ramasser, Cumuler or Combiner.
    Capture(Capture),
    /// The Papillon takes every card on the plate.
    Papillon,
    /// The Chrysalide goes to the player's pile and the direction reverses.
    Chrysalide,
    /// A card placed on the plate (a discard, or any card on an empty plate).
    Place(Face),
}

impl BlueAction {
    /// The hand cards this action plays.
    pub fn played(&self) -> FaceSet {
        match *self {
            BlueAction::Capture(c) => {
                let mut set = FaceSet::single(c.card);
                if let Some(sign) = c.sign {
                    set.insert(Face::Trump(sign));
                }
                set
            }
            BlueAction::Papillon => FaceSet::single(Face::Trump(Trump::Papillon)),
            BlueAction::Chrysalide => FaceSet::single(Face::Trump(Trump::Chrysalide)),
            BlueAction::Place(face) => FaceSet::single(face),
        }
    }
}

impl fmt::Display for BlueAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlueAction::Capture(c) => c.fmt(f),
            BlueAction::Papillon => f.write_str("papillon:*"),
            BlueAction::Chrysalide => f.write_str("chrysalide:pile"),
            BlueAction::Place(face) => write!(f, "{face}"),
        }
    }
}

/// Why a text is not a blue action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionParseError {
    #[error("empty play: write e.g. F11:S5,E6 (see `papillon referee blue --help`)")]
    Empty,
    #[error("{0}")]
    Card(#[from] CardParseError),
    #[error(
        "\"{0}\": two cards are played together only when one of them is a sign (Plus, Moins, Multiplier/Diviser)"
    )]
    TwoWithoutSign(String),
    #[error("\"{0}\": two signs cannot be played together; one of the two cards is the result")]
    TwoSigns(String),
    #[error("\"{0}\": at most two cards are played (a sign and a result)")]
    TooManyPlayed(String),
    #[error("\"{0}\": list the plate cards taken after the colon, e.g. F11:S5,E6")]
    NothingTaken(String),
    #[error("{0} is listed twice among the cards taken")]
    TakenTwice(Face),
    #[error("\"{0}\": only the Papillon takes the whole plate (papillon:*)")]
    StarWithoutPapillon(String),
    #[error("\"{0}\": only the Chrysalide goes straight to the pile (chrysalide:pile)")]
    PileWithoutChrysalide(String),
}

impl FromStr for BlueAction {
    type Err = ActionParseError;

    fn from_str(text: &str) -> Result<BlueAction, ActionParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ActionParseError::Empty);
        }
        let Some((left, right)) = text.split_once(':') else {
            return Ok(BlueAction::Place(text.parse()?));
        };
        let right = right.trim();
        let played: Vec<Face> = left.split('+').map(str::parse).collect::<Result<_, _>>()?;
        if right == "*" {
            return match played.as_slice() {
                [Face::Trump(Trump::Papillon)] => Ok(BlueAction::Papillon),
                _ => Err(ActionParseError::StarWithoutPapillon(text.into())),
            };
        }
        if right.eq_ignore_ascii_case("pile") {
            return match played.as_slice() {
                [Face::Trump(Trump::Chrysalide)] => Ok(BlueAction::Chrysalide),
                _ => Err(ActionParseError::PileWithoutChrysalide(text.into())),
            };
        }
        if right.is_empty() {
            return Err(ActionParseError::NothingTaken(text.into()));
        }
        let mut taken = FaceSet::EMPTY;
        for part in right.split(',') {
            let face: Face = part.parse()?;
            if !taken.insert(face) {
                return Err(ActionParseError::TakenTwice(face));
            }
        }
        let is_sign = |f: &Face| f.trump().is_some_and(Trump::is_sign);
        let (card, sign) = match played.as_slice() {
            [card] => (*card, None),
            [a, b] => match (is_sign(a), is_sign(b)) {
                (true, true) => return Err(ActionParseError::TwoSigns(text.into())),
                (false, false) => return Err(ActionParseError::TwoWithoutSign(text.into())),
                (true, false) => (*b, a.trump()),
                (false, true) => (*a, b.trump()),
            },
            _ => return Err(ActionParseError::TooManyPlayed(text.into())),
        };
        Ok(BlueAction::Capture(Capture { card, sign, taken }))
    }
}

impl Serialize for BlueAction {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for BlueAction {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<BlueAction, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        let action: BlueAction = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        action.to_string()
    }

    #[test]
    fn notation_round_trips() {
        assert_eq!(round_trip("F11:S5,E6"), "F11:E6,S5");
        assert_eq!(
            round_trip("moins+yin:chat-noir,F10"),
            "moins+yin:F10,chat-noir"
        );
        assert_eq!(
            round_trip("yin+moins:F10,chat-noir"),
            "moins+yin:F10,chat-noir"
        );
        assert_eq!(round_trip("Papillon:*"), "papillon:*");
        assert_eq!(round_trip("chrysalide:PILE"), "chrysalide:pile");
        assert_eq!(round_trip(" f11 "), "F11");
        assert_eq!(round_trip("dragon:S3,S4"), "S7:S3,S4");
    }

    #[test]
    fn parse_errors_say_why() {
        let err = |t: &str| t.parse::<BlueAction>().unwrap_err().to_string();
        assert!(err("F11+F3:F8").contains("only when one of them is a sign"));
        assert!(err("plus+moins:F8").contains("two signs"));
        assert!(err("F11:").contains("list the plate cards"));
        assert!(err("F11:F3,F3").contains("F3 is listed twice"));
        assert!(err("F11:*").contains("only the Papillon"));
        assert!(err("F11:pile").contains("only the Chrysalide"));
        assert!(err("F12:F3").contains("family cards are numbered 0 to 11"));
        assert!(err("").contains("empty play"));
        assert!(err("plus+F1+F2:F3").contains("at most two"));
    }
}
