//! The legal actions of a blue position as a space: counted, indexed, sampled and
//! streamed without being listed.
//!
//! [`legal_actions_for`](super::state::legal_actions_for) collects the actions in a
//! `Vec`, which is right for the positions of a real game (a handful of actions). A
//! large plate can offer millions of captures (thirty small cards and the Couteau
//! Suisse); an AI, a random playout or the referee facing one uses [`LegalSpace`]:
//! the same actions in the same order, never held in memory.

use std::ops::ControlFlow;

use rand::{Rng, RngExt};

use super::action::BlueAction;
use super::capture_space::CaptureSpace;
use super::state::other_actions;
use crate::card::FaceSet;
use crate::options::{Discard, TrumpNumbers};

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
