//! The blue round's referee: a plate and one player's hand.

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use crate::blue::capture_space::outcomes;
use crate::blue::state::{check_action, legal_actions_for};
use crate::blue::{ActionParseError, BlueAction, CaptureKind, IllegalAction, LegalSpace};
use crate::card::{CardParseError, Face, FaceSet, Trump};
use crate::options::RuleOptions;
use crate::scoring::{blue_scoring_faces, pile_points};
use crate::sheet::ChatNoirCapture;

/// Examples listed per group of the summary.
pub const EXAMPLES_PER_GROUP: usize = 3;

/// A blue-round position as a referee sees it: a plate and one player's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BluePosition {
    pub plate: FaceSet,
    pub hand: FaceSet,
    pub options: RuleOptions,
}

/// What kind of play it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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

/// The legal plays of a position, grouped: a large plate offers millions of captures,
/// so the referee answers with how many ways each card (or sign and card) can play,
/// the points those ways can bring, and a few examples. Computed without listing the
/// plays (see [`BluePosition::for_each_play`] for the full stream).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlaySummary {
    pub plate: FaceSet,
    pub hand: FaceSet,
    /// Every legal play.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: u64,
    /// In the order of the full stream: the captures per card played, sign played and
    /// kind; then the Papillon, the Chrysalide and each card that may be placed.
    pub groups: Vec<PlayGroup>,
}

/// The plays of one card (or a sign and a card) of one kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayGroup {
    /// The hand cards played.
    pub played: FaceSet,
    pub kind: PlayKind,
    /// How many plays (different sets of plate cards taken).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub ways: u64,
    /// The distinct blue points these plays put in the pile (the Chat Noir ±30, Yin and
    /// Yang together 30; most cards not counted), best first, with how many ways give each.
    pub outcomes: Vec<Outcome>,
    /// The first plays of the group, in stream order (at most [`EXAMPLES_PER_GROUP`]).
    pub examples: Vec<RefereePlay>,
}

/// Blue points of the cards put in the pile, and how many plays of a group bring them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Outcome {
    pub points: i32,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub ways: u64,
}

/// Where a card of a blue position lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum BluePlace {
    Plate,
    Hand,
}

impl std::fmt::Display for BluePlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            BluePlace::Plate => "plate",
            BluePlace::Hand => "hand",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RefereeError {
    #[error("{place}: {error}")]
    Card {
        place: BluePlace,
        error: CardParseError,
    },
    #[error("{place}: {card} is listed twice (the blue deck has one of each card)")]
    Duplicate { place: BluePlace, card: Face },
    #[error("{cards} cannot be both on the plate and in the hand")]
    Overlap { cards: String },
    #[error("the hand is empty: there is nothing to play")]
    EmptyHand,
    #[error("{0}")]
    Parse(#[from] ActionParseError),
    #[error("{0}")]
    Proposal(#[from] ProposalError),
    #[error("not legal: {0}")]
    Illegal(#[from] IllegalAction),
}

/// How the players say a proposed blue play is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ProposalWay {
    /// The card (with a sign, if two are played) takes the chosen plate cards.
    Take,
    /// The card is laid on the plate.
    Place,
    /// The Papillon or the Chrysalide, played with its power.
    Power,
}

/// A blue play as the players at the table describe it: the hand cards played, the
/// plate cards taken, and how.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BlueProposal {
    pub played: Vec<Face>,
    #[serde(default)]
    pub taken: Vec<Face>,
    pub way: ProposalWay,
}

/// Why a described blue play is not a play at all (before any rule is asked).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProposalError {
    #[error("choose the card played from the hand")]
    NothingPlayed,
    #[error("a play uses one card, or a card and a sign, not {0} cards")]
    TooManyPlayed(usize),
    #[error("{0} is chosen twice")]
    Twice(Face),
    #[error("a card is placed alone: choose one card")]
    PlaceOne,
    #[error("a placed card takes nothing: clear the plate cards chosen")]
    PlaceTakes,
    #[error(
        "{0} is not a sign: only Plus, Moins or Multiplier/Diviser can be played with the result"
    )]
    NotASign(Face),
    #[error("a power is played alone: choose only the Papillon or the Chrysalide")]
    PowerAlone,
    #[error("{0} has no power: only the Papillon and the Chrysalide are played with their power")]
    NoPower(Face),
}

