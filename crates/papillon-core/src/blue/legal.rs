//! The legal actions of a hand on a plate, without a turn structure: listed
//! ([`legal_actions_for`]), checked one at a time ([`check_action`]), or as a space
//! ([`LegalSpace`]). The round's state and the referee both ask here.
//!
//! [`legal_actions_for`] collects the actions in a `Vec`, which is right for the
//! positions of a real game (a handful of actions). A large plate can offer millions of
//! captures (thirty small cards and the Couteau Suisse); an AI, a random playout or the
//! referee facing one uses [`LegalSpace`]: the same actions in the same order, never
//! held in memory.

use std::ops::ControlFlow;

use rand::{Rng, RngExt};

use super::action::BlueAction;
use super::capture::{Capture, captures_into, check_capture};
use super::capture_space::CaptureSpace;
use super::error::IllegalAction;
use crate::card::{Face, FaceSet, Trump};
use crate::options::{Discard, TrumpNumbers};

/// The legal actions for a hand on a plate, in a fixed order (captures sorted, then the
/// Papillon, the Chrysalide, and the cards that may be placed). `captures` is scratch
/// space.
///
/// On a plate that holds cards the Papillon and the Chrysalide are played only with
/// their power (never placed); on an empty plate the Papillon can only be placed and the
/// Chrysalide either goes to the pile or is placed.
pub fn legal_actions_for(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    discard: Discard,
    captures: &mut Vec<Capture>,
    out: &mut Vec<BlueAction>,
) {
    out.clear();
    captures_into(plate, hand, numbers, captures);
    out.extend(captures.iter().copied().map(BlueAction::Capture));
    let mut capturing = FaceSet::EMPTY;
    if discard != Discard::Always {
        for c in captures.iter() {
            capturing.insert(c.card);
            if let Some(sign) = c.sign {
                capturing.insert(Face::Trump(sign));
            }
        }
    }
    out.extend(other_actions(plate, hand, discard, capturing));
}

/// The legal actions that are not captures, in order: the Papillon, the Chrysalide, and
/// the cards that may be placed. `capturing`: the hand cards that can capture (as
/// result or sign); only the house rule on discards needs it.
pub(crate) fn other_actions(
    plate: FaceSet,
    hand: FaceSet,
    discard: Discard,
    capturing: FaceSet,
) -> impl Iterator<Item = BlueAction> {
    let papillon = (hand.contains(Face::Trump(Trump::Papillon)) && !plate.is_empty())
        .then_some(BlueAction::Papillon);
    let chrysalide = hand
        .contains(Face::Trump(Trump::Chrysalide))
        .then_some(BlueAction::Chrysalide);
    let blocked = placing_blocked(plate, discard, capturing);
    papillon
        .into_iter()
        .chain(chrysalide)
        .chain(hand.difference(blocked).iter().map(BlueAction::Place))
}

/// The power cards (Papillon, Chrysalide): on a plate that holds cards they are played
/// with their power only.
fn power_cards() -> FaceSet {
    FaceSet::single(Face::Trump(Trump::Papillon))
        .union(FaceSet::single(Face::Trump(Trump::Chrysalide)))
}

/// The hand cards that may not be placed on the plate: the Papillon and the Chrysalide
/// whenever the plate holds cards, and under the house rule those that can capture (as
/// result or sign). On an empty plate any card may be placed.
fn placing_blocked(plate: FaceSet, discard: Discard, capturing: FaceSet) -> FaceSet {
    if plate.is_empty() {
        return FaceSet::EMPTY;
    }
    if discard == Discard::Always {
        return power_cards();
    }
    power_cards().union(capturing)
}

/// Checks one action for a hand on a plate, without a turn structure.
pub fn check_action(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    discard: Discard,
    action: &BlueAction,
) -> Result<(), IllegalAction> {
    match action {
        BlueAction::Capture(capture) => Ok(check_capture(plate, hand, numbers, capture)?),
        BlueAction::Papillon => {
            let card = Face::Trump(Trump::Papillon);
            if !hand.contains(card) {
                Err(IllegalAction::NotInHand { card })
            } else if plate.is_empty() {
                Err(IllegalAction::PapillonOnEmptyPlate)
            } else {
                Ok(())
            }
        }
        BlueAction::Chrysalide => {
            let card = Face::Trump(Trump::Chrysalide);
            if hand.contains(card) {
                Ok(())
            } else {
                Err(IllegalAction::NotInHand { card })
            }
        }
        BlueAction::Place(card) => {
            if !hand.contains(*card) {
                return Err(IllegalAction::NotInHand { card: *card });
            }
            if plate.is_empty() {
                return Ok(());
            }
            match card {
                Face::Trump(Trump::Papillon) => return Err(IllegalAction::PapillonPlacedOnCards),
                Face::Trump(Trump::Chrysalide) => {
                    return Err(IllegalAction::ChrysalidePlacedOnCards);
                }
                _ => {}
            }
            if discard == Discard::Always {
                return Ok(());
            }
            match CaptureSpace::new(plate, hand, numbers).first_using(*card) {
                Some(example) => Err(IllegalAction::DiscardForbidden {
                    card: *card,
                    example,
                }),
                None => Ok(()),
            }
        }
    }
}
/// Every legal action of a hand on a plate, in the order of `legal_actions_for`:
/// the captures, then the Papillon, the Chrysalide and the cards that may be placed.
#[derive(Debug, Clone)]
pub struct LegalSpace {
    captures: CaptureSpace,
    capture_count: u64,
    /// The actions that are not captures (at most a hand's worth plus two).
    others: Vec<BlueAction>,
}

impl LegalSpace {
    pub fn new(
        plate: FaceSet,
        hand: FaceSet,
        numbers: &TrumpNumbers,
        discard: Discard,
    ) -> LegalSpace {
        let captures = CaptureSpace::new(plate, hand, numbers);
        let capture_count = captures.total();
        let capturing = if discard == Discard::Always {
            FaceSet::EMPTY
        } else {
            captures.capturing_cards()
        };
        let others = other_actions(plate, hand, discard, capturing).collect();
        LegalSpace {
            captures,
            capture_count,
            others,
        }
    }

    /// The number of legal actions (polynomial time, even when there are millions).
    pub fn count(&self) -> u64 {
        self.capture_count + self.others.len() as u64
    }

    /// The number of legal captures.
    pub fn capture_count(&self) -> u64 {
        self.capture_count
    }

    /// The captures, for grouped counts and streams.
    pub fn captures(&self) -> &CaptureSpace {
        &self.captures
    }

    /// The action at `index` of the order (as `legal_actions_for` would list it),
    /// found without walking the ones before it.
    pub fn nth(&self, index: u64) -> Option<BlueAction> {
        if index < self.capture_count {
            return self.captures.nth(index).map(BlueAction::Capture);
        }
        let rest = usize::try_from(index - self.capture_count).ok()?;
        self.others.get(rest).copied()
    }

    /// A legal action drawn uniformly at random (none when there is none).
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<BlueAction> {
        match self.count() {
            0 => None,
            count => self.nth(rng.random_range(0..count)),
        }
    }

    /// Streams every legal action in order; `f` may stop early.
    pub fn for_each<B>(&self, mut f: impl FnMut(BlueAction) -> ControlFlow<B>) -> ControlFlow<B> {
        self.captures
            .for_each(|capture| f(BlueAction::Capture(capture)))?;
        for action in &self.others {
            f(*action)?;
        }
        ControlFlow::Continue(())
    }
}
