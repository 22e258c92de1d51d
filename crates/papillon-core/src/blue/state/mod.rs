//! The blue round as a state machine (docs/rules.md §4).
//!
//! [`BlueState`] is a plain `Copy` value (a few hundred bytes of bit sets): cheap to
//! clone for search, serialisable to resume a game exactly. Every card of the blue deck
//! is always in exactly one place: a hand, a future deal, the plate, or a pile.
//!
//! Here: the position, the deal and what can be read of it, its legal actions and the
//! check of one; `play` applies an action (the turn, the next deal, the end), and
//! `invariants` is what a position must hold (a saved one is read through it).

mod invariants;
mod play;

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::action::BlueAction;
use super::capture::Capture;
use super::legal::LegalSpace;
use crate::card::{DECK_SIZE, Face, FaceSet};
use crate::options::{Discard, RuleOptions, TrumpNumbers};
use crate::sheet::ChatNoirCapture;
use crate::teams::{MAX_PLAYERS, TeamSetup};

pub use super::error::{IllegalAction, SetupError};
pub use super::legal::{check_action, legal_actions_for};
pub use play::BlueEvent;

/// Direction of play around the table (seat order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Seat 0, 1, 2, …
    Clockwise,
    /// Seat 0, n−1, n−2, …
    Counterclockwise,
}

impl Direction {
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Counterclockwise,
            Direction::Counterclockwise => Direction::Clockwise,
        }
    }
}

/// The deal for a player count (docs/rules.md §4.2): cards per hand, number of deals, cards face up
/// on the plate at the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealPlan {
    pub hand_size: u8,
    pub deals: u8,
    pub face_up: u8,
}

impl DealPlan {
    pub fn for_players(players: usize) -> Option<DealPlan> {
        let (hand_size, deals, face_up) = match players {
            2 => (7, 4, 2),
            3 => (6, 3, 4),
            4 => (7, 2, 2),
            5 => (11, 1, 3),
            _ => return None,
        };
        Some(DealPlan {
            hand_size,
            deals,
            face_up,
        })
    }
}

/// Most future deals a round can have (2 players: 4 deals, 3 after the first).
pub const MAX_FUTURE_DEALS: usize = 3;

/// The whole position of a blue round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BlueStateData")]
pub struct BlueState {
    players: u8,
    /// Side index of each seat.
    sides: [u8; MAX_PLAYERS],
    numbers: TrumpNumbers,
    discard: Discard,
    plan: DealPlan,
    dealer: u8,
    hands: [FaceSet; MAX_PLAYERS],
    /// Hands of the deals still to come: `future[0]` is the next deal.
    future: [[FaceSet; MAX_PLAYERS]; MAX_FUTURE_DEALS],
    /// Deals done so far (1 after the first deal).
    deals_done: u8,
    plate: FaceSet,
    piles: [FaceSet; MAX_PLAYERS],
    current: u8,
    direction: Direction,
    last_capturer: Option<u8>,
    chat_noir: Option<(u8, ChatNoirCapture)>,
    /// Cards left on the plate at the end because nobody ever captured.
    unclaimed: FaceSet,
    over: bool,
}

/// A saved position as read: accepted only if every card is in exactly one place and
/// the turn structure holds (`check_invariants`); anything else is refused with the
/// reason instead of becoming a state that breaks a rule.
#[derive(Deserialize)]
struct BlueStateData {
    players: u8,
    /// Side index of each seat.
    sides: [u8; MAX_PLAYERS],
    numbers: TrumpNumbers,
    discard: Discard,
    plan: DealPlan,
    dealer: u8,
    hands: [FaceSet; MAX_PLAYERS],
    /// Hands of the deals still to come: `future[0]` is the next deal.
    future: [[FaceSet; MAX_PLAYERS]; MAX_FUTURE_DEALS],
    /// Deals done so far (1 after the first deal).
    deals_done: u8,
    plate: FaceSet,
    piles: [FaceSet; MAX_PLAYERS],
    current: u8,
    direction: Direction,
    last_capturer: Option<u8>,
    chat_noir: Option<(u8, ChatNoirCapture)>,
    /// Cards left on the plate at the end because nobody ever captured.
    unclaimed: FaceSet,
    over: bool,
}

