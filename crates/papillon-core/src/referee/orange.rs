//! The orange round's referee: the plate cards, the four suites and one player's hand.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::card::Face;
use crate::options::RuleOptions;

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

/// A card on the table as entered: its face, and the value declared for a Couteau
/// Suisse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TableCard {
    pub face: Face,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub declared: Option<u8>,
}

/// One suite as entered: its top card (none while empty) and its sign (a sign face).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SuiteCards {
    #[serde(default)]
    pub top: Option<TableCard>,
    #[serde(default)]
    pub sign: Option<Face>,
}

/// Where a card of an orange position was entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "at", content = "number", rename_all = "snake_case")]
pub enum TablePlace {
    /// Plate card 1 or 2.
    Plate(u8),
    /// The top of suite 1 to 4.
    Suite(u8),
    /// The sign of suite 1 to 4.
    Sign(u8),
    Hand,
}

impl std::fmt::Display for TablePlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TablePlace::Plate(n) => write!(f, "plate card {n}"),
            TablePlace::Suite(n) => write!(f, "suite {n}"),
            TablePlace::Sign(n) => write!(f, "suite {n} sign"),
            TablePlace::Hand => f.write_str("hand"),
        }
    }
}

/// Why an orange position cannot exist.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{0}")]
    Options(#[from] crate::options::OptionsError),
    #[error("the plate has two cards, not {0}")]
    PlateCount(usize),
    #[error("there are four suites, not {0}")]
    SuiteCount(usize),
    /// Text that is not a card (the terminal's JSON).
    #[error("{place}: {error}")]
    Card {
        place: TablePlace,
        error: crate::orange::ActionParseError,
    },
    #[error("{place}: {} cannot be the top of a suite", face.name())]
    NotATop { place: TablePlace, face: Face },
    #[error(
        "{place}: a Couteau Suisse on a suite stands for a declared value from 0 to {}: write e.g. couteau-suisse=7",
        crate::orange::layout::COUTEAU_MAX
    )]
    CouteauUndeclared { place: TablePlace },
    #[error(
        "{place}: a Couteau Suisse stands for a value from 0 to {}, not {value}",
        crate::orange::layout::COUTEAU_MAX
    )]
    CouteauRange { place: TablePlace, value: u8 },
    #[error("{place}: only a Couteau Suisse takes a declared value (=…), not the {}", face.name())]
    DeclaredNotCouteau { place: TablePlace, face: Face },
    #[error("{place}: {} is not a sign (plus, moins, multiplier-diviser)", face.name())]
    NotASign { place: TablePlace, face: Face },
    #[error("{} appears {count} times; each face exists twice (one orange, one blue)", face.notation())]
    TooMany { face: Face, count: usize },
    #[error("the hand is empty: there is nothing to play")]
    EmptyHand,
}

