//! AI players. Each sees only its own player's view and draws any randomness from the
//! generator the caller gives it, so a game between AIs is reproducible from a seed.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::blue::capture::{Value, value};
use crate::blue::{BlueAction, BlueView};
use crate::card::{Face, FaceSet, Trump};
use crate::options::RuleOptions;
use crate::orange::layout::can_place;
use crate::orange::{OrangeAction, OrangeView, Phase, Power, Role, Sign, Slot};
use crate::scoring::orange_hand_value;
use crate::scoring::{BLUE_CARD_POINTS, CHAT_NOIR_POINTS, pile_points};
use crate::sheet::ChatNoirCapture;

/// The AI players available.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiKind {
    /// Uniform over the legal actions.
    Random,
    /// One ply: immediate points plus simple heuristics.
    Greedy,
}

impl AiKind {
    pub const ALL: [AiKind; 2] = [AiKind::Random, AiKind::Greedy];

    pub fn name(self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Greedy => "greedy",
        }
    }

    /// The AI's move in the blue round, or `None` when it is not this player's turn.
    pub fn choose_blue<R: Rng + ?Sized>(
        self,
        view: &BlueView,
        options: &RuleOptions,
        rng: &mut R,
    ) -> Option<BlueAction> {
        let legal = view.legal_actions();
        if legal.is_empty() {
            return None;
        }
        match self {
            AiKind::Random => Some(legal[rng.random_range(0..legal.len())]),
            AiKind::Greedy => Some(greedy_blue(view, options, &legal, rng)),
        }
    }
}

impl AiKind {
    /// The AI's move in the orange round, or `None` when it is not this player's turn.
    pub fn choose_orange<R: Rng + ?Sized>(
        self,
        view: &OrangeView,
        rng: &mut R,
    ) -> Option<OrangeAction> {
        let legal = view.legal_actions();
        if legal.is_empty() {
            return None;
        }
        match self {
            AiKind::Random => Some(legal[rng.random_range(0..legal.len())]),
            AiKind::Greedy => Some(greedy_orange(view, &legal, rng)),
        }
    }
}

/// What a card costs at the end if it stays in hand (the Couteau Suisse at the mean of
/// two dice, the Papillon at the mean of three drawn cards, roughly 6 each).
fn orange_cost(face: Face, options: &RuleOptions) -> i32 {
    match face {
        Face::Trump(Trump::CouteauSuisse) => 7,
        Face::Trump(Trump::Papillon) => 18,
        _ => orange_hand_value(face, options),
    }
}

/// One ply: shed the most expensive card, keep the Papillon for a Chat Noir answer,
/// attack opponents (not partners) with the Chat Noir, and prefer placements that keep
/// the player's own remaining cards playable and leave a sign where it blocks.
fn greedy_orange<R: Rng + ?Sized>(
    view: &OrangeView,
    legal: &[OrangeAction],
    rng: &mut R,
) -> OrangeAction {
    let options = RuleOptions {
        trump_numbers: *view.numbers(),
        ..RuleOptions::default()
    };
    let numbers = view.numbers();
    let next = match view.direction {
        crate::blue::Direction::Clockwise => (view.seat + 1) % view.players(),
        crate::blue::Direction::Counterclockwise => {
            (view.seat + view.players() - 1) % view.players()
        }
    };
    let next_is_partner = view.partners.get(next).copied().unwrap_or(false);
    let mut best = (i32::MIN, legal[0]);
    for action in legal {
        let score = match *action {
            OrangeAction::Place {
                card,
                slot,
                declared,
            } => {
                let role = Role::of(card.face, numbers);
                let mut layout = view.layout;
                layout.place(role, slot, declared);
                let mut hand = view.hand;
                hand.remove(card);
                let playable_after = hand
                    .cards()
                    .filter(|c| can_place(&layout, c.face, numbers))
                    .count() as i32;
                let mut score = orange_cost(card.face, &options) * 4 + playable_after * 3;
                match role {
                    Role::Power(Power::Papillon) => {
                        // an answer to a Chat Noir is excellent; otherwise it draws 3
                        if matches!(view.phase, Phase::Attacked { .. })
                            || matches!(
                                view.phase,
                                Phase::Turn {
                                    played: 0,
                                    counter: Some(_),
                                    ..
                                }
                            )
                        {
                            score += 200;
                        } else {
                            score -= 150;
                        }
                    }
                    Role::Power(Power::ChatNoir) => score += if next_is_partner { -40 } else { 60 },
                    Role::Sign(_) => {
                        // block the others: the fewer values the suite still takes
                        // after the sign, the better (own playability is counted above)
                        if let Slot::Sign(s) = slot {
                            let open = |l: &crate::orange::Layout| {
                                l.reference(s).map_or(0, |r| {
                                    (0..=13u8)
                                        .filter(|&v| Sign::allows(l.suites[s as usize].sign, r, v))
                                        .count() as i32
                                })
                            };
                            score += 2 * (open(&view.layout) - open(&layout));
                        }
                    }
                    _ => {}
                }
                score
            }
            OrangeAction::Cover { card, .. } => orange_cost(card.face, &options) * 4 + 50,
            OrangeAction::Keep => 0,
            OrangeAction::TakeThree => -100,
            OrangeAction::Draw => -200,
        };
        // a little noise breaks ties between equal moves
        let score = score * 8 + rng.random_range(0..8);
        if score > best.0 {
            best = (score, *action);
        }
    }
    best.1
}

