//! What a player does in the orange round, and its notation.
//!
//! - `E5@suite2` — place E5 on suite 2; `S7@plate1` — on plate card 1;
//!   `plus@sign3` — a sign beside suite 3; `chat-noir@centre` — a power trump;
//!   `couteau-suisse=7@suite1` — the Couteau Suisse declared as 7;
//!   `E5/blue@suite2` — the blue-backed E5 when the hand holds both.
//! - `cover:E5@plate1` — at the start, cover a trump turned up on plate card 1;
//!   `keep` — leave the remaining plate trumps uncovered.
//! - `take-three` — under a Chat Noir attack, draw the 3 cards.
//! - `draw` — draw one card when nothing can be played.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::layout::Slot;
use crate::card::{Back, Card, Face};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum OrangeAction {
    Place {
        card: Card,
        slot: Slot,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<u8>,
    },
    Cover {
        plate: u8,
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<u8>,
    },
    /// Leave the plate's remaining trumps uncovered and start playing.
    Keep,
    TakeThree,
    Draw,
}

/// A parsed action whose card backs are not resolved yet (`E5` may be either).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionText {
    pub kind: TextKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    Place {
        face: Face,
        back: Option<Back>,
        slot: Slot,
        declared: Option<u8>,
    },
    Cover {
        plate: u8,
        face: Face,
        back: Option<Back>,
        declared: Option<u8>,
    },
    Keep,
    TakeThree,
    Draw,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionParseError {
    #[error(
        "\"{0}\": write CARD@SLOT (e.g. E5@suite2), cover:CARD@plate1, keep, take-three or draw"
    )]
    Shape(String),
    #[error("\"{text}\": {error}")]
    Card {
        text: String,
        error: crate::card::CardParseError,
    },
    #[error("\"{0}\" is not a slot: plate1, plate2, suite1…suite4, sign1…sign4 or centre")]
    Slot(String),
    #[error("\"{0}\": the declared value must be a number from 0 to 11")]
    Declared(String),
    #[error("\"{0}\": the back is blue or orange")]
    Back(String),
    #[error("\"{0}\": only a plate card (plate1 or plate2) can be covered")]
    CoverSlot(String),
}

/// `FACE[/BACK][=DECLARED]`.
pub(crate) fn parse_card(text: &str) -> Result<(Face, Option<Back>, Option<u8>), ActionParseError> {
    let (card, declared) = match text.split_once('=') {
        Some((card, value)) => {
            let v: u8 = value
                .trim()
                .parse()
                .map_err(|_| ActionParseError::Declared(text.to_owned()))?;
            (card, Some(v))
        }
        None => (text, None),
    };
    let (face, back) = match card.split_once('/') {
        Some((face, back)) => {
            let back = match back.trim().to_ascii_lowercase().as_str() {
                "blue" => Back::Blue,
                "orange" => Back::Orange,
                _ => return Err(ActionParseError::Back(text.to_owned())),
            };
            (face, Some(back))
        }
        None => (card, None),
    };
    let face: Face = face
        .trim()
        .parse()
        .map_err(|error| ActionParseError::Card {
            text: text.to_owned(),
            error,
        })?;
    Ok((face, back, declared))
}

impl ActionText {
    pub fn parse(text: &str) -> Result<ActionText, ActionParseError> {
        let trimmed = text.trim();
        let kind = match trimmed.to_ascii_lowercase().as_str() {
            "keep" => TextKind::Keep,
            "take-three" | "take3" => TextKind::TakeThree,
            "draw" => TextKind::Draw,
            _ => {
                let (cover, rest) = match trimmed.strip_prefix("cover:") {
                    Some(rest) => (true, rest),
                    None => (false, trimmed),
                };
                let (card, slot) = rest
                    .split_once('@')
                    .ok_or_else(|| ActionParseError::Shape(text.to_owned()))?;
                let (face, back, declared) = parse_card(card)?;
                let slot =
                    Slot::parse(slot).ok_or_else(|| ActionParseError::Slot(slot.to_owned()))?;
                if cover {
                    let Slot::Plate(plate) = slot else {
                        return Err(ActionParseError::CoverSlot(text.to_owned()));
                    };
                    TextKind::Cover {
                        plate,
                        face,
                        back,
                        declared,
                    }
                } else {
                    TextKind::Place {
                        face,
                        back,
                        slot,
                        declared,
                    }
                }
            }
        };
        Ok(ActionText { kind })
    }

    /// The action, with the card's back taken from `back_of` when not written.
    pub fn resolve(self, back_of: impl Fn(Face) -> Back) -> OrangeAction {
        match self.kind {
            TextKind::Place {
                face,
                back,
                slot,
                declared,
            } => OrangeAction::Place {
                card: Card::new(back.unwrap_or_else(|| back_of(face)), face),
                slot,
                declared,
            },
            TextKind::Cover {
                plate,
                face,
                back,
                declared,
            } => OrangeAction::Cover {
                plate,
                card: Card::new(back.unwrap_or_else(|| back_of(face)), face),
                declared,
            },
            TextKind::Keep => OrangeAction::Keep,
            TextKind::TakeThree => OrangeAction::TakeThree,
            TextKind::Draw => OrangeAction::Draw,
        }
    }
}

fn card_text(card: Card, declared: Option<u8>) -> String {
    let back = match card.back {
        Back::Orange => "",
        Back::Blue => "/blue",
    };
    let declared = declared.map(|v| format!("={v}")).unwrap_or_default();
    format!("{}{back}{declared}", card.face.notation())
}

impl fmt::Display for OrangeAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OrangeAction::Place {
                card,
                slot,
                declared,
            } => write!(f, "{}@{slot}", card_text(card, declared)),
            OrangeAction::Cover {
                plate,
                card,
                declared,
            } => write!(f, "cover:{}@plate{}", card_text(card, declared), plate + 1),
            OrangeAction::Keep => f.write_str("keep"),
            OrangeAction::TakeThree => f.write_str("take-three"),
            OrangeAction::Draw => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "E5@suite2",
            "S7/blue@plate1",
            "plus@sign3",
            "chat-noir@centre",
            "couteau-suisse=7@suite1",
            "cover:F3@plate2",
            "keep",
            "take-three",
            "draw",
        ] {
            let action = ActionText::parse(text)
                .expect("parses")
                .resolve(|_| Back::Orange);
            assert_eq!(action.to_string(), text);
        }
        assert!(ActionText::parse("E5@suite5").is_err());
        assert!(ActionText::parse("cover:E5@suite1").is_err());
        assert!(ActionText::parse("E12@suite1").is_err());
    }
}
