//! What one seat sees: [`View`] for a screen (its own hand, the trick, the face-up
//! collections, the counts, the face-down piles as counts), and [`FarfaliaInfo`], the
//! information state the computer players search from.
//!
//! Hidden from a seat: the other hands, the dealer's two discarded cards (unless it is
//! the dealer), the proposition until it is turned, the other players' BURNIN' jokers
//! until played, and the seed of the deals to come. Everything else was seen: every
//! card of a trick is played face up, so the face-down piles (shown as counts) hold
//! cards everyone saw. A determinization deals the hidden cards at random, each hand
//! keeping its size and no hand receiving a colour its seat showed it lacks.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use game_kit::seeded_rng;

use crate::card::{Card, Subject, Trump};
use crate::mode::Mode;
use crate::play::action::Action;
use crate::play::cards::{CardSet, joker_deck, subject_deck};
use crate::play::determinize::{Slot, deal_hidden};
use crate::play::error::Phase;
use crate::play::record::DealRecord;
use crate::play::state::{FarfaliaGame, TrickRecord};
use crate::play::trick::Play;

/// One seat's view of the table, for a screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaView"))]
pub struct View {
    pub seat: usize,
    pub names: Vec<String>,
    pub mode: Mode,
    /// The deal, from 1, and the deals of the game (none when playing to a target).
    pub deal: usize,
    pub deals: Option<u16>,
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub target: Option<i64>,
    /// This deal counts double.
    pub doubled: bool,
    pub dealer: usize,
    /// The sides of this deal: at five the dealer's (the dealer alone) first; at four
    /// the fixed teams, seats 1 and 3 then 2 and 4, whoever deals.
    pub sides: Vec<Vec<usize>>,
    pub phase: Phase,
    /// This seat's cards.
    pub hand: Vec<Card>,
    /// BURNIN': this seat's joker, while held.
    pub joker: Option<Subject>,
    /// The dealer's own discard (empty for the others).
    pub discard: Vec<Card>,
    pub trump: Option<Trump>,
    /// Once turned up, in the order turned.
    pub proposition: Option<Vec<Subject>>,
    /// The trick on the table, in play order.
    pub trick: Vec<Play>,
    pub leader: usize,
    /// Tricks completed in this deal, and the deal's tricks.
    pub tricks_done: u8,
    pub tricks: u8,
    /// The first trick a card may be kept from.
    pub first_pick_trick: u8,
    pub last_trick: Option<TrickRecord>,
    /// The face-up cards each seat kept this deal.
    pub collections: Vec<Vec<Card>>,
    /// For each side of `sides`, the proposition's subjects it may still keep this deal,
    /// in the proposition's order (the quota; empty until the proposition is turned).
    pub lacking: Vec<Vec<Subject>>,
    /// Cards in each hand (BURNIN' jokers not counted).
    pub hand_sizes: Vec<usize>,
    /// BURNIN': who still holds a joker; the jokers played this deal.
    pub jokers_held: Vec<bool>,
    pub jokers_played: Vec<Option<Subject>>,
    /// Cards in each face-down pile.
    pub face_down: Vec<usize>,
    /// DOUBLE YOU: who played a joker this deal; the jokers left.
    pub double_you: Vec<bool>,
    pub double_you_left: Vec<u8>,
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub totals: Vec<i64>,
    /// The deals played, scored.
    pub history: Vec<DealRecord>,
    /// Once over, the winners.
    pub winners: Option<Vec<usize>>,
    /// This seat's legal moves when it is to act (else empty).
    pub actions: Vec<Action>,
}

impl FarfaliaGame {
    /// What `seat` sees.
    pub fn view(&self, seat: usize) -> View {
        let n = self.players();
        let settings = &self.rules.settings;
        View {
            seat,
            names: self.setup.names.clone(),
            mode: self.rules.mode,
            deal: self.deal,
            deals: settings.deals,
            target: settings.target,
            doubled: settings.doubled(self.deal),
            dealer: self.dealer,
            sides: self.sides.clone(),
            phase: self.phase,
            hand: self.hand(seat).to_vec(),
            joker: self.joker(seat),
            discard: if seat == self.dealer {
                self.discard.to_vec()
            } else {
                Vec::new()
            },
            trump: self.trump,
            proposition: self.proposition().map(<[Subject]>::to_vec),
            trick: self.trick.clone(),
            leader: self.leader,
            tricks_done: self.tricks_done,
            tricks: self.rules.tricks(),
            first_pick_trick: self.rules.first_pick_trick(),
            last_trick: self.last_trick.clone(),
            collections: (0..n).map(|s| self.collected(s).to_vec()).collect(),
            lacking: (0..self.sides.len())
                .map(|side| match self.proposition() {
                    Some(p) => crate::play::trick::still_lacking(p, self.side_collection(side)),
                    None => Vec::new(),
                })
                .collect(),
            hand_sizes: (0..n).map(|s| self.hand(s).len()).collect(),
            jokers_held: (0..n).map(|s| self.joker(s).is_some()).collect(),
            jokers_played: self.jokers_played().to_vec(),
            face_down: (0..n).map(|s| self.face_down(s).len()).collect(),
            double_you: (0..n).map(|s| self.double_you_this_deal(s)).collect(),
            double_you_left: (0..n).map(|s| self.double_you_left(s)).collect(),
            totals: self.totals().to_vec(),
            history: self.history().to_vec(),
            winners: self.winners().map(<[usize]>::to_vec),
            actions: if self.to_play() == Some(seat) {
                self.legal_moves()
            } else {
                Vec::new()
            },
        }
    }

