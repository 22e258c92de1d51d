//! The orange round as a state machine: deal, turns of one or two cards, drawing, the
//! power trumps, tours, Carnage and Apocalypse.
//!
//! Readings of the rules (also in docs/rules.md):
//! - Each card of a turn is judged in turn: if any card can be played it must be; after
//!   the first card, a second must be played if one can. The Papillon ends the turn.
//! - Nothing playable: draw one (the only action); if it (or anything) is now playable,
//!   play one or two; otherwise the turn passes. Nothing playable and nothing to draw:
//!   the turn passes by itself; when no player can play and nothing can be drawn, the
//!   round ends in Apocalypse.
//! - Chat Noir: whoever plays next is attacked: they answer with a Papillon from their
//!   hand (the attacker draws 6, the victim's turn ends) or take three; a Papillon
//!   among the three may then be played as their first card (the attacker draws 3, the
//!   turn ends). If the tour ends first, the attack lapses.
//! - The orange cards put face down on the draw pile (3 and 5 players) are on top.
//! - When the draw pile runs out (Carnage), every orange card left is dealt at once, one
//!   at a time round the table from the dealer's next seat; that tour is the last.
//! - The first player may cover each trump turned up on the plate with a number card or
//!   a declared Couteau Suisse before their first turn; this is not part of the turn.
//! - The direction set by Chrysalides carries over from tour to tour.
//!
//! Here: the position, the deal and what can be read of it; `legal` lists the legal
//! actions and checks one, `play` applies one, and `invariants` is what a position
//! must hold (a saved one is read through it).

mod invariants;
mod legal;
mod play;

use serde::{Deserialize, Serialize};

use super::layout::{Layout, Power, Role, can_place};
use crate::blue::{DealPlan, Direction, SetupError};
use crate::card::{Back, Card, DECK_SIZE, Face, FaceSet};
use crate::options::{ChatNoirAnswer, RuleOptions, TrumpNumbers};
use crate::sheet::OrangeEnd;

pub use super::error::IllegalAction;
pub use super::hand::Hand;
pub use play::OrangeEvent;

/// Where the turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Start of the round: the first player may cover the trumps on the plate.
    Cover,
    /// The current player was hit by a Chat Noir.
    Attacked {
        attacker: usize,
    },
    /// A normal turn: `played` cards so far, whether the player drew, and (after taking
    /// three with a Papillon among them) the attacker a Papillon would hit back.
    Turn {
        played: u8,
        drew: bool,
        counter: Option<usize>,
    },
    Over {
        end: OrangeEnd,
    },
}

/// The whole orange round: every card's place, whose turn, what is pending.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "OrangeStateData")]
pub struct OrangeState {
    numbers: TrumpNumbers,
    plan: DealPlan,
    dealer: usize,
    starter: usize,
    current: usize,
    direction: Direction,
    hands: Vec<Hand>,
    /// Orange cards still to deal (dealt from the end).
    stock: Vec<Face>,
    /// The draw pile (drawn from the end).
    pile: Vec<Card>,
    /// Every card on the table (plate cards, suites, signs, centre).
    table: Hand,
    plate_cards: [Card; 2],
    /// Plate cards that are trumps turned up at the deal and not yet covered (any trump,
    /// Yin and Yang included: "une ou deux cartes de la famille des Atouts").
    #[serde(default)]
    plate_trumps: [bool; 2],
    /// Whether a player holding the Papillon must answer a Chat Noir with it.
    #[serde(default)]
    chat_noir_answer: ChatNoirAnswer,
    layout: Layout,
    phase: Phase,
    /// Whether the Chat Noir was played this turn (the next player is attacked).
    chat_noir_pending: bool,
    tour_winners: Vec<usize>,
    last_tour: bool,
    carnage: bool,
}