impl TryFrom<BlueStateData> for BlueState {
    type Error = crate::blue::CorruptSave;

    fn try_from(d: BlueStateData) -> Result<BlueState, crate::blue::CorruptSave> {
        let state = BlueState {
            players: d.players,
            sides: d.sides,
            numbers: d.numbers,
            discard: d.discard,
            plan: d.plan,
            dealer: d.dealer,
            hands: d.hands,
            future: d.future,
            deals_done: d.deals_done,
            plate: d.plate,
            piles: d.piles,
            current: d.current,
            direction: d.direction,
            last_capturer: d.last_capturer,
            chat_noir: d.chat_noir,
            unclaimed: d.unclaimed,
            over: d.over,
        };
        state
            .check_invariants()
            .map_err(crate::blue::CorruptSave::Invariant)?;
        Ok(state)
    }
}

impl BlueState {
    /// Deals a round from a deck order. For each deal, every seat from the dealer's left
    /// receives a full hand in turn; the face-up plate cards come after the first deal.
    pub fn deal(
        teams: &TeamSetup,
        options: &RuleOptions,
        dealer: usize,
        starter: usize,
        direction: Direction,
        deck: &[Face],
    ) -> Result<BlueState, SetupError> {
        options.validate()?;
        let players = teams.player_count();
        let plan = DealPlan::for_players(players).ok_or(SetupError::PlayerCount(players))?;
        for seat in [dealer, starter] {
            if seat >= players {
                return Err(SetupError::NoSuchSeat { seat, players });
            }
        }
        let all: FaceSet = deck.iter().copied().collect();
        if deck.len() != DECK_SIZE || all != FaceSet::full() {
            return Err(SetupError::BadDeck);
        }
        let mut sides = [0u8; MAX_PLAYERS];
        for (seat, side) in sides.iter_mut().enumerate().take(players) {
            *side = teams.side_of(seat).unwrap_or(seat) as u8;
        }
        let mut cards = deck.iter().copied();
        let mut take = |n: u8| -> FaceSet { cards.by_ref().take(usize::from(n)).collect() };
        let mut deals = [[FaceSet::EMPTY; MAX_PLAYERS]; MAX_FUTURE_DEALS + 1];
        let mut plate = FaceSet::EMPTY;
        for (d, deal) in deals.iter_mut().enumerate().take(usize::from(plan.deals)) {
            for k in 1..=players {
                deal[(dealer + k) % players] = take(plan.hand_size);
            }
            if d == 0 {
                plate = take(plan.face_up);
            }
        }
        let mut future = [[FaceSet::EMPTY; MAX_PLAYERS]; MAX_FUTURE_DEALS];
        future.copy_from_slice(&deals[1..]);
        Ok(BlueState {
            players: players as u8,
            sides,
            numbers: options.trump_numbers,
            discard: options.discard,
            plan,
            dealer: dealer as u8,
            hands: deals[0],
            future,
            deals_done: 1,
            plate,
            piles: [FaceSet::EMPTY; MAX_PLAYERS],
            current: starter as u8,
            direction,
            last_capturer: None,
            chat_noir: None,
            unclaimed: FaceSet::EMPTY,
            over: false,
        })
    }