impl BlueProposal {
    /// The engine's action for this description.
    pub fn action(&self) -> Result<BlueAction, ProposalError> {
        let mut played = FaceSet::EMPTY;
        for &face in &self.played {
            if !played.insert(face) {
                return Err(ProposalError::Twice(face));
            }
        }
        let mut taken = FaceSet::EMPTY;
        for &face in &self.taken {
            if !taken.insert(face) {
                return Err(ProposalError::Twice(face));
            }
        }
        let first = *self.played.first().ok_or(ProposalError::NothingPlayed)?;
        if self.played.len() > 2 {
            return Err(ProposalError::TooManyPlayed(self.played.len()));
        }
        match self.way {
            ProposalWay::Place if self.played.len() != 1 => Err(ProposalError::PlaceOne),
            ProposalWay::Place if !taken.is_empty() => Err(ProposalError::PlaceTakes),
            ProposalWay::Place => Ok(BlueAction::Place(first)),
            ProposalWay::Power => match (first, self.played.len()) {
                (Face::Trump(Trump::Papillon), 1) => Ok(BlueAction::Papillon),
                (Face::Trump(Trump::Chrysalide), 1) => Ok(BlueAction::Chrysalide),
                (_, 1) => Err(ProposalError::NoPower(first)),
                _ => Err(ProposalError::PowerAlone),
            },
            ProposalWay::Take => {
                let is_sign = |f: Face| f.trump().is_some_and(Trump::is_sign);
                // with two cards, the sign goes beside the result (either order); the
                // engine says why when the second is a trump but not a sign
                let (card, sign) = match self.played[..] {
                    [a, b] if is_sign(a) && !is_sign(b) => (b, Some(a)),
                    [a, b] => match b {
                        Face::Trump(t) => (a, Some(Face::Trump(t))),
                        Face::Family(..) => return Err(ProposalError::NotASign(b)),
                    },
                    _ => (first, None),
                };
                Ok(BlueAction::Capture(crate::blue::Capture {
                    card,
                    sign: sign.and_then(Face::trump),
                    taken,
                }))
            }
        }
    }
}

