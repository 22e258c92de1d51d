//! The one-ply scores of Papillon (the `medium` level): every legal action is scored by its immediate
//! effect plus simple heuristics, from the player's view only. Scores are returned for
//! every action so that `easy` can pick a plausible runner-up and a hint can quote
//! the points.

use crate::blue::capture::{Value, value};
use crate::blue::{BlueAction, BlueView, Direction};
use crate::card::{Face, FaceSet, Trump};
use crate::options::RuleOptions;
use crate::orange::layout::can_place;
use crate::orange::{Layout, OrangeAction, OrangeView, Phase, Power, Role, Sign, Slot};
use crate::scoring::{BLUE_CARD_POINTS, CHAT_NOIR_POINTS, orange_hand_value, pile_points};
use crate::sheet::ChatNoirCapture;

/// What a card costs at the end if it stays in hand (the Couteau Suisse at the mean of
/// two dice, the Papillon at the mean of three drawn cards, roughly 6 each).
pub(crate) fn orange_cost(face: Face, options: &RuleOptions) -> i32 {
    match face {
        Face::Trump(Trump::CouteauSuisse) => 7,
        Face::Trump(Trump::Papillon) => 18,
        _ => orange_hand_value(face, options),
    }
}

/// The next seat in a direction.
pub(crate) fn next_seat(seat: usize, players: usize, direction: Direction) -> usize {
    match direction {
        Direction::Clockwise => (seat + 1) % players,
        Direction::Counterclockwise => (seat + players - 1) % players,
    }
}

/// Whether a Papillon played now answers a Chat Noir (the one move where it is good).
pub(crate) fn papillon_answers(phase: Phase) -> bool {
    matches!(phase, Phase::Attacked { .. })
        || matches!(
            phase,
            Phase::Turn {
                played: 0,
                counter: Some(_),
                ..
            }
        )
}

/// One ply in the orange round: shed the most expensive card, keep the Papillon for a
/// Chat Noir answer, attack opponents (not partners) with the Chat Noir, and prefer
/// placements that keep the player's own remaining cards playable and leave a sign
/// where it blocks. Scores are in quarter points of orange hand value.
pub fn orange_scores(view: &OrangeView, legal: &[OrangeAction]) -> Vec<f64> {
    let options = RuleOptions {
        trump_numbers: *view.numbers(),
        ..RuleOptions::default()
    };
    let numbers = view.numbers();
    let next = next_seat(view.seat, view.players(), view.direction);
    let next_is_partner = view.partners.get(next).copied().unwrap_or(false);
    legal
        .iter()
        .map(|action| {
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
                            score += if papillon_answers(view.phase) {
                                200
                            } else {
                                -150
                            };
                        }
                        Role::Power(Power::ChatNoir) => {
                            score += if next_is_partner { -40 } else { 60 }
                        }
                        Role::Sign(_) => {
                            // block the others: the fewer values the suite still takes
                            // after the sign, the better
                            if let Slot::Sign(s) = slot {
                                let open = |l: &Layout| {
                                    l.reference(s).map_or(0, |r| {
                                        (0..=13u8)
                                            .filter(|&v| {
                                                Sign::allows(l.suites[s as usize].sign, r, v)
                                            })
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
            f64::from(score)
        })
        .collect()
}

/// Weight of the points left on the plate for the next players.
pub(crate) const EXPOSURE: f64 = 0.6;
/// Small bonus per card taken, for the most-cards race.
pub(crate) const PER_CARD: f64 = 0.5;

/// One ply in the blue round: the change of the side's pile points, minus what the move
/// leaves exposed on the plate, plus a little for every card taken (in points).
pub fn blue_scores(view: &BlueView, options: &RuleOptions, legal: &[BlueAction]) -> Vec<f64> {
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
    legal
        .iter()
        .map(|action| {
            let (gained, plate_after, chat_noir) = outcome(view.plate, action);
            let chat_noir = chat_noir.or(side_chat_noir);
            let after = pile_points(side_pile.union(gained), chat_noir, options);
            f64::from(after - before) + PER_CARD * gained.len() as f64
                - EXPOSURE * exposure(plate_after, options)
        })
        .collect()
}

/// What an action puts in the player's pile, the plate after it, and how the Chat Noir
/// is taken if it is.
pub(crate) fn outcome(
    plate: FaceSet,
    action: &BlueAction,
) -> (FaceSet, FaceSet, Option<ChatNoirCapture>) {
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
pub(crate) fn exposure(plate: FaceSet, options: &RuleOptions) -> f64 {
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
