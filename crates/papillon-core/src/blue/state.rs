//! The blue round as a state machine (docs/rules.md §4).
//!
//! [`BlueState`] is a plain `Copy` value (a few hundred bytes of bit sets): cheap to
//! clone for search, serialisable to resume a game exactly. Every card of the blue deck
//! is always in exactly one place: a hand, a future deal, the plate, or a pile.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::action::BlueAction;
use super::capture::{Capture, CaptureError, captures_into, check_capture};
use super::capture_space::CaptureSpace;
use super::legal::LegalSpace;
use crate::card::{DECK_SIZE, Face, FaceSet, Trump};
use crate::options::{Discard, RuleOptions, TrumpNumbers};
use crate::sheet::ChatNoirCapture;
use crate::teams::{MAX_PLAYERS, TeamSetup};

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

/// Why a round cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a round needs 2 to 5 players, not {0}")]
    PlayerCount(usize),
    #[error("seat {seat} does not exist: the table has {players} seats")]
    NoSuchSeat { seat: usize, players: usize },
    #[error("the deck order must hold each of the 58 blue cards once")]
    BadDeck,
    #[error("the teams are for {teams} players, the round has {players}")]
    TeamsMismatch { teams: usize, players: usize },
    #[error("{0}")]
    Options(#[from] crate::options::OptionsError),
}

/// Why an action cannot be applied. The state is left unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    #[error("the round is over")]
    RoundOver,
    #[error("{card} is not in the hand")]
    NotInHand { card: Face },
    #[error("the plate is empty: the Papillon has nothing to take (place a card instead)")]
    PapillonOnEmptyPlate,
    /// The booklet ties the Papillon's play to its sweep ("elle ramasse toutes les cartes
    /// présentent sur le tapis lorsque vous la jouez"); placing it on cards would dodge
    /// the −30 of a swept Chat Noir.
    #[error(
        "the Papillon is played with its power on a plate that holds cards: papillon:* takes the whole plate"
    )]
    PapillonPlacedOnCards,
    /// "Lorsqu'on joue la Chrysalide, on la montre et on la met dans son tas": on a plate
    /// that holds cards it is played only that way.
    #[error(
        "the Chrysalide is played with its power on a plate that holds cards: chrysalide:pile puts it on your pile and reverses the direction"
    )]
    ChrysalidePlacedOnCards,
    #[error(
        "{card} can capture ({example}), so it cannot be discarded under the house rule \"discard only when the card cannot capture\""
    )]
    DiscardForbidden { card: Face, example: String },
    #[error("{0}")]
    Capture(#[from] CaptureError),
}