/// Why an orange play is not legal here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrangeIllegal {
    #[error("{} is not in the hand", .0.notation())]
    NotInHand(Face),
    #[error("under a Chat Noir attack: answer with a Papillon, or take three")]
    UnderAttack,
    #[error("{0}")]
    Place(#[from] crate::orange::PlaceError),
    #[error("{}", crate::orange::IllegalAction::MustAnswerWithPapillon)]
    MustAnswerWithPapillon,
    #[error("there is no Chat Noir attack to answer")]
    NotAttacked,
    #[error("{} can be played: a playable card must be played", .0.notation())]
    MustPlay(Face),
    #[error("covering the plate happens only before the first turn of the round")]
    NotCovering,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrangeRefereeError {
    #[error("{0}")]
    Position(#[from] PositionError),
    #[error("{0}")]
    Parse(#[from] crate::orange::ActionParseError),
    #[error("not legal: {0}")]
    Illegal(#[from] OrangeIllegal),
}

/// What an orange play does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum OrangeEffect {
    /// The Papillon answers a Chat Noir: its player draws 6.
    PapillonAnswer,
    /// The Papillon: you draw 3 and your turn ends.
    PapillonDraw,
    /// The Chat Noir: the next player draws 3.
    ChatNoir,
    /// The Chrysalide reverses the direction.
    Chrysalide,
    /// The Chenille restarts a suite at 1.
    ChenilleRestart {
        suite: u8,
    },
    /// A sign now conditions a suite.
    SignSet {
        suite: u8,
        sign: crate::orange::Sign,
    },
    OnPlate {
        plate: u8,
    },
    SuiteContinues {
        suite: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        declared: Option<u8>,
    },
    /// Taking three cards instead of answering a Chat Noir.
    TakeThree,
    /// Nothing can be played: draw one, and play it (with another) if you can.
    DrawAndTry,
}

impl std::fmt::Display for OrangeEffect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::orange::Sign;
        match self {
            OrangeEffect::PapillonAnswer => f.write_str(
                "answers the Chat Noir: its player draws 6, you draw nothing; your turn ends",
            ),
            OrangeEffect::PapillonDraw => f.write_str("you draw 3 cards; your turn ends"),
            OrangeEffect::ChatNoir => f.write_str("the next player draws 3, then plays"),
            OrangeEffect::Chrysalide => f.write_str("the direction of play reverses"),
            OrangeEffect::ChenilleRestart { suite } => write!(f, "suite {suite} restarts at 1"),
            OrangeEffect::SignSet { suite, sign } => write!(
                f,
                "suite {suite} now takes {}",
                match sign {
                    Sign::Plus => "only the same value or one more",
                    Sign::Moins => "only the same value or one less",
                    Sign::MultiplierDiviser => "only multiples or divisors of its top",
                }
            ),
            OrangeEffect::OnPlate { plate } => write!(f, "on plate card {plate}"),
            OrangeEffect::SuiteContinues {
                suite,
                declared: Some(v),
            } => write!(f, "suite {suite} continues from {v}"),
            OrangeEffect::SuiteContinues {
                suite,
                declared: None,
            } => write!(f, "suite {suite} continues"),
            OrangeEffect::TakeThree => f.write_str("draw the 3 cards, then play normally"),
            OrangeEffect::DrawAndTry => f.write_str(
                "nothing can be played: draw one card, and play it (with another) if you can",
            ),
        }
    }
}

/// One legal orange play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OrangePlay {
    /// The play in notation (`E4@suite1`, `couteau-suisse=7@plate2`, `take-three`).
    pub play: String,
    /// The card played (none for taking three or drawing).
    pub card: Option<Face>,
    /// Where it goes (none for taking three or drawing).
    pub slot: Option<crate::orange::Slot>,
    /// What it does.
    pub effect: OrangeEffect,
}

/// A validated orange position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrangeTable {
    pub layout: crate::orange::Layout,
    pub hand: Vec<Face>,
    pub attacked: bool,
    pub options: RuleOptions,
}

fn top_value(
    card: TableCard,
    place: TablePlace,
    numbers: &crate::options::TrumpNumbers,
) -> Result<u8, PositionError> {
    use crate::orange::Role;
    let face = card.face;
    match (Role::of(face, numbers), card.declared) {
        (Role::Number(v), None) => Ok(v),
        (Role::Chenille, None) => Ok(1),
        (Role::CouteauSuisse, Some(v)) if v <= crate::orange::layout::COUTEAU_MAX => Ok(v),
        (Role::CouteauSuisse, Some(value)) => Err(PositionError::CouteauRange { place, value }),
        (Role::CouteauSuisse, None) => Err(PositionError::CouteauUndeclared { place }),
        (_, Some(_)) => Err(PositionError::DeclaredNotCouteau { place, face }),
        _ => Err(PositionError::NotATop { place, face }),
    }
}

fn parse_table_card(text: &str, place: TablePlace) -> Result<TableCard, PositionError> {
    let (face, _, declared) = crate::orange::action::parse_card(text.trim())
        .map_err(|error| PositionError::Card { place, error })?;
    Ok(TableCard { face, declared })
}

