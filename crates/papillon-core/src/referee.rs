//! The referee: "what may I play here?" and "is this play legal?", answered by the same
//! engine that runs the digital rounds.

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

/// The legal plays of a position, grouped: a large plate offers millions of captures,
/// so the referee answers with how many ways each card (or sign and card) can play,
/// the points those ways can bring, and a few examples. Computed without listing the
/// plays (see [`BluePosition::for_each_play`] for the full stream).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaySummary {
    pub plate: FaceSet,
    pub hand: FaceSet,
    /// Every legal play.
    pub total: u64,
    /// In the order of the full stream: the captures per card played, sign played and
    /// kind; then the Papillon, the Chrysalide and each card that may be placed.
    pub groups: Vec<PlayGroup>,
}

/// The plays of one card (or a sign and a card) of one kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayGroup {
    /// The hand cards played.
    pub played: FaceSet,
    pub kind: PlayKind,
    /// How many plays (different sets of plate cards taken).
    pub ways: u64,
    /// The distinct blue points these plays put in the pile (the Chat Noir ±30, Yin and
    /// Yang together 30; most cards not counted), best first, with how many ways give each.
    pub outcomes: Vec<Outcome>,
    /// The first plays of the group, in stream order (at most [`EXAMPLES_PER_GROUP`]).
    pub examples: Vec<RefereePlay>,
}

/// Blue points of the cards put in the pile, and how many plays of a group bring them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub points: i32,
    pub ways: u64,
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

/// An orange-round position as a referee sees it (the JSON of `papillon referee
/// orange`): the plate cards, the four suites, one player's hand, and whether a Chat
/// Noir was just played against that player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrangePosition {
    /// The two plate cards (the top card of each pile, e.g. `"E5"`; a trump without a
    /// number such as `"chat-noir"` is a trump not yet covered).
    pub plate: Vec<String>,
    /// Up to four suites, in order (suites 1 and 2 start from plate card 1, suites 3
    /// and 4 from plate card 2): the top card (`"E6"`, `"couteau-suisse=7"`,
    /// `"chenille"`) or nothing while empty, and the sign beside it.
    #[serde(default)]
    pub suites: Vec<SuiteInput>,
    pub hand: Vec<String>,
    /// A Chat Noir was just played against this hand.
    #[serde(default)]
    pub attacked: bool,
    #[serde(default)]
    pub options: RuleOptions,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuiteInput {
    #[serde(default)]
    pub top: Option<String>,
    #[serde(default)]
    pub sign: Option<String>,
}

/// One legal orange play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrangePlay {
    /// The play in notation (`E4@suite1`, `couteau-suisse=7@plate2`, `take-three`).
    pub play: String,
    /// What it does, in words.
    pub effect: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrangeRefereeError {
    #[error("{0}")]
    Position(String),
    #[error("{0}")]
    Parse(#[from] crate::orange::ActionParseError),
    #[error("not legal: {0}")]
    Illegal(String),
}

/// A validated orange position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrangeTable {
    pub layout: crate::orange::Layout,
    pub hand: Vec<Face>,
    pub attacked: bool,
    pub options: RuleOptions,
}

fn parse_top(
    text: &str,
    place: &str,
    numbers: &crate::options::TrumpNumbers,
) -> Result<(Face, u8), OrangeRefereeError> {
    use crate::orange::Role;
    let (face, _, declared) = crate::orange::action::parse_card(text)
        .map_err(|e| OrangeRefereeError::Position(format!("{place}: {e}")))?;
    match (Role::of(face, numbers), declared) {
        (Role::Number(v), None) => Ok((face, v)),
        (Role::Chenille, None) => Ok((face, 1)),
        (Role::CouteauSuisse, Some(v)) if v <= crate::orange::layout::COUTEAU_MAX => Ok((face, v)),
        (Role::CouteauSuisse, Some(v)) => Err(OrangeRefereeError::Position(format!(
            "{place}: a Couteau Suisse stands for a value from 0 to {}, not {v}",
            crate::orange::layout::COUTEAU_MAX
        ))),
        (Role::CouteauSuisse, None) => Err(OrangeRefereeError::Position(format!(
            "{place}: a Couteau Suisse on a suite stands for a declared value from 0 to {}: write e.g. couteau-suisse=7",
            crate::orange::layout::COUTEAU_MAX
        ))),
        _ => Err(OrangeRefereeError::Position(format!(
            "{place}: {} cannot be the top of a suite",
            face.name()
        ))),
    }
}

