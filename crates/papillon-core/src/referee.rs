//! The referee: "what may I play here?" and "is this play legal?", answered by the same
//! engine that runs the digital rounds.

use serde::{Deserialize, Serialize};

use crate::blue::state::{check_action, legal_actions_for};
use crate::blue::{ActionParseError, BlueAction, IllegalAction};
use crate::card::{CardParseError, Face, FaceSet, Trump};
use crate::options::RuleOptions;
use crate::scoring::pile_points;
use crate::sheet::ChatNoirCapture;

/// A blue-round position as a referee sees it: a plate and one player's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BluePosition {
    pub plate: FaceSet,
    pub hand: FaceSet,
    pub options: RuleOptions,
}

/// What kind of play it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayKind {
    Ramasser,
    Cumuler,
    Combiner,
    Papillon,
    Chrysalide,
    Place,
}

/// One legal play, with what it takes and the points it brings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefereePlay {
    /// The play in notation (`moins+yin:F10,chat-noir`).
    pub play: String,
    pub kind: PlayKind,
    /// Hand cards played.
    pub played: FaceSet,
    /// Plate cards taken.
    pub taken: FaceSet,
    /// Blue points of the cards this play puts in the player's pile (the Chat Noir ±30,
    /// Yin and Yang together 30); most cards is not counted.
    pub points: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RefereeError {
    #[error("{place}: {error}")]
    Card {
        place: &'static str,
        error: CardParseError,
    },
    #[error("{place}: {card} is listed twice (the blue deck has one of each card)")]
    Duplicate { place: &'static str, card: Face },
    #[error("{cards} cannot be both on the plate and in the hand")]
    Overlap { cards: String },
    #[error("the hand is empty: there is nothing to play")]
    EmptyHand,
    #[error("{0}")]
    Parse(#[from] ActionParseError),
    #[error("not legal: {0}")]
    Illegal(#[from] IllegalAction),
}

/// Parses a comma-separated list of cards (`"S5, E6, chat-noir"`); an empty text is an
/// empty set.
pub fn parse_cards(text: &str, place: &'static str) -> Result<FaceSet, RefereeError> {
    let mut set = FaceSet::EMPTY;
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let card: Face = part
            .parse()
            .map_err(|error| RefereeError::Card { place, error })?;
        if !set.insert(card) {
            return Err(RefereeError::Duplicate { place, card });
        }
    }
    Ok(set)
}

impl BluePosition {
    /// A position from text lists, validated.
    pub fn parse(
        plate: &str,
        hand: &str,
        options: RuleOptions,
    ) -> Result<BluePosition, RefereeError> {
        let plate = parse_cards(plate, "plate")?;
        let hand = parse_cards(hand, "hand")?;
        BluePosition::new(plate, hand, options)
    }

    pub fn new(
        plate: FaceSet,
        hand: FaceSet,
        options: RuleOptions,
    ) -> Result<BluePosition, RefereeError> {
        let both = plate.intersection(hand);
        if !both.is_empty() {
            return Err(RefereeError::Overlap {
                cards: both.notation(),
            });
        }
        if hand.is_empty() {
            return Err(RefereeError::EmptyHand);
        }
        Ok(BluePosition {
            plate,
            hand,
            options,
        })
    }

    /// Every legal play, in the engine's order.
    pub fn plays(&self) -> Vec<RefereePlay> {
        let mut actions = Vec::new();
        legal_actions_for(
            self.plate,
            self.hand,
            &self.options.trump_numbers,
            self.options.discard,
            &mut Vec::new(),
            &mut actions,
        );
        actions.iter().map(|a| self.describe(a)).collect()
    }

    /// Checks one proposed play (in notation); says why it is not legal.
    pub fn check(&self, play: &str) -> Result<RefereePlay, RefereeError> {
        let action: BlueAction = play.parse()?;
        check_action(
            self.plate,
            self.hand,
            &self.options.trump_numbers,
            self.options.discard,
            &action,
        )?;
        Ok(self.describe(&action))
    }

    fn describe(&self, action: &BlueAction) -> RefereePlay {
        let chat_noir = Face::Trump(Trump::ChatNoir);
        let played = action.played();
        let (kind, taken, capture) = match action {
            BlueAction::Capture(c) => {
                let plate_sign = c
                    .taken
                    .iter()
                    .any(|f| f.trump().is_some_and(Trump::is_sign));
                let kind = if c.sign.is_some() || plate_sign {
                    PlayKind::Combiner
                } else if c.taken.len() == 1 {
                    PlayKind::Ramasser
                } else {
                    PlayKind::Cumuler
                };
                (kind, c.taken, Some(ChatNoirCapture::Voluntary))
            }
            BlueAction::Papillon => (
                PlayKind::Papillon,
                self.plate,
                Some(ChatNoirCapture::Involuntary),
            ),
            BlueAction::Chrysalide => (PlayKind::Chrysalide, FaceSet::EMPTY, None),
            BlueAction::Place(_) => (PlayKind::Place, FaceSet::EMPTY, None),
        };
        let gained = if kind == PlayKind::Place {
            FaceSet::EMPTY
        } else {
            played.union(taken)
        };
        let chat_noir_capture = capture.filter(|_| gained.contains(chat_noir));
        RefereePlay {
            play: action.to_string(),
            kind,
            played,
            taken,
            points: pile_points(gained, chat_noir_capture, &self.options),
        }
    }
}