    /// The cards `seat` has not seen: the other hands, and the dealer's discard for
    /// anyone but the dealer.
    pub fn unseen_by(&self, seat: usize) -> CardSet {
        let mut unseen = if seat == self.dealer {
            CardSet::EMPTY
        } else {
            self.discard
        };
        for s in (0..self.players()).filter(|&s| s != seat) {
            unseen = unseen.union(self.hands[s]);
        }
        unseen
    }

    /// The hidden places for `seat`: each other hand (its size and its known voids),
    /// then the discard if hidden.
    fn hidden_slots(&self, seat: usize) -> (Vec<usize>, Vec<Slot>) {
        let mut owners = Vec::new();
        let mut slots = Vec::new();
        for s in (0..self.players()).filter(|&s| s != seat) {
            owners.push(s);
            slots.push(Slot {
                size: self.hands[s].len(),
                voids: self.voids[s],
            });
        }
        if seat != self.dealer {
            owners.push(usize::MAX);
            slots.push(Slot {
                size: self.discard.len(),
                voids: 0,
            });
        }
        (owners, slots)
    }

    /// Deals what `seat` has not seen again from `rng`: the hidden cards, the unturned
    /// proposition, the others' BURNIN' jokers, the seed of the deals to come. False (and
    /// nothing changed) if the voids admit no deal, which the true state rules out.
    fn redeal_hidden<R: Rng + ?Sized>(&mut self, seat: usize, rng: &mut R) -> bool {
        let (owners, slots) = self.hidden_slots(seat);
        let Some(dealt) = deal_hidden(self.unseen_by(seat), &slots, rng) else {
            return false;
        };
        for (&owner, cards) in owners.iter().zip(dealt) {
            match self.hands.get_mut(owner) {
                Some(hand) => *hand = cards,
                None => self.discard = cards,
            }
        }
        if !self.proposition_shown {
            let mut subjects = subject_deck();
            subjects.shuffle(rng);
            for (slot, &s) in self.proposition.iter_mut().zip(&subjects) {
                *slot = s;
            }
        }
        if self.rules.burnin {
            let mut pool = joker_deck();
            let n = self.players();
            let known = (0..n).filter_map(|s| {
                if s == seat {
                    self.jokers[s].or(self.jokers_played[s])
                } else {
                    self.jokers_played[s]
                }
            });
            for symbol in known.collect::<Vec<_>>() {
                if let Some(i) = pool.iter().position(|&j| j == symbol) {
                    pool.swap_remove(i);
                }
            }
            pool.shuffle(rng);
            let mut pool = pool.into_iter();
            for s in (0..n).filter(|&s| s != seat) {
                if self.jokers[s].is_some() {
                    self.jokers[s] = pool.next().or(self.jokers[s]);
                }
            }
        }
        self.seed = rng.random();
        true
    }
}

/// What one seat knows, for the computer players: the game with everything that seat
/// has not seen replaced by a fixed stand-in (dealt from a fixed seed, consistent with
/// the voids), so that it holds no hidden card.
#[derive(Debug, Clone)]
pub struct FarfaliaInfo {
    pub(crate) seat: usize,
    pub(crate) game: FarfaliaGame,
}

impl FarfaliaInfo {
    pub fn of(game: &FarfaliaGame, seat: usize) -> FarfaliaInfo {
        let mut stand_in = game.clone();
        stand_in.redeal_hidden(seat, &mut seeded_rng(0));
        stand_in.seed = 0;
        FarfaliaInfo {
            seat,
            game: stand_in,
        }
    }

    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The public part of the game and the observer's own hand (the other hands, the
    /// hidden discard and the unturned proposition are a stand-in: read only their
    /// sizes).
    pub fn game(&self) -> &FarfaliaGame {
        &self.game
    }

    pub fn view(&self) -> View {
        self.game.view(self.seat)
    }

    /// A complete game consistent with what the observer has seen.
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> FarfaliaGame {
        let mut game = self.game.clone();
        game.redeal_hidden(self.seat, rng);
        game
    }
}