impl OrangePosition {
    /// Checks the position: known cards, no face more than twice, at most four suites.
    pub fn validate(&self) -> Result<OrangeTable, OrangeRefereeError> {
        use crate::orange::{Layout, Role};
        self.options
            .validate()
            .map_err(|e| OrangeRefereeError::Position(e.to_string()))?;
        let numbers = self.options.trump_numbers;
        if self.plate.len() != 2 {
            return Err(OrangeRefereeError::Position(format!(
                "the plate has two cards, not {}",
                self.plate.len()
            )));
        }
        if self.suites.len() > 4 {
            return Err(OrangeRefereeError::Position(format!(
                "there are four suites, not {}",
                self.suites.len()
            )));
        }
        let mut layout = Layout::default();
        let mut seen: std::collections::BTreeMap<Face, usize> = Default::default();
        for (i, text) in self.plate.iter().enumerate() {
            let place = format!("plate card {}", i + 1);
            let (face, _, declared) = crate::orange::action::parse_card(text.trim())
                .map_err(|e| OrangeRefereeError::Position(format!("{place}: {e}")))?;
            *seen.entry(face).or_default() += 1;
            // a Couteau Suisse with a declared value covers a plate trump (or was dealt
            // and declared); without one it is a trump turned up, not yet covered
            layout.plates[i] = match (Role::of(face, &numbers), declared) {
                (Role::Number(v), None) => Some(v),
                (Role::CouteauSuisse, Some(_)) => Some(parse_top(text.trim(), &place, &numbers)?.1),
                (_, None) => None,
                (_, Some(_)) => {
                    return Err(OrangeRefereeError::Position(format!(
                        "{place}: only a Couteau Suisse takes a declared value (=…), not the {}",
                        face.name()
                    )));
                }
            };
        }
        for (i, suite) in self.suites.iter().enumerate() {
            let place = format!("suite {}", i + 1);
            if let Some(top) = &suite.top {
                let (face, value) = parse_top(top, &place, &numbers)?;
                layout.suites[i].top = Some(value);
                *seen.entry(face).or_default() += 1;
            }
            if let Some(sign) = &suite.sign {
                let face: Face = sign
                    .trim()
                    .parse()
                    .map_err(|e| OrangeRefereeError::Position(format!("{place} sign: {e}")))?;
                layout.suites[i].sign = match Role::of(face, &numbers) {
                    Role::Sign(s) => Some(s),
                    _ => {
                        return Err(OrangeRefereeError::Position(format!(
                            "{place} sign: {} is not a sign (plus, moins, multiplier-diviser)",
                            face.name()
                        )));
                    }
                };
                *seen.entry(face).or_default() += 1;
            }
        }
        let mut hand = Vec::new();
        for text in &self.hand {
            let face: Face = text
                .trim()
                .parse()
                .map_err(|e| OrangeRefereeError::Position(format!("hand: {e}")))?;
            *seen.entry(face).or_default() += 1;
            hand.push(face);
        }
        if let Some((face, count)) = seen.iter().find(|(_, c)| **c > 2) {
            return Err(OrangeRefereeError::Position(format!(
                "{} appears {count} times; each face exists twice (one orange, one blue)",
                face.notation()
            )));
        }
        if hand.is_empty() {
            return Err(OrangeRefereeError::Position(
                "the hand is empty: there is nothing to play".into(),
            ));
        }
        Ok(OrangeTable {
            layout,
            hand,
            attacked: self.attacked,
            options: self.options.clone(),
        })
    }
}

impl OrangeTable {
    /// Whether the hand, under a Chat Noir attack, must answer with its Papillon
    /// (the default; see [`crate::options::ChatNoirAnswer`]).
    fn must_answer_with_papillon(&self) -> bool {
        use crate::orange::{Power, Role};
        self.attacked
            && self.options.chat_noir_answer == crate::options::ChatNoirAnswer::Compulsory
            && self
                .hand
                .iter()
                .any(|f| Role::of(*f, &self.options.trump_numbers) == Role::Power(Power::Papillon))
    }

