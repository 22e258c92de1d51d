//! What one player may know of the orange round: their own hand, the table, the backs
//! of everyone's cards, the sizes of the pile and the stock, and the public history.

use rand::Rng;
use rand::seq::SliceRandom;

use super::action::OrangeAction;
use super::layout::Layout;
use super::state::{Hand, OrangeEvent, OrangeState, Phase};
use crate::blue::Direction;
use crate::card::{Back, Card, Face, FaceSet};
use crate::options::TrumpNumbers;

/// One player's view. The hidden cards stay private to this module.
#[derive(Debug, Clone)]
pub struct OrangeView<'a> {
    pub seat: usize,
    pub hand: Hand,
    pub layout: Layout,
    pub table: Hand,
    pub plate_cards: [Card; 2],
    /// Plate cards that are trumps turned up at the deal and not yet covered.
    pub plate_trumps: [bool; 2],
    /// Per seat: (orange-backed, blue-backed) cards held.
    pub hand_backs: Vec<(usize, usize)>,
    /// Cards on the draw pile, and how many of them have orange backs (on top).
    pub pile_len: usize,
    pub pile_orange: usize,
    pub stock_len: usize,
    pub current: usize,
    pub direction: Direction,
    pub phase: Phase,
    pub chat_noir_pending: bool,
    pub tour_winners: Vec<usize>,
    pub last_tour: bool,
    pub carnage: bool,
    pub history: &'a [OrangeEvent],
    /// Per seat: whether that seat is this player's partner (filled by the round; all
    /// false on a bare state).
    pub partners: Vec<bool>,
    state: &'a OrangeState,
}

impl OrangeState {
    pub fn view<'a>(&'a self, seat: usize, history: &'a [OrangeEvent]) -> OrangeView<'a> {
        OrangeView {
            seat,
            hand: self.hand(seat),
            layout: *self.layout(),
            table: self.table(),
            plate_cards: self.plate_cards(),
            plate_trumps: self.plate_trumps(),
            hand_backs: self
                .hands()
                .iter()
                .map(|h| (h.orange.len(), h.blue.len()))
                .collect(),
            pile_len: self.pile().len(),
            pile_orange: self
                .pile()
                .iter()
                .filter(|c| c.back == Back::Orange)
                .count(),
            stock_len: self.stock().len(),
            current: self.current(),
            direction: self.direction(),
            phase: self.phase(),
            chat_noir_pending: self.chat_noir_pending(),
            tour_winners: self.tour_winners().to_vec(),
            last_tour: self.is_last_tour(),
            carnage: self.is_carnage(),
            history,
            partners: vec![false; self.players()],
            state: self,
        }
    }
}

impl OrangeView<'_> {
    pub fn players(&self) -> usize {
        self.hand_backs.len()
    }
    pub fn is_my_turn(&self) -> bool {
        self.current == self.seat && !matches!(self.phase, Phase::Over { .. })
    }
    pub fn numbers(&self) -> &TrumpNumbers {
        self.state.numbers()
    }
    /// The legal actions when it is this player's turn (they depend only on what the
    /// player sees: their hand, the table, the phase).
    pub fn legal_actions(&self) -> Vec<OrangeAction> {
        if self.is_my_turn() {
            self.state.legal_actions()
        } else {
            Vec::new()
        }
    }

    /// Cards this player cannot see: (orange faces, blue faces).
    pub fn unseen(&self) -> (FaceSet, FaceSet) {
        (
            FaceSet::full()
                .difference(self.hand.orange)
                .difference(self.table.orange),
            FaceSet::full()
                .difference(self.hand.blue)
                .difference(self.table.blue),
        )
    }

    /// A complete state consistent with this view: the unseen cards dealt at random
    /// into the other hands, the stock and the pile, respecting every card's back.
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> OrangeState {
        self.determinize_avoiding(rng, &[])
    }

    /// Like [`determinize`](Self::determinize), with the orange-backed cards of seat
    /// `s` dealt among the faces not in `forbidden[s]` (what the seat's draws say it
    /// cannot hold) as far as the faces left when its turn to be dealt comes allow: the
    /// seat with the fewest allowed faces is dealt first, so two barred seats may still
    /// get a barred face where a cleverer deal would not; the rest as before.
    pub fn determinize_avoiding<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        forbidden: &[FaceSet],
    ) -> OrangeState {
        let (orange, blue) = self.unseen();
        let mut orange: Vec<Face> = orange.iter().collect();
        let mut blue: Vec<Face> = blue.iter().collect();
        orange.shuffle(rng);
        blue.shuffle(rng);
        let mut state = self.state.clone();
        let mut hands = vec![Hand::default(); self.hand_backs.len()];
        // the seats whose draws bar faces first, the fewest faces left to them first;
        // with nothing barred, the seats in order (as `determinize` always dealt)
        let allowed = |seat: usize, orange: &[Face]| match forbidden.get(seat) {
            Some(avoid) if !avoid.is_empty() => {
                orange.iter().filter(|f| !avoid.contains(**f)).count()
            }
            _ => usize::MAX,
        };
        let mut order: Vec<usize> = (0..hands.len()).collect();
        order.sort_by_key(|&seat| allowed(seat, &orange));
        for seat in order {
            let (o, b) = self.hand_backs[seat];
            let Some(hand) = hands.get_mut(seat) else {
                continue;
            };
            if seat == self.seat {
                *hand = self.hand;
                continue;
            }
            let avoid = forbidden.get(seat).copied().unwrap_or(FaceSet::EMPTY);
            if !avoid.is_empty() {
                // the allowed faces last, each set in its shuffled order
                let (ok, barred): (Vec<Face>, Vec<Face>) =
                    orange.iter().partition(|f| !avoid.contains(**f));
                orange = barred.into_iter().chain(ok).collect();
            }
            for face in orange.drain(orange.len() - o..) {
                hand.orange.insert(face);
            }
            if !avoid.is_empty() {
                // what is left goes on uniformly, not allowed faces first
                orange.shuffle(rng);
            }
            for face in blue.drain(blue.len() - b..) {
                hand.blue.insert(face);
            }
        }
        let stock: Vec<Face> = orange.drain(orange.len() - self.stock_len..).collect();
        let pile: Vec<Card> = self
            .state
            .pile()
            .iter()
            .map(|c| match c.back {
                Back::Orange => Card::new(Back::Orange, orange.pop().unwrap_or(c.face)),
                Back::Blue => Card::new(Back::Blue, blue.pop().unwrap_or(c.face)),
            })
            .collect();
        state.set_hidden(hands, stock, pile);
        state
    }
}