impl OrangePosition {
    /// Checks the position: known cards, no face more than twice, at most four suites.
    pub fn validate(&self) -> Result<OrangeTable, OrangeRefereeError> {
        if self.plate.len() != 2 {
            return Err(PositionError::PlateCount(self.plate.len()).into());
        }
        if self.suites.len() > 4 {
            return Err(PositionError::SuiteCount(self.suites.len()).into());
        }
        let plate = [
            parse_table_card(&self.plate[0], TablePlace::Plate(1))?,
            parse_table_card(&self.plate[1], TablePlace::Plate(2))?,
        ];
        let mut suites = [SuiteCards::default(); 4];
        for (i, suite) in self.suites.iter().enumerate() {
            let number = i as u8 + 1;
            if let Some(top) = &suite.top {
                suites[i].top = Some(parse_table_card(top, TablePlace::Suite(number))?);
            }
            if let Some(sign) = &suite.sign {
                let place = TablePlace::Sign(number);
                suites[i].sign =
                    Some(sign.trim().parse().map_err(|error| PositionError::Card {
                        place,
                        error: crate::orange::ActionParseError::Card {
                            text: sign.clone(),
                            error,
                        },
                    })?);
            }
        }
        let mut hand = Vec::new();
        for text in &self.hand {
            let face: Face = text.trim().parse().map_err(|error| PositionError::Card {
                place: TablePlace::Hand,
                error: crate::orange::ActionParseError::Card {
                    text: text.clone(),
                    error,
                },
            })?;
            hand.push(face);
        }
        Ok(OrangeTable::new(
            plate,
            suites,
            hand,
            self.attacked,
            self.options.clone(),
        )?)
    }
}

impl OrangeTable {
    /// A position from typed cards: each place holds what it can hold, no face more
    /// than twice, a hand to play.
    pub fn new(
        plate: [TableCard; 2],
        suites: [SuiteCards; 4],
        hand: Vec<Face>,
        attacked: bool,
        options: RuleOptions,
    ) -> Result<OrangeTable, PositionError> {
        use crate::orange::{Layout, Role};
        options.validate()?;
        let numbers = options.trump_numbers;
        let mut layout = Layout::default();
        let mut seen: BTreeMap<Face, usize> = BTreeMap::new();
        for (i, card) in plate.iter().enumerate() {
            let place = TablePlace::Plate(i as u8 + 1);
            *seen.entry(card.face).or_default() += 1;
            // a Couteau Suisse with a declared value covers a plate trump (or was dealt
            // and declared); without one it is a trump turned up, not yet covered
            layout.plates[i] = match (Role::of(card.face, &numbers), card.declared) {
                (Role::Number(v), None) => Some(v),
                (Role::CouteauSuisse, Some(_)) => Some(top_value(*card, place, &numbers)?),
                (_, None) => None,
                (_, Some(_)) => {
                    return Err(PositionError::DeclaredNotCouteau {
                        place,
                        face: card.face,
                    });
                }
            };
        }
        for (i, suite) in suites.iter().enumerate() {
            let number = i as u8 + 1;
            if let Some(top) = suite.top {
                layout.suites[i].top = Some(top_value(top, TablePlace::Suite(number), &numbers)?);
                *seen.entry(top.face).or_default() += 1;
            }
            if let Some(face) = suite.sign {
                layout.suites[i].sign = match Role::of(face, &numbers) {
                    Role::Sign(s) => Some(s),
                    _ => {
                        return Err(PositionError::NotASign {
                            place: TablePlace::Sign(number),
                            face,
                        });
                    }
                };
                *seen.entry(face).or_default() += 1;
            }
        }
        for face in &hand {
            *seen.entry(*face).or_default() += 1;
        }
        if let Some((face, count)) = seen.iter().find(|(_, c)| **c > 2) {
            return Err(PositionError::TooMany {
                face: *face,
                count: *count,
            });
        }
        if hand.is_empty() {
            return Err(PositionError::EmptyHand);
        }
        Ok(OrangeTable {
            layout,
            hand,
            attacked,
            options,
        })
    }

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