    fn describe(&self, face: Face, slot: crate::orange::Slot, declared: Option<u8>) -> String {
        use crate::orange::{Power, Role, Slot};
        let numbers = &self.options.trump_numbers;
        match (Role::of(face, numbers), slot) {
            (Role::Power(Power::Papillon), _) if self.attacked => {
                "answers the Chat Noir: its player draws 6, you draw nothing; your turn ends".into()
            }
            (Role::Power(Power::Papillon), _) => "you draw 3 cards; your turn ends".into(),
            (Role::Power(Power::ChatNoir), _) => "the next player draws 3, then plays".into(),
            (Role::Power(Power::Chrysalide), _) => "the direction of play reverses".into(),
            (Role::Chenille, Slot::Suite(s)) => format!("suite {} restarts at 1", s + 1),
            (Role::Sign(sign), Slot::Sign(s)) => format!(
                "suite {} now takes {}",
                s + 1,
                match sign {
                    crate::orange::Sign::Plus => "only the same value or one more",
                    crate::orange::Sign::Moins => "only the same value or one less",
                    crate::orange::Sign::MultiplierDiviser =>
                        "only multiples or divisors of its top",
                }
            ),
            (_, Slot::Plate(p)) => format!("on plate card {}", p + 1),
            (_, Slot::Suite(s)) => match declared {
                Some(v) => format!("suite {} continues from {v}", s + 1),
                None => format!("suite {} continues", s + 1),
            },
            _ => String::new(),
        }
    }

    /// Every legal play for this hand (each card once even if held twice).
    pub fn plays(&self) -> Vec<OrangePlay> {
        use crate::orange::{Power, Role, placements};
        let numbers = &self.options.trump_numbers;
        let mut faces = self.hand.clone();
        faces.sort();
        faces.dedup();
        let mut out = Vec::new();
        let mut scratch = Vec::new();
        for face in faces {
            if self.attacked && Role::of(face, numbers) != Role::Power(Power::Papillon) {
                continue;
            }
            scratch.clear();
            placements(&self.layout, face, numbers, &mut scratch);
            for &(slot, declared) in &scratch {
                let declared_text = declared.map(|v| format!("={v}")).unwrap_or_default();
                out.push(OrangePlay {
                    play: format!("{}{declared_text}@{slot}", face.notation()),
                    effect: self.describe(face, slot, declared),
                });
            }
        }
        if self.attacked && !self.must_answer_with_papillon() {
            out.push(OrangePlay {
                play: "take-three".into(),
                effect: "draw the 3 cards, then play normally".into(),
            });
        } else if out.is_empty() {
            out.push(OrangePlay {
                play: "draw".into(),
                effect:
                    "nothing can be played: draw one card, and play it (with another) if you can"
                        .into(),
            });
        }
        out
    }

    /// Whether `text` is a legal play here, and if not why.
    pub fn check(&self, text: &str) -> Result<OrangePlay, OrangeRefereeError> {
        use crate::orange::{
            ActionText, OrangeAction, Power, Role, check_place, layout::can_place,
        };
        let numbers = &self.options.trump_numbers;
        let action = ActionText::parse(text)?.resolve(|_| crate::card::Back::Orange);
        let playable = self
            .hand
            .iter()
            .find(|f| can_place(&self.layout, **f, numbers));
        match action {
            OrangeAction::Place {
                card,
                slot,
                declared,
            } => {
                if !self.hand.contains(&card.face) {
                    return Err(OrangeRefereeError::Illegal(format!(
                        "{} is not in the hand",
                        card.face.notation()
                    )));
                }
                if self.attacked && Role::of(card.face, numbers) != Role::Power(Power::Papillon) {
                    return Err(OrangeRefereeError::Illegal(
                        "under a Chat Noir attack: answer with a Papillon, or take three".into(),
                    ));
                }
                check_place(&self.layout, card.face, slot, declared, numbers)
                    .map_err(|e| OrangeRefereeError::Illegal(e.to_string()))?;
                Ok(OrangePlay {
                    play: action.to_string(),
                    effect: self.describe(card.face, slot, declared),
                })
            }
            OrangeAction::TakeThree if self.must_answer_with_papillon() => {
                Err(OrangeRefereeError::Illegal(
                    crate::orange::IllegalAction::MustAnswerWithPapillon.to_string(),
                ))
            }
            OrangeAction::TakeThree if self.attacked => Ok(OrangePlay {
                play: "take-three".into(),
                effect: "draw the 3 cards, then play normally".into(),
            }),
            OrangeAction::TakeThree => Err(OrangeRefereeError::Illegal(
                "there is no Chat Noir attack to answer".into(),
            )),
            OrangeAction::Draw if self.attacked => Err(OrangeRefereeError::Illegal(
                "under a Chat Noir attack: answer with a Papillon, or take three".into(),
            )),
            OrangeAction::Draw => match playable {
                Some(face) => Err(OrangeRefereeError::Illegal(format!(
                    "{} can be played: a playable card must be played",
                    face.notation()
                ))),
                None => Ok(OrangePlay {
                    play: "draw".into(),
                    effect: "draw one card".into(),
                }),
            },
            OrangeAction::Cover { .. } | OrangeAction::Keep => Err(OrangeRefereeError::Illegal(
                "covering the plate happens only before the first turn of the round".into(),
            )),
        }
    }
}