    pub fn players(&self) -> usize {
        usize::from(self.players)
    }
    pub fn current(&self) -> usize {
        usize::from(self.current)
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    pub fn hand(&self, seat: usize) -> FaceSet {
        self.hands[seat]
    }
    pub fn plate(&self) -> FaceSet {
        self.plate
    }
    pub fn pile(&self, seat: usize) -> FaceSet {
        self.piles[seat]
    }
    pub fn direction(&self) -> Direction {
        self.direction
    }
    pub fn dealer(&self) -> usize {
        usize::from(self.dealer)
    }
    pub fn plan(&self) -> DealPlan {
        self.plan
    }
    pub fn deals_done(&self) -> u8 {
        self.deals_done
    }
    pub fn numbers(&self) -> &TrumpNumbers {
        &self.numbers
    }
    pub fn discard(&self) -> Discard {
        self.discard
    }
    pub fn side_of(&self, seat: usize) -> usize {
        usize::from(self.sides[seat])
    }
    pub fn last_capturer(&self) -> Option<usize> {
        self.last_capturer.map(usize::from)
    }
    /// Who holds the Chat Noir in their pile, and how it got there.
    pub fn chat_noir(&self) -> Option<(usize, ChatNoirCapture)> {
        self.chat_noir.map(|(p, c)| (usize::from(p), c))
    }
    /// Cards left on the plate at the end because nobody ever captured.
    pub fn unclaimed(&self) -> FaceSet {
        self.unclaimed
    }
    /// Hands of deal `deals_done + k` (k = 0 is the next deal).
    pub fn future_hand(&self, k: usize, seat: usize) -> FaceSet {
        self.future[k][seat]
    }
    /// Deals still to come.
    pub fn deals_left(&self) -> u8 {
        self.plan.deals - self.deals_done
    }

    /// The legal actions of the current player (empty when the round is over).
    pub fn legal_actions(&self) -> Vec<BlueAction> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut Vec::new(), &mut out);
        out
    }

    /// Like [`legal_actions`](Self::legal_actions), reusing buffers. Meant for the
    /// positions of a real game; a caller that may face a huge position counts, samples or
    /// streams with [`legal_space`](Self::legal_space) instead.
    pub fn legal_actions_into(&self, scratch: &mut Vec<Capture>, out: &mut Vec<BlueAction>) {
        if self.over {
            out.clear();
            return;
        }
        legal_actions_for(
            self.plate,
            self.hands[self.current()],
            &self.numbers,
            self.discard,
            scratch,
            out,
        );
    }

    /// The legal actions of the current player as a space that is counted, indexed,
    /// sampled and streamed without being listed (empty when the round is over). Use it
    /// rather than [`legal_actions`](Self::legal_actions) wherever a position may be
    /// huge: a plate of thirty small cards offers millions of captures.
    pub fn legal_space(&self) -> LegalSpace {
        if self.over {
            return LegalSpace::new(FaceSet::EMPTY, FaceSet::EMPTY, &self.numbers, self.discard);
        }
        LegalSpace::new(
            self.plate,
            self.hands[self.current()],
            &self.numbers,
            self.discard,
        )
    }

    /// The number of legal actions, counted without listing them.
    pub fn legal_action_count(&self) -> u64 {
        self.legal_space().count()
    }

    /// A legal action drawn uniformly at random, without listing them (none when the
    /// round is over).
    pub fn sample_legal_action<R: rand::Rng + ?Sized>(&self, rng: &mut R) -> Option<BlueAction> {
        self.legal_space().sample(rng)
    }

    /// Streams the legal actions in the order of [`legal_actions`](Self::legal_actions),
    /// holding none of them; `f` may stop early with `ControlFlow::Break`.
    pub fn for_each_legal_action<B>(
        &self,
        f: impl FnMut(BlueAction) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.legal_space().for_each(f)
    }

    /// Checks an action for the current player without applying it.
    pub fn check(&self, action: &BlueAction) -> Result<(), IllegalAction> {
        if self.over {
            return Err(IllegalAction::RoundOver);
        }
        check_action(
            self.plate,
            self.hands[self.current()],
            &self.numbers,
            self.discard,
            action,
        )
    }

    /// Builds a state from its parts, for determinization. The caller guarantees
    /// consistency; `check_invariants` verifies it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        template: &BlueState,
        hands: [FaceSet; MAX_PLAYERS],
        future: [[FaceSet; MAX_PLAYERS]; MAX_FUTURE_DEALS],
    ) -> BlueState {
        BlueState {
            hands,
            future,
            ..*template
        }
    }
}