/// A saved position as read: accepted only if every card is in exactly one place and
/// the turn structure holds (`check_invariants`); anything else is refused with the
/// reason instead of becoming a state that breaks a rule.
#[derive(Deserialize)]
struct OrangeStateData {
    numbers: TrumpNumbers,
    plan: DealPlan,
    dealer: usize,
    starter: usize,
    current: usize,
    direction: Direction,
    hands: Vec<Hand>,
    /// Orange cards still to deal (dealt from the end).
    stock: Vec<Face>,
    /// The draw pile (drawn from the end).
    pile: Vec<Card>,
    /// Every card on the table (plate cards, suites, signs, centre).
    table: Hand,
    plate_cards: [Card; 2],
    /// Plate cards that are trumps turned up at the deal and not yet covered (any trump,
    /// Yin and Yang included: "une ou deux cartes de la famille des Atouts").
    #[serde(default)]
    plate_trumps: [bool; 2],
    /// Whether a player holding the Papillon must answer a Chat Noir with it.
    #[serde(default)]
    chat_noir_answer: ChatNoirAnswer,
    layout: Layout,
    phase: Phase,
    /// Whether the Chat Noir was played this turn (the next player is attacked).
    chat_noir_pending: bool,
    tour_winners: Vec<usize>,
    last_tour: bool,
    carnage: bool,
}

impl TryFrom<OrangeStateData> for OrangeState {
    type Error = crate::blue::CorruptSave;

    fn try_from(d: OrangeStateData) -> Result<OrangeState, crate::blue::CorruptSave> {
        let state = OrangeState {
            numbers: d.numbers,
            plan: d.plan,
            dealer: d.dealer,
            starter: d.starter,
            current: d.current,
            direction: d.direction,
            hands: d.hands,
            stock: d.stock,
            pile: d.pile,
            table: d.table,
            plate_cards: d.plate_cards,
            plate_trumps: d.plate_trumps,
            chat_noir_answer: d.chat_noir_answer,
            layout: d.layout,
            phase: d.phase,
            chat_noir_pending: d.chat_noir_pending,
            tour_winners: d.tour_winners,
            last_tour: d.last_tour,
            carnage: d.carnage,
        };
        state
            .check_invariants()
            .map_err(crate::blue::CorruptSave::Invariant)?;
        Ok(state)
    }
}

impl OrangeState {
    /// Deals: `orange` is the shuffled orange deck (dealt from its end), `blue` the
    /// shuffled blue deck that becomes the draw pile.
    pub fn deal(
        players: usize,
        options: &RuleOptions,
        dealer: usize,
        starter: usize,
        direction: Direction,
        orange: &[Face],
        blue: &[Face],
    ) -> Result<OrangeState, SetupError> {
        options.validate()?;
        let plan = DealPlan::for_players(players).ok_or(SetupError::PlayerCount(players))?;
        for seat in [dealer, starter] {
            if seat >= players {
                return Err(SetupError::NoSuchSeat { seat, players });
            }
        }
        let full = |deck: &[Face]| {
            deck.len() == DECK_SIZE
                && deck.iter().copied().fold(FaceSet::EMPTY, |mut s, f| {
                    s.insert(f);
                    s
                }) == FaceSet::full()
        };
        if !full(orange) || !full(blue) {
            return Err(SetupError::BadDeck);
        }
        let mut stock: Vec<Face> = orange.to_vec();
        let mut pile: Vec<Card> = blue.iter().map(|&f| Card::new(Back::Blue, f)).collect();
        let take = |stock: &mut Vec<Face>| stock.pop().ok_or(SetupError::BadDeck);
        let plate = [take(&mut stock)?, take(&mut stock)?];
        let face_down = match players {
            3 => 2,
            5 => 1,
            _ => 0,
        };
        for _ in 0..face_down {
            let face = take(&mut stock)?;
            pile.push(Card::new(Back::Orange, face));
        }
        let numbers = options.trump_numbers;
        let mut layout = Layout::default();
        let mut table = Hand::default();
        for (i, face) in plate.iter().enumerate() {
            table.orange.insert(*face);
            layout.plates[i] = match Role::of(*face, &numbers) {
                Role::Number(v) => Some(v),
                _ => None,
            };
        }
        let mut state = OrangeState {
            numbers,
            plan,
            dealer,
            starter,
            current: starter,
            direction,
            hands: vec![Hand::default(); players],
            stock,
            pile,
            table,
            plate_cards: plate.map(|f| Card::new(Back::Orange, f)),
            plate_trumps: plate.map(|f| f.trump().is_some()),
            chat_noir_answer: options.chat_noir_answer,
            layout,
            phase: Phase::Turn {
                played: 0,
                drew: false,
                counter: None,
            },
            chat_noir_pending: false,
            tour_winners: Vec::new(),
            last_tour: false,
            carnage: false,
        };
        state.deal_hands(&mut |_| {});
        if state.coverable_plates().next().is_some() {
            state.phase = Phase::Cover;
        } else {
            state.enter_turn(&mut |_| {});
        }
        Ok(state)
    }