impl fmt::Display for AiKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI \"{0}\": choose random or greedy")]
pub struct UnknownAi(pub String);

impl FromStr for AiKind {
    type Err = UnknownAi;

    fn from_str(s: &str) -> Result<AiKind, UnknownAi> {
        AiKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownAi(s.to_string()))
    }
}

/// Weight of the points left on the plate for the next players.
const EXPOSURE: f64 = 0.6;
/// Small bonus per card taken, for the most-cards race.
const PER_CARD: f64 = 0.5;

/// One-ply greedy choice: the action with the best immediate change of the side's pile
/// points, minus what it leaves exposed on the plate, plus a little for every card
/// taken. Ties are broken at random.
fn greedy_blue<R: Rng + ?Sized>(
    view: &BlueView,
    options: &RuleOptions,
    legal: &[BlueAction],
    rng: &mut R,
) -> BlueAction {
    let my_side = view.sides[view.seat];
    let side_pile = view
        .piles
        .iter()
        .zip(&view.sides)
        .filter(|(_, s)| **s == my_side)
        .fold(FaceSet::EMPTY, |acc, (pile, _)| acc.union(*pile));
    let side_chat_noir = view
        .chat_noir
        .filter(|(p, _)| view.sides[*p] == my_side)
        .map(|(_, c)| c);
    let before = pile_points(side_pile, side_chat_noir, options);

    let mut best = f64::NEG_INFINITY;
    let mut best_actions: Vec<BlueAction> = Vec::new();
    for action in legal {
        let (gained, plate_after, chat_noir) = outcome(view.plate, action);
        let chat_noir = chat_noir.or(side_chat_noir);
        let after = pile_points(side_pile.union(gained), chat_noir, options);
        let score = f64::from(after - before) + PER_CARD * gained.len() as f64
            - EXPOSURE * exposure(plate_after, options);
        if score > best + 1e-9 {
            best = score;
            best_actions.clear();
            best_actions.push(*action);
        } else if (score - best).abs() <= 1e-9 {
            best_actions.push(*action);
        }
    }
    best_actions[rng.random_range(0..best_actions.len())]
}

/// What an action puts in the player's pile, the plate after it, and how the Chat Noir
/// is taken if it is.
fn outcome(plate: FaceSet, action: &BlueAction) -> (FaceSet, FaceSet, Option<ChatNoirCapture>) {
    let chat_noir = Face::Trump(Trump::ChatNoir);
    match *action {
        BlueAction::Capture(c) => {
            let gained = action.played().union(c.taken);
            let cn = gained
                .contains(chat_noir)
                .then_some(ChatNoirCapture::Voluntary);
            (gained, plate.difference(c.taken), cn)
        }
        BlueAction::Papillon => {
            let gained = action.played().union(plate);
            let cn = gained
                .contains(chat_noir)
                .then_some(ChatNoirCapture::Involuntary);
            (gained, FaceSet::EMPTY, cn)
        }
        BlueAction::Chrysalide => (action.played(), plate, None),
        BlueAction::Place(face) => {
            let mut after = plate;
            after.insert(face);
            (FaceSet::EMPTY, after, None)
        }
    }
}

/// Points an opponent could pick up from the plate: scoring cards that can be taken by
/// a capture count fully (the Chat Noir as a voluntary +30), those only a Papillon
/// sweep can take count a third.
fn exposure(plate: FaceSet, options: &RuleOptions) -> f64 {
    plate
        .iter()
        .map(|face| {
            let points = match face {
                Face::Trump(Trump::ChatNoir) => CHAT_NOIR_POINTS,
                Face::Trump(Trump::Yin | Trump::Yang) => BLUE_CARD_POINTS,
                other => pile_points(FaceSet::single(other), None, options),
            };
            let takeable = face.trump().is_some_and(Trump::is_sign)
                || value(face, &options.trump_numbers) != Value::None;
            f64::from(points) * if takeable { 1.0 } else { 1.0 / 3.0 }
        })
        .sum()
}
