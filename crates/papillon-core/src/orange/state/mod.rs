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

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::layout::{Layout, Power, Role, can_place};

use crate::blue::{BlueState, DealPlan, Direction, SetupError};
use crate::card::{Back, Card, DECK_SIZE, DRAGON, Face, FaceSet};
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
        let (Some(orange), Some(blue)) = (full_deck(orange), full_deck(blue)) else {
            return Err(SetupError::BadDeck);
        };
        let seats = Seats {
            players,
            plan,
            dealer,
            starter,
            direction,
        };
        Ok(OrangeState::deal_decks(
            seats,
            options.trump_numbers,
            options.chat_noir_answer,
            &orange,
            &blue,
        ))
    }

    /// A fresh orange deal for the seats of a blue round — its seat count, deal plan,
    /// dealer and trump numbers — both decks shuffled by `rng`, a random starter. It
    /// cannot fail: a blue state always holds 2 to 5 seats and their deal plan. Meant
    /// for a full game's determinization when its table cannot deal (see
    /// `FullInfo::determinize`).
    pub(crate) fn deal_for_blue_seats<R: Rng + ?Sized>(
        blue: &BlueState,
        chat_noir_answer: ChatNoirAnswer,
        rng: &mut R,
    ) -> OrangeState {
        let players = blue.players();
        let seats = Seats {
            players,
            plan: blue.plan(),
            dealer: blue.dealer(),
            starter: rng.random_range(0..players.max(1)),
            direction: Direction::Clockwise,
        };
        let orange = shuffled_deck(rng);
        let blue_deck = shuffled_deck(rng);
        OrangeState::deal_decks(
            seats,
            *blue.numbers(),
            chat_noir_answer,
            &orange,
            &blue_deck,
        )
    }

    /// The deal itself, from checked seats and two full decks.
    fn deal_decks(
        seats: Seats,
        numbers: TrumpNumbers,
        chat_noir_answer: ChatNoirAnswer,
        orange: &[Face; DECK_SIZE],
        blue: &[Face; DECK_SIZE],
    ) -> OrangeState {
        let Seats {
            players,
            plan,
            dealer,
            starter,
            direction,
        } = seats;
        // the plate is the last two cards of the orange deck, as it is dealt from its end
        let plate = [orange[DECK_SIZE - 1], orange[DECK_SIZE - 2]];
        let mut stock: Vec<Face> = orange[..DECK_SIZE - 2].to_vec();
        let mut pile: Vec<Card> = blue.iter().map(|&f| Card::new(Back::Blue, f)).collect();
        let face_down = match players {
            3 => 2,
            5 => 1,
            _ => 0,
        };
        for _ in 0..face_down {
            if let Some(face) = stock.pop() {
                pile.push(Card::new(Back::Orange, face));
            }
        }
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
            chat_noir_answer,
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
        state
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

/// Who sits where for a deal: checked before [`OrangeState::deal_decks`].
struct Seats {
    players: usize,
    plan: DealPlan,
    dealer: usize,
    starter: usize,
    direction: Direction,
}

/// A deck holding each of the 58 faces once, as an array; `None` for anything else.
fn full_deck(deck: &[Face]) -> Option<[Face; DECK_SIZE]> {
    let deck = <[Face; DECK_SIZE]>::try_from(deck).ok()?;
    (deck.iter().copied().collect::<FaceSet>() == FaceSet::full()).then_some(deck)
}

/// The 58 faces, shuffled.
fn shuffled_deck<R: Rng + ?Sized>(rng: &mut R) -> [Face; DECK_SIZE] {
    let mut deck = [DRAGON; DECK_SIZE];
    for (slot, face) in deck.iter_mut().zip(Face::all()) {
        *slot = face;
    }
    deck.shuffle(rng);
    deck
}