    pub fn players(&self) -> usize {
        self.hands.len()
    }
    pub fn current(&self) -> usize {
        self.current
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }
    pub fn end(&self) -> Option<OrangeEnd> {
        match self.phase {
            Phase::Over { end } => Some(end),
            _ => None,
        }
    }
    pub fn hand(&self, seat: usize) -> Hand {
        self.hands[seat]
    }
    pub fn hands(&self) -> &[Hand] {
        &self.hands
    }
    pub fn layout(&self) -> &Layout {
        &self.layout
    }
    pub fn table(&self) -> Hand {
        self.table
    }
    pub fn plate_cards(&self) -> [Card; 2] {
        self.plate_cards
    }
    pub fn pile(&self) -> &[Card] {
        &self.pile
    }
    pub fn stock(&self) -> &[Face] {
        &self.stock
    }
    pub fn direction(&self) -> Direction {
        self.direction
    }
    pub fn dealer(&self) -> usize {
        self.dealer
    }
    pub fn starter(&self) -> usize {
        self.starter
    }
    pub fn numbers(&self) -> &TrumpNumbers {
        &self.numbers
    }
    pub fn plan(&self) -> DealPlan {
        self.plan
    }
    pub fn tour_winners(&self) -> &[usize] {
        &self.tour_winners
    }
    pub fn is_last_tour(&self) -> bool {
        self.last_tour
    }
    pub fn is_carnage(&self) -> bool {
        self.carnage
    }
    pub fn chat_noir_pending(&self) -> bool {
        self.chat_noir_pending
    }

    pub(crate) fn set_hidden(&mut self, hands: Vec<Hand>, stock: Vec<Face>, pile: Vec<Card>) {
        self.hands = hands;
        self.stock = stock;
        self.pile = pile;
    }

    fn next_seat(&self, seat: usize) -> usize {
        let n = self.players();
        match self.direction {
            Direction::Clockwise => (seat + 1) % n,
            Direction::Counterclockwise => (seat + n - 1) % n,
        }
    }

    /// Plate cards that are trumps turned up at the deal, not yet covered.
    fn coverable_plates(&self) -> impl Iterator<Item = u8> + '_ {
        (0..2u8).filter(|&p| self.plate_trumps[p as usize])
    }

    /// Which plate cards are trumps turned up at the deal and not yet covered.
    pub fn plate_trumps(&self) -> [bool; 2] {
        self.plate_trumps
    }

    /// Whether a player holding the Papillon must answer a Chat Noir with it.
    pub fn chat_noir_answer(&self) -> ChatNoirAnswer {
        self.chat_noir_answer
    }

    /// Whether the current player, under attack, must answer with the Papillon.
    fn must_answer_with_papillon(&self) -> bool {
        self.chat_noir_answer == ChatNoirAnswer::Compulsory
            && self.hands[self.current]
                .cards()
                .any(|c| Role::of(c.face, &self.numbers) == Role::Power(Power::Papillon))
    }

    /// Whether `seat` holds a card that can go somewhere now.
    pub fn can_play(&self, seat: usize) -> bool {
        self.hands[seat]
            .cards()
            .any(|c| can_place(&self.layout, c.face, &self.numbers))
    }
}