    fn effect(&self, face: Face, slot: crate::orange::Slot, declared: Option<u8>) -> OrangeEffect {
        use crate::orange::{Power, Role, Slot};
        let numbers = &self.options.trump_numbers;
        match (Role::of(face, numbers), slot) {
            (Role::Power(Power::Papillon), _) if self.attacked => OrangeEffect::PapillonAnswer,
            (Role::Power(Power::Papillon), _) => OrangeEffect::PapillonDraw,
            (Role::Power(Power::ChatNoir), _) => OrangeEffect::ChatNoir,
            (Role::Power(Power::Chrysalide), _) => OrangeEffect::Chrysalide,
            (Role::Chenille, Slot::Suite(s)) => OrangeEffect::ChenilleRestart { suite: s + 1 },
            (Role::Sign(sign), Slot::Sign(s)) => OrangeEffect::SignSet { suite: s + 1, sign },
            (_, Slot::Plate(p)) => OrangeEffect::OnPlate { plate: p + 1 },
            (_, Slot::Suite(s)) => OrangeEffect::SuiteContinues {
                suite: s + 1,
                declared,
            },
            // check_place accepts no other placement
            _ => OrangeEffect::SuiteContinues { suite: 0, declared },
        }
    }

    fn play(&self, face: Face, slot: crate::orange::Slot, declared: Option<u8>) -> OrangePlay {
        let declared_text = declared.map(|v| format!("={v}")).unwrap_or_default();
        OrangePlay {
            play: format!("{}{declared_text}@{slot}", face.notation()),
            card: Some(face),
            slot: Some(slot),
            effect: self.effect(face, slot, declared),
        }
    }

    fn without_card(play: &str, effect: OrangeEffect) -> OrangePlay {
        OrangePlay {
            play: play.into(),
            card: None,
            slot: None,
            effect,
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
                out.push(self.play(face, slot, declared));
            }
        }
        if self.attacked && !self.must_answer_with_papillon() {
            out.push(Self::without_card("take-three", OrangeEffect::TakeThree));
        } else if out.is_empty() {
            out.push(Self::without_card("draw", OrangeEffect::DrawAndTry));
        }
        out
    }

    /// Whether `text` is a legal play here, and if not why.
    pub fn check(&self, text: &str) -> Result<OrangePlay, OrangeRefereeError> {
        let action = crate::orange::ActionText::parse(text)?.resolve(|_| crate::card::Back::Orange);
        Ok(self.check_action(&action)?)
    }

    /// Whether `action` is a legal play here, and if not why.
    pub fn check_action(
        &self,
        action: &crate::orange::OrangeAction,
    ) -> Result<OrangePlay, OrangeIllegal> {
        use crate::orange::{OrangeAction, Power, Role, check_place, layout::can_place};
        let numbers = &self.options.trump_numbers;
        let playable = self
            .hand
            .iter()
            .find(|f| can_place(&self.layout, **f, numbers));
        match *action {
            OrangeAction::Place {
                card,
                slot,
                declared,
            } => {
                if !self.hand.contains(&card.face) {
                    return Err(OrangeIllegal::NotInHand(card.face));
                }
                if self.attacked && Role::of(card.face, numbers) != Role::Power(Power::Papillon) {
                    return Err(OrangeIllegal::UnderAttack);
                }
                check_place(&self.layout, card.face, slot, declared, numbers)?;
                Ok(self.play(card.face, slot, declared))
            }
            OrangeAction::TakeThree if self.must_answer_with_papillon() => {
                Err(OrangeIllegal::MustAnswerWithPapillon)
            }
            OrangeAction::TakeThree if self.attacked => {
                Ok(Self::without_card("take-three", OrangeEffect::TakeThree))
            }
            OrangeAction::TakeThree => Err(OrangeIllegal::NotAttacked),
            OrangeAction::Draw if self.attacked => Err(OrangeIllegal::UnderAttack),
            OrangeAction::Draw => match playable {
                Some(face) => Err(OrangeIllegal::MustPlay(*face)),
                // described as the list describes it (a fuzz target found them apart)
                None => Ok(Self::without_card("draw", OrangeEffect::DrawAndTry)),
            },
            OrangeAction::Cover { .. } | OrangeAction::Keep => Err(OrangeIllegal::NotCovering),
        }
    }
}