/// Something that happened, as everybody at the table sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum BlueEvent {
    /// A player's move, with every card it shows.
    Played {
        player: u8,
        action: BlueAction,
    },
    /// The Chat Noir reached a pile.
    ChatNoir {
        player: u8,
        capture: ChatNoirCapture,
    },
    /// The Chrysalide reversed the direction.
    DirectionChanged {
        direction: Direction,
    },
    /// Every hand was empty: the dealer dealt again (deal numbered from 1).
    Dealt {
        deal: u8,
    },
    /// End of the round: the last capturer takes what remains on the plate.
    TookTheRest {
        player: u8,
        cards: FaceSet,
    },
    /// End of the round: nobody ever captured, the plate stays unscored.
    PlateUnclaimed {
        cards: FaceSet,
    },
    RoundOver,
}

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
                    example: BlueAction::Capture(example).to_string(),
                }),
                None => Ok(()),
            }
        }
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

    /// Applies an action of the current player and returns what happened; an illegal
    /// action is refused with the reason and changes nothing.
    pub fn apply(&mut self, action: &BlueAction) -> Result<Vec<BlueEvent>, IllegalAction> {
        let mut events = Vec::new();
        self.apply_with(action, &mut |e| events.push(e))?;
        Ok(events)
    }

    /// Applies an action, sending each event to `sink` (no allocation when the sink
    /// drops them).
    pub fn apply_with(
        &mut self,
        action: &BlueAction,
        sink: &mut impl FnMut(BlueEvent),
    ) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.apply_checked(action, sink);
        Ok(())
    }

    /// Applies an action known to be legal (taken from [`legal_actions`](Self::legal_actions)
    /// of this very state). Skips the check; an illegal action here breaks the state.
    pub fn apply_legal(&mut self, action: &BlueAction, sink: &mut impl FnMut(BlueEvent)) {
        debug_assert!(self.check(action).is_ok(), "{action} is not legal here");
        self.apply_checked(action, sink);
    }

    fn apply_checked(&mut self, action: &BlueAction, sink: &mut impl FnMut(BlueEvent)) {
        let p = self.current();
        let seat = self.current;
        sink(BlueEvent::Played {
            player: seat,
            action: *action,
        });
        let played = action.played();
        self.hands[p] = self.hands[p].difference(played);
        let chat_noir = Face::Trump(Trump::ChatNoir);
        match *action {
            BlueAction::Capture(capture) => {
                self.plate = self.plate.difference(capture.taken);
                let gained = played.union(capture.taken);
                self.piles[p] = self.piles[p].union(gained);
                self.last_capturer = Some(seat);
                if gained.contains(chat_noir) {
                    self.take_chat_noir(seat, ChatNoirCapture::Voluntary, sink);
                }
            }
            BlueAction::Papillon => {
                let gained = played.union(self.plate);
                self.plate = FaceSet::EMPTY;
                self.piles[p] = self.piles[p].union(gained);
                self.last_capturer = Some(seat);
                if gained.contains(chat_noir) {
                    self.take_chat_noir(seat, ChatNoirCapture::Involuntary, sink);
                }
            }
            BlueAction::Chrysalide => {
                self.piles[p] = self.piles[p].union(played);
                self.direction = self.direction.reversed();
                sink(BlueEvent::DirectionChanged {
                    direction: self.direction,
                });
            }
            BlueAction::Place(face) => {
                self.plate.insert(face);
            }
        }
        self.advance(p, sink);
    }

    fn take_chat_noir(
        &mut self,
        seat: u8,
        capture: ChatNoirCapture,
        sink: &mut impl FnMut(BlueEvent),
    ) {
        self.chat_noir = Some((seat, capture));
        sink(BlueEvent::ChatNoir {
            player: seat,
            capture,
        });
    }

    fn next_seat(&self, from: usize) -> usize {
        let n = self.players();
        match self.direction {
            Direction::Clockwise => (from + 1) % n,
            Direction::Counterclockwise => (from + n - 1) % n,
        }
    }

    /// Passes the turn to the next player holding cards; deals again when every hand is
    /// empty; ends the round after the last deal.
    fn advance(&mut self, from: usize, sink: &mut impl FnMut(BlueEvent)) {
        let n = self.players();
        if self.hands[..n].iter().all(|h| h.is_empty()) {
            if self.deals_done < self.plan.deals {
                self.hands = self.future[0];
                self.future.rotate_left(1);
                self.future[MAX_FUTURE_DEALS - 1] = [FaceSet::EMPTY; MAX_PLAYERS];
                self.deals_done += 1;
                sink(BlueEvent::Dealt {
                    deal: self.deals_done,
                });
                self.current = self.next_seat(from) as u8;
            } else {
                self.finish(sink);
            }
            return;
        }
        let mut seat = self.next_seat(from);
        while self.hands[seat].is_empty() {
            seat = self.next_seat(seat);
        }
        self.current = seat as u8;
    }

    fn finish(&mut self, sink: &mut impl FnMut(BlueEvent)) {
        let rest = self.plate;
        if !rest.is_empty() {
            match self.last_capturer {
                Some(seat) => {
                    let p = usize::from(seat);
                    self.piles[p] = self.piles[p].union(rest);
                    sink(BlueEvent::TookTheRest {
                        player: seat,
                        cards: rest,
                    });
                    if rest.contains(Face::Trump(Trump::ChatNoir)) {
                        self.take_chat_noir(seat, ChatNoirCapture::Involuntary, sink);
                    }
                }
                None => {
                    self.unclaimed = rest;
                    sink(BlueEvent::PlateUnclaimed { cards: rest });
                }
            }
            self.plate = FaceSet::EMPTY;
        }
        self.over = true;
        sink(BlueEvent::RoundOver);
    }

    /// Every card in exactly one place, hands consistent with the deal plan. Returns a
    /// description of the first inconsistency.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players();
        // the shape first: a saved state is read through here, so nothing below may
        // index out of range
        if DealPlan::for_players(n) != Some(self.plan) {
            return Err(format!(
                "{n} players do not play the deal plan {:?}",
                self.plan
            ));
        }
        for (what, seat) in [("current player", self.current), ("dealer", self.dealer)] {
            if usize::from(seat) >= n {
                return Err(format!("the {what} is seat {seat} of {n}"));
            }
        }
        if let Some(seat) = self.last_capturer.filter(|&s| usize::from(s) >= n) {
            return Err(format!("the last capturer is seat {seat} of {n}"));
        }
        if let Some((seat, _)) = self.chat_noir.filter(|&(s, _)| usize::from(s) >= n) {
            return Err(format!("the Chat Noir is recorded for seat {seat} of {n}"));
        }
        if let Some(side) = self.sides[..n].iter().find(|&&s| usize::from(s) >= n) {
            return Err(format!("side {side} does not exist at {n} players"));
        }
        if self.deals_done == 0 || self.deals_done > self.plan.deals {
            return Err(format!(
                "{} deals done of {}",
                self.deals_done, self.plan.deals
            ));
        }
        let mut seen = FaceSet::EMPTY;
        let mut place = |set: FaceSet, name: &dyn Fn() -> String| -> Result<(), String> {
            if !seen.is_disjoint(set) {
                return Err(format!(
                    "{} in {} is also elsewhere",
                    seen.intersection(set).notation(),
                    name()
                ));
            }
            seen = seen.union(set);
            Ok(())
        };
        for p in 0..n {
            place(self.hands[p], &|| format!("hand {p}"))?;
            place(self.piles[p], &|| format!("pile {p}"))?;
            for (k, deal) in self.future.iter().enumerate() {
                place(deal[p], &|| format!("future deal {k} seat {p}"))?;
            }
        }
        place(self.plate, &|| "the plate".into())?;
        place(self.unclaimed, &|| "the unclaimed plate".into())?;
        if seen != FaceSet::full() {
            return Err(format!(
                "cards missing: {}",
                FaceSet::full().difference(seen).notation()
            ));
        }
        for p in n..MAX_PLAYERS {
            if !self.hands[p].is_empty() || !self.piles[p].is_empty() {
                return Err(format!("seat {p} does not exist but holds cards"));
            }
        }
        let left = usize::from(self.deals_left());
        for (k, deal) in self.future.iter().enumerate() {
            for (p, hand) in deal.iter().enumerate().take(n) {
                let expected = if k < left {
                    usize::from(self.plan.hand_size)
                } else {
                    0
                };
                if hand.len() != expected {
                    return Err(format!(
                        "future deal {k} of seat {p} holds {} cards, not {expected}",
                        hand.len()
                    ));
                }
            }
        }
        if self.hands[..n]
            .iter()
            .any(|h| h.len() > usize::from(self.plan.hand_size))
        {
            return Err("a hand holds more than a deal".into());
        }
        if !self.over && self.hands[self.current()].is_empty() {
            return Err("the current player has no card".into());
        }
        if self.over && self.hands[..n].iter().any(|h| !h.is_empty()) {
            return Err("the round is over but a hand holds cards".into());
        }
        match self.chat_noir {
            Some((p, _)) if !self.piles[usize::from(p)].contains(Face::Trump(Trump::ChatNoir)) => {
                Err("the Chat Noir record disagrees with the piles".into())
            }
            None if self.piles[..n]
                .iter()
                .any(|pile| pile.contains(Face::Trump(Trump::ChatNoir))) =>
            {
                Err("a pile holds the Chat Noir but no capture was recorded".into())
            }
            _ => Ok(()),
        }
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
