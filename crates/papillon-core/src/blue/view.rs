//! What one player may know of a blue round, and determinization.
//!
//! A [`BlueView`] holds the player's own hand, the plate, every pile (each captured
//! card was shown when it was taken, so piles are public knowledge), the size of every
//! hand, the turn, and the public history. It holds nothing else: the other hands and
//! the cards still to be dealt are not in it, in any form.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::Serialize;

use super::action::BlueAction;
use super::state::{BlueEvent, BlueState, Direction, MAX_FUTURE_DEALS, legal_actions_for};
use crate::card::{Face, FaceSet};
use crate::sheet::ChatNoirCapture;
use crate::teams::MAX_PLAYERS;

#[derive(Debug, Clone, Serialize)]
pub struct BlueView<'a> {
    pub seat: usize,
    pub hand: FaceSet,
    pub plate: FaceSet,
    pub piles: Vec<FaceSet>,
    pub hand_sizes: Vec<usize>,
    pub sides: Vec<usize>,
    pub current: usize,
    pub direction: Direction,
    pub dealer: usize,
    pub deals_done: u8,
    pub deals_left: u8,
    pub last_capturer: Option<usize>,
    pub chat_noir: Option<(usize, ChatNoirCapture)>,
    pub over: bool,
    pub history: &'a [BlueEvent],
    /// The state with every hidden card removed (other hands and future deals empty):
    /// the public frame that determinization fills in.
    #[serde(skip)]
    public: BlueState,
}

impl BlueState {
    /// What `seat` may know, with the public history given by the caller.
    pub fn view<'a>(&self, seat: usize, history: &'a [BlueEvent]) -> BlueView<'a> {
        let n = self.players();
        let mut hands = [FaceSet::EMPTY; MAX_PLAYERS];
        hands[seat] = self.hand(seat);
        let public = BlueState::from_parts(
            self,
            hands,
            [[FaceSet::EMPTY; MAX_PLAYERS]; MAX_FUTURE_DEALS],
        );
        BlueView {
            seat,
            hand: self.hand(seat),
            plate: self.plate(),
            piles: (0..n).map(|p| self.pile(p)).collect(),
            hand_sizes: (0..n).map(|p| self.hand(p).len()).collect(),
            sides: (0..n).map(|p| self.side_of(p)).collect(),
            current: self.current(),
            direction: self.direction(),
            dealer: self.dealer(),
            deals_done: self.deals_done(),
            deals_left: self.deals_left(),
            last_capturer: self.last_capturer(),
            chat_noir: self.chat_noir(),
            over: self.is_over(),
            history,
            public,
        }
    }
}

impl BlueState {
    /// The same state with the deals to come dealt again at random from their own
    /// cards, every hand as it is: what a player who saw every hand, but not the
    /// stock, could know (the arena's `peek` player).
    pub fn redeal_future<R: Rng + ?Sized>(&self, rng: &mut R) -> BlueState {
        let n = self.players();
        let left = usize::from(self.deals_left()).min(MAX_FUTURE_DEALS);
        let mut cards: Vec<Face> = (0..left)
            .flat_map(|k| (0..n).flat_map(move |p| self.future_hand(k, p).iter()))
            .collect();
        cards.shuffle(rng);
        let mut cards = cards.into_iter();
        let mut hands = [FaceSet::EMPTY; MAX_PLAYERS];
        for (p, hand) in hands.iter_mut().enumerate().take(n) {
            *hand = self.hand(p);
        }
        let mut future = [[FaceSet::EMPTY; MAX_PLAYERS]; MAX_FUTURE_DEALS];
        for (k, deal) in future.iter_mut().enumerate().take(left) {
            for (p, hand) in deal.iter_mut().enumerate().take(n) {
                *hand = cards.by_ref().take(self.future_hand(k, p).len()).collect();
            }
        }
        BlueState::from_parts(self, hands, future)
    }
}

impl BlueView<'_> {
    pub fn players(&self) -> usize {
        self.hand_sizes.len()
    }

    pub fn is_my_turn(&self) -> bool {
        !self.over && self.current == self.seat
    }

    /// The options that matter for play (printed numbers, discard rule).
    pub fn numbers(&self) -> &crate::options::TrumpNumbers {
        self.public.numbers()
    }

    pub fn discard(&self) -> crate::options::Discard {
        self.public.discard()
    }

    /// My legal actions (empty when it is not my turn).
    pub fn legal_actions(&self) -> Vec<BlueAction> {
        let mut out = Vec::new();
        if self.is_my_turn() {
            legal_actions_for(
                self.plate,
                self.hand,
                self.numbers(),
                self.discard(),
                &mut Vec::new(),
                &mut out,
            );
        }
        out
    }

    /// My legal actions as a space that is counted, sampled and streamed without being
    /// listed (empty when it is not my turn): for an AI facing a plate with millions of
    /// captures.
    pub fn legal_space(&self) -> super::legal::LegalSpace {
        let (plate, hand) = if self.is_my_turn() {
            (self.plate, self.hand)
        } else {
            (FaceSet::EMPTY, FaceSet::EMPTY)
        };
        super::legal::LegalSpace::new(plate, hand, self.numbers(), self.discard())
    }

    /// The cards this player has not seen: other hands and deals to come.
    pub fn unseen(&self) -> FaceSet {
        let mut seen = self.hand.union(self.plate).union(self.public.unclaimed());
        for pile in &self.piles {
            seen = seen.union(*pile);
        }
        FaceSet::full().difference(seen)
    }

    /// A full state consistent with everything this player has seen: the unseen cards
    /// dealt at random into the other hands (at their current sizes) and the deals to
    /// come.
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> BlueState {
        let mut unseen: Vec<Face> = self.unseen().iter().collect();
        unseen.shuffle(rng);
        let mut cards = unseen.into_iter();
        let n = self.players();
        let mut hands = [FaceSet::EMPTY; MAX_PLAYERS];
        for (p, hand) in hands.iter_mut().enumerate().take(n) {
            *hand = if p == self.seat {
                self.hand
            } else {
                cards.by_ref().take(self.hand_sizes[p]).collect()
            };
        }
        let mut future = [[FaceSet::EMPTY; MAX_PLAYERS]; MAX_FUTURE_DEALS];
        let hand_size = usize::from(self.public.plan().hand_size);
        for deal in future.iter_mut().take(usize::from(self.deals_left)) {
            for hand in deal.iter_mut().take(n) {
                *hand = cards.by_ref().take(hand_size).collect();
            }
        }
        BlueState::from_parts(&self.public, hands, future)
    }
}