/// Parses a comma-separated list of cards (`"S5, E6, chat-noir"`); an empty text is an
/// empty set.
pub fn parse_cards(text: &str, place: BluePlace) -> Result<FaceSet, RefereeError> {
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
        let plate = parse_cards(plate, BluePlace::Plate)?;
        let hand = parse_cards(hand, BluePlace::Hand)?;
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

    /// Every legal play, in the engine's order, collected. Only for positions known to
    /// be small: a large plate offers millions of plays; use [`summary`](Self::summary)
    /// or [`for_each_play`](Self::for_each_play) for anything a user typed.
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

    fn space(&self) -> LegalSpace {
        LegalSpace::new(
            self.plate,
            self.hand,
            &self.options.trump_numbers,
            self.options.discard,
        )
    }

    /// The number of legal plays, counted without listing them.
    pub fn play_count(&self) -> u64 {
        self.space().count()
    }

    /// Streams every legal play in the engine's order, described, holding none of them
    /// (constant memory whatever the count); `f` may stop early.
    pub fn for_each_play<B>(
        &self,
        mut f: impl FnMut(RefereePlay) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.space().for_each(|action| f(self.describe(&action)))
    }

    /// The legal plays grouped per card (or sign and card) played and kind, with their
    /// counts, distinct outcomes and a few examples; polynomial time whatever the count.
    pub fn summary(&self) -> PlaySummary {
        let numbers = &self.options.trump_numbers;
        let space = self.space();
        let captures = space.captures();
        // the points a capture brings depend only on the scoring cards it takes
        let watched: FaceSet = blue_scoring_faces().into_iter().collect();
        let mut points: BTreeMap<(Face, Option<Trump>, CaptureKind), BTreeMap<i32, u64>> =
            BTreeMap::new();
        outcomes(
            self.plate,
            self.hand,
            numbers,
            watched,
            |group, kind, taken, ways| {
                let mut gained = taken;
                gained.insert(group.card);
                if let Some(sign) = group.sign {
                    gained.insert(Face::Trump(sign));
                }
                let chat_noir = gained
                    .contains(Face::Trump(Trump::ChatNoir))
                    .then_some(ChatNoirCapture::Voluntary);
                let value = pile_points(gained, chat_noir, &self.options);
                *points
                    .entry((group.card, group.sign, kind))
                    .or_default()
                    .entry(value)
                    .or_default() += ways;
            },
        );
        let mut groups = Vec::new();
        for group in captures.groups() {
            for kind in CaptureKind::ALL {
                let ways = captures.count(group, Some(kind));
                if ways == 0 {
                    continue;
                }
                let mut examples = Vec::new();
                let _ = captures.for_each_in(group, Some(kind), &mut |capture| {
                    examples.push(self.describe(&BlueAction::Capture(capture)));
                    if examples.len() == EXAMPLES_PER_GROUP {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                });
                let outcomes = points
                    .remove(&(group.card, group.sign, kind))
                    .unwrap_or_default()
                    .into_iter()
                    .rev()
                    .map(|(points, ways)| Outcome { points, ways })
                    .collect();
                let mut played = FaceSet::single(group.card);
                if let Some(sign) = group.sign {
                    played.insert(Face::Trump(sign));
                }
                groups.push(PlayGroup {
                    played,
                    kind: match kind {
                        CaptureKind::Ramasser => PlayKind::Ramasser,
                        CaptureKind::Cumuler => PlayKind::Cumuler,
                        CaptureKind::Combiner => PlayKind::Combiner,
                    },
                    ways,
                    outcomes,
                    examples,
                });
            }
        }
        for index in space.capture_count()..space.count() {
            let Some(action) = space.nth(index) else {
                break;
            };
            let play = self.describe(&action);
            groups.push(PlayGroup {
                played: play.played,
                kind: play.kind,
                ways: 1,
                outcomes: vec![Outcome {
                    points: play.points,
                    ways: 1,
                }],
                examples: vec![play],
            });
        }
        PlaySummary {
            plate: self.plate,
            hand: self.hand,
            total: space.count(),
            groups,
        }
    }

    /// Checks one play the players describe; says why it is not legal.
    pub fn check_proposal(&self, proposal: &BlueProposal) -> Result<RefereePlay, RefereeError> {
        self.check_action(&proposal.action()?)
    }

    /// The plays of one group of the summary (the hand cards played and the kind), in
    /// stream order, at most `limit` of them.
    pub fn group_plays(&self, played: FaceSet, kind: PlayKind, limit: usize) -> Vec<RefereePlay> {
        let capture_kind = match kind {
            PlayKind::Ramasser => Some(CaptureKind::Ramasser),
            PlayKind::Cumuler => Some(CaptureKind::Cumuler),
            PlayKind::Combiner => Some(CaptureKind::Combiner),
            _ => None,
        };
        let mut out = Vec::new();
        if limit == 0 {
            return out;
        }
        let space = self.space();
        match capture_kind {
            Some(capture_kind) => {
                let captures = space.captures();
                for group in captures.groups() {
                    let mut group_played = FaceSet::single(group.card);
                    if let Some(sign) = group.sign {
                        group_played.insert(Face::Trump(sign));
                    }
                    if group_played != played {
                        continue;
                    }
                    let _ = captures.for_each_in(group, Some(capture_kind), &mut |capture| {
                        out.push(self.describe(&BlueAction::Capture(capture)));
                        if out.len() >= limit {
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    });
                }
            }
            None => {
                for index in space.capture_count()..space.count() {
                    let Some(action) = space.nth(index) else {
                        break;
                    };
                    let play = self.describe(&action);
                    if play.kind == kind && play.played == played && out.len() < limit {
                        out.push(play);
                    }
                }
            }
        }
        out
    }

    /// Checks one play; says why it is not legal.
    pub fn check_action(&self, action: &BlueAction) -> Result<RefereePlay, RefereeError> {
        check_action(
            self.plate,
            self.hand,
            &self.options.trump_numbers,
            self.options.discard,
            action,
        )?;
        Ok(self.describe(action))
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
