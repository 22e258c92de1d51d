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

use serde::{Deserialize, Serialize};

use super::action::OrangeAction;
use super::layout::{Layout, PlaceError, Power, Role, Slot, can_place, check_place, placements};
use crate::blue::{DealPlan, Direction, SetupError};
use crate::card::{Back, Card, DECK_SIZE, Face, FaceSet};
use crate::options::{ChatNoirAnswer, RuleOptions, TrumpNumbers};
use crate::sheet::OrangeEnd;

/// Cards a player holds, by back (a hand may hold the same face twice, one per back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
pub struct Hand {
    pub orange: FaceSet,
    pub blue: FaceSet,
}

impl Hand {
    pub fn len(self) -> usize {
        self.orange.len() + self.blue.len()
    }
    pub fn is_empty(self) -> bool {
        self.orange.is_empty() && self.blue.is_empty()
    }
    pub fn contains(self, card: Card) -> bool {
        match card.back {
            Back::Orange => self.orange.contains(card.face),
            Back::Blue => self.blue.contains(card.face),
        }
    }
    pub fn insert(&mut self, card: Card) -> bool {
        match card.back {
            Back::Orange => self.orange.insert(card.face),
            Back::Blue => self.blue.insert(card.face),
        }
    }
    pub fn remove(&mut self, card: Card) -> bool {
        match card.back {
            Back::Orange => self.orange.remove(card.face),
            Back::Blue => self.blue.remove(card.face),
        }
    }
    /// Every card, orange first, in face order.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        self.orange
            .iter()
            .map(|f| Card::new(Back::Orange, f))
            .chain(self.blue.iter().map(|f| Card::new(Back::Blue, f)))
    }
    /// The faces, each as often as held.
    pub fn faces(self) -> Vec<Face> {
        self.cards().map(|c| c.face).collect()
    }
    pub fn union(self, other: Hand) -> Hand {
        Hand {
            orange: self.orange.union(other.orange),
            blue: self.blue.union(other.blue),
        }
    }
}

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

/// Why an action cannot be applied; the state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    #[error("the round is over")]
    RoundOver,
    #[error("{0} is not in the hand")]
    NotInHand(String),
    #[error("{0}")]
    Place(#[from] PlaceError),
    #[error("covering the plate is only possible before the first turn of the round")]
    NotCovering,
    #[error("plate card {0} is not an uncovered trump")]
    PlateNotTrump(u8),
    #[error("a plate trump is covered with a number card or a declared Couteau Suisse")]
    BadCover,
    #[error("you are under a Chat Noir attack: answer with a Papillon, or take three")]
    MustAnswer,
    #[error(
        "you hold the Papillon: under a Chat Noir attack it must be played (the attacker draws 6); taking three is only for a player without the Papillon"
    )]
    MustAnswerWithPapillon,
    #[error("there is no Chat Noir attack to answer")]
    NotAttacked,
    #[error("you can play {example}: a playable card must be played, drawing is not allowed")]
    MustPlay { example: String },
    #[error("you already drew this turn")]
    AlreadyDrew,
    #[error("the draw pile is empty")]
    PileEmpty,
    #[error("draw only at the start of a turn, when nothing can be played")]
    DrawAfterPlay,
}

/// What happened, as everybody at the table sees it (drawn cards are not shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum OrangeEvent {
    Placed {
        seat: usize,
        card: Card,
        slot: Slot,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<u8>,
    },
    Covered {
        seat: usize,
        plate: u8,
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<u8>,
    },
    /// Cards drawn from the pile (only the count and backs are public).
    Drew {
        seat: usize,
        orange: u8,
        blue: u8,
    },
    Reversed,
    Attacked {
        attacker: usize,
        victim: usize,
    },
    Passed {
        seat: usize,
    },
    TourWon {
        seat: usize,
        tour: u8,
        last: bool,
    },
    Dealt {
        tour: u8,
        cards_each: u8,
    },
    Carnage,
    RoundOver {
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

    fn deal_hands(&mut self, sink: &mut impl FnMut(OrangeEvent)) {
        let n = self.players();
        let size = self.plan.hand_size as usize;
        let mut seat = (self.dealer + 1) % n;
        let mut dealt: usize = 0;
        for _ in 0..size * n {
            let Some(face) = self.stock.pop() else { break };
            self.hands[seat].insert(Card::new(Back::Orange, face));
            seat = (seat + 1) % n;
            dealt += 1;
        }
        if self.stock.is_empty() {
            self.last_tour = true;
        }
        sink(OrangeEvent::Dealt {
            tour: self.tour_winners.len() as u8 + 1,
            cards_each: dealt.div_ceil(n.max(1)) as u8,
        });
    }

    /// Draws up to `count` cards for `seat`; Carnage when the pile runs out.
    fn draw(&mut self, seat: usize, count: usize, sink: &mut impl FnMut(OrangeEvent)) -> Vec<Card> {
        let mut drawn = Vec::with_capacity(count);
        for _ in 0..count {
            let Some(card) = self.pile.pop() else { break };
            self.hands[seat].insert(card);
            drawn.push(card);
        }
        let orange = drawn.iter().filter(|c| c.back == Back::Orange).count() as u8;
        sink(OrangeEvent::Drew {
            seat,
            orange,
            blue: drawn.len() as u8 - orange,
        });
        if self.pile.is_empty() && !self.carnage {
            self.carnage = true;
            self.last_tour = true;
            sink(OrangeEvent::Carnage);
            let n = self.players();
            let mut to = (self.dealer + 1) % n;
            while let Some(face) = self.stock.pop() {
                self.hands[to].insert(Card::new(Back::Orange, face));
                to = (to + 1) % n;
            }
        }
        drawn
    }

    /// Starts the current player's turn: passes (and finally Apocalypse) when they can
    /// neither play nor draw.
    fn enter_turn(&mut self, sink: &mut impl FnMut(OrangeEvent)) {
        self.phase = Phase::Turn {
            played: 0,
            drew: false,
            counter: None,
        };
        if !self.pile.is_empty() {
            return;
        }
        for _ in 0..self.players() {
            if self.can_play(self.current) {
                return;
            }
            sink(OrangeEvent::Passed { seat: self.current });
            self.current = self.next_seat(self.current);
        }
        let end = OrangeEnd::Apocalypse;
        self.phase = Phase::Over { end };
        sink(OrangeEvent::RoundOver { end });
    }

    fn end_turn(&mut self, sink: &mut impl FnMut(OrangeEvent)) {
        let attacker = self.current;
        self.current = self.next_seat(self.current);
        if std::mem::take(&mut self.chat_noir_pending) {
            sink(OrangeEvent::Attacked {
                attacker,
                victim: self.current,
            });
            self.phase = Phase::Attacked { attacker };
        } else {
            self.enter_turn(sink);
        }
    }

    /// A hand emptied: the tour is won; the round ends in the last tour, otherwise
    /// everyone gets a new hand and the starter begins.
    fn win_tour(&mut self, seat: usize, sink: &mut impl FnMut(OrangeEvent)) {
        self.tour_winners.push(seat);
        let last = self.last_tour;
        sink(OrangeEvent::TourWon {
            seat,
            tour: self.tour_winners.len() as u8,
            last,
        });
        self.chat_noir_pending = false;
        if last {
            let end = if self.carnage {
                OrangeEnd::Carnage
            } else {
                OrangeEnd::Normal
            };
            self.phase = Phase::Over { end };
            sink(OrangeEvent::RoundOver { end });
            return;
        }
        self.deal_hands(sink);
        self.current = self.starter;
        self.phase = Phase::Turn {
            played: 0,
            drew: false,
            counter: None,
        };
        self.enter_turn(sink);
    }

    /// Every legal action, in a fixed order.
    pub fn legal_actions(&self) -> Vec<OrangeAction> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut Vec::new(), &mut out);
        out
    }

    pub fn legal_actions_into(
        &self,
        scratch: &mut Vec<(Slot, Option<u8>)>,
        out: &mut Vec<OrangeAction>,
    ) {
        out.clear();
        let hand = self.hands[self.current];
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Cover => {
                for plate in self.coverable_plates() {
                    for card in hand.cards() {
                        match Role::of(card.face, &self.numbers) {
                            Role::Number(_) => out.push(OrangeAction::Cover {
                                plate,
                                card,
                                declared: None,
                            }),
                            Role::CouteauSuisse => {
                                out.extend((0..=super::layout::COUTEAU_MAX).map(|v| {
                                    OrangeAction::Cover {
                                        plate,
                                        card,
                                        declared: Some(v),
                                    }
                                }))
                            }
                            _ => {}
                        }
                    }
                }
                out.push(OrangeAction::Keep);
            }
            Phase::Attacked { .. } => {
                for card in hand.cards() {
                    if Role::of(card.face, &self.numbers) == Role::Power(Power::Papillon) {
                        out.push(OrangeAction::Place {
                            card,
                            slot: Slot::Centre,
                            declared: None,
                        });
                    }
                }
                if !self.must_answer_with_papillon() {
                    out.push(OrangeAction::TakeThree);
                }
            }
            Phase::Turn { played, drew, .. } => {
                for card in hand.cards() {
                    scratch.clear();
                    placements(&self.layout, card.face, &self.numbers, scratch);
                    out.extend(scratch.iter().map(|&(slot, declared)| OrangeAction::Place {
                        card,
                        slot,
                        declared,
                    }));
                }
                if out.is_empty() && played == 0 && !drew && !self.pile.is_empty() {
                    out.push(OrangeAction::Draw);
                }
            }
        }
    }

    /// Whether `action` is legal now, and if not why.
    pub fn check(&self, action: &OrangeAction) -> Result<(), IllegalAction> {
        let hand = self.hands[self.current];
        let in_hand = |card: Card| {
            if hand.contains(card) {
                Ok(())
            } else {
                Err(IllegalAction::NotInHand(card.to_string()))
            }
        };
        match (self.phase, action) {
            (Phase::Over { .. }, _) => Err(IllegalAction::RoundOver),
            (Phase::Cover, OrangeAction::Keep) => Ok(()),
            (
                Phase::Cover,
                OrangeAction::Cover {
                    plate,
                    card,
                    declared,
                },
            ) => {
                in_hand(*card)?;
                if *plate > 1 || !self.plate_trumps[*plate as usize] {
                    return Err(IllegalAction::PlateNotTrump(plate + 1));
                }
                match (Role::of(card.face, &self.numbers), declared) {
                    (Role::Number(_), None) => Ok(()),
                    (Role::CouteauSuisse, Some(v)) if *v <= super::layout::COUTEAU_MAX => Ok(()),
                    _ => Err(IllegalAction::BadCover),
                }
            }
            (_, OrangeAction::Cover { .. } | OrangeAction::Keep) => Err(IllegalAction::NotCovering),
            (Phase::Cover, _) => Err(IllegalAction::BadCover),
            (Phase::Attacked { .. }, OrangeAction::TakeThree) => {
                if self.must_answer_with_papillon() {
                    Err(IllegalAction::MustAnswerWithPapillon)
                } else {
                    Ok(())
                }
            }
            (
                Phase::Attacked { .. },
                OrangeAction::Place {
                    card,
                    slot,
                    declared,
                },
            ) => {
                in_hand(*card)?;
                if Role::of(card.face, &self.numbers) != Role::Power(Power::Papillon) {
                    return Err(IllegalAction::MustAnswer);
                }
                check_place(&self.layout, card.face, *slot, *declared, &self.numbers)?;
                Ok(())
            }
            (Phase::Attacked { .. }, OrangeAction::Draw) => Err(IllegalAction::MustAnswer),
            (Phase::Turn { .. }, OrangeAction::TakeThree) => Err(IllegalAction::NotAttacked),
            (
                Phase::Turn { .. },
                OrangeAction::Place {
                    card,
                    slot,
                    declared,
                },
            ) => {
                in_hand(*card)?;
                check_place(&self.layout, card.face, *slot, *declared, &self.numbers)?;
                Ok(())
            }
            (Phase::Turn { played, drew, .. }, OrangeAction::Draw) => {
                if played > 0 {
                    return Err(IllegalAction::DrawAfterPlay);
                }
                if drew {
                    return Err(IllegalAction::AlreadyDrew);
                }
                if let Some(card) = hand
                    .cards()
                    .find(|c| can_place(&self.layout, c.face, &self.numbers))
                {
                    return Err(IllegalAction::MustPlay {
                        example: card.face.notation(),
                    });
                }
                if self.pile.is_empty() {
                    return Err(IllegalAction::PileEmpty);
                }
                Ok(())
            }
        }
    }

    /// Applies `action` if legal, returning what happened.
    pub fn apply(&mut self, action: &OrangeAction) -> Result<Vec<OrangeEvent>, IllegalAction> {
        let mut events = Vec::new();
        self.apply_with(action, &mut |e| events.push(e))?;
        Ok(events)
    }

    pub fn apply_with(
        &mut self,
        action: &OrangeAction,
        sink: &mut impl FnMut(OrangeEvent),
    ) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.apply_legal(action, sink);
        Ok(())
    }

    /// Applies an action known to be legal (from [`OrangeState::legal_actions`]).
    pub fn apply_legal(&mut self, action: &OrangeAction, sink: &mut impl FnMut(OrangeEvent)) {
        let seat = self.current;
        match *action {
            OrangeAction::Keep => {
                self.plate_trumps = [false; 2];
                self.phase = Phase::Turn {
                    played: 0,
                    drew: false,
                    counter: None,
                };
                self.enter_turn(sink);
            }
            OrangeAction::Cover {
                plate,
                card,
                declared,
            } => {
                self.hands[seat].remove(card);
                self.table.insert(card);
                let value = match Role::of(card.face, &self.numbers) {
                    Role::Number(v) => Some(v),
                    _ => declared,
                };
                self.layout.plates[plate as usize] = value;
                self.plate_cards[plate as usize] = card;
                self.plate_trumps[plate as usize] = false;
                sink(OrangeEvent::Covered {
                    seat,
                    plate,
                    card,
                    declared,
                });
                if self.hands[seat].is_empty() {
                    self.win_tour(seat, sink);
                } else if self.coverable_plates().next().is_none() {
                    self.phase = Phase::Turn {
                        played: 0,
                        drew: false,
                        counter: None,
                    };
                    self.enter_turn(sink);
                }
            }
            OrangeAction::TakeThree => {
                let drawn = self.draw(seat, 3, sink);
                let Phase::Attacked { attacker } = self.phase else {
                    return;
                };
                let papillon = drawn
                    .iter()
                    .any(|c| Role::of(c.face, &self.numbers) == Role::Power(Power::Papillon));
                self.phase = Phase::Turn {
                    played: 0,
                    drew: false,
                    counter: papillon.then_some(attacker),
                };
                self.after_card_or_draw(seat, sink);
            }
            OrangeAction::Draw => {
                self.draw(seat, 1, sink);
                if let Phase::Turn {
                    played, counter, ..
                } = self.phase
                {
                    self.phase = Phase::Turn {
                        played,
                        drew: true,
                        counter,
                    };
                }
                self.after_card_or_draw(seat, sink);
            }
            OrangeAction::Place {
                card,
                slot,
                declared,
            } => {
                self.hands[seat].remove(card);
                self.table.insert(card);
                let role = Role::of(card.face, &self.numbers);
                self.layout.place(role, slot, declared);
                sink(OrangeEvent::Placed {
                    seat,
                    card,
                    slot,
                    declared,
                });
                let mut turn_over = false;
                match role {
                    Role::Power(Power::Chrysalide) => {
                        self.direction = self.direction.reversed();
                        sink(OrangeEvent::Reversed);
                    }
                    Role::Power(Power::ChatNoir) => self.chat_noir_pending = true,
                    Role::Power(Power::Papillon) => {
                        turn_over = true;
                        match self.phase {
                            Phase::Attacked { attacker } => {
                                self.draw(attacker, 6, sink);
                            }
                            Phase::Turn {
                                played: 0,
                                counter: Some(attacker),
                                ..
                            } => {
                                self.draw(attacker, 3, sink);
                            }
                            _ => {
                                self.draw(seat, 3, sink);
                            }
                        }
                    }
                    _ => {}
                }
                if self.hands[seat].is_empty() {
                    self.win_tour(seat, sink);
                    return;
                }
                let played = match self.phase {
                    Phase::Turn { played, .. } => played + 1,
                    _ => 1,
                };
                if turn_over || played >= 2 {
                    self.end_turn(sink);
                    return;
                }
                self.phase = Phase::Turn {
                    played,
                    drew: matches!(self.phase, Phase::Turn { drew: true, .. }),
                    counter: None,
                };
                self.after_card_or_draw(seat, sink);
            }
        }
    }

    /// After a first card or a draw: the turn goes on only if something can be played.
    fn after_card_or_draw(&mut self, seat: usize, sink: &mut impl FnMut(OrangeEvent)) {
        if self.is_over() {
            return;
        }
        if self.hands[seat].is_empty() {
            // drawing never empties a hand; a placement that did is handled by win_tour
            return;
        }
        if !self.can_play(seat) {
            match self.phase {
                // nothing playable at the start of a turn: the player may draw one
                Phase::Turn {
                    played: 0,
                    drew: false,
                    ..
                } if !self.pile.is_empty() => {}
                _ => self.end_turn(sink),
            }
        }
    }

    /// Every card in exactly one place: 58 orange and 58 blue.
    pub fn check_invariants(&self) -> Result<(), String> {
        // the shape first: a saved state is read through here, so nothing below may
        // index out of range
        let n = self.hands.len();
        if DealPlan::for_players(n) != Some(self.plan) {
            return Err(format!(
                "{n} players do not play the deal plan {:?}",
                self.plan
            ));
        }
        for (what, seat) in [
            ("current player", self.current),
            ("dealer", self.dealer),
            ("starter", self.starter),
        ] {
            if seat >= n {
                return Err(format!("the {what} is seat {seat} of {n}"));
            }
        }
        if let Phase::Attacked { attacker }
        | Phase::Turn {
            counter: Some(attacker),
            ..
        } = self.phase
            && attacker >= n
        {
            return Err(format!("the Chat Noir's player is seat {attacker} of {n}"));
        }
        if let Some(seat) = self.tour_winners.iter().find(|&&s| s >= n) {
            return Err(format!("a tour was won by seat {seat} of {n}"));
        }
        for (i, &coverable) in self.plate_trumps.iter().enumerate() {
            if coverable
                && (self.phase != Phase::Cover || self.plate_cards[i].face.trump().is_none())
            {
                return Err(format!(
                    "plate card {} is marked as a trump to cover outside the start of the round",
                    i + 1
                ));
            }
        }
        if self.tour_winners.len() > usize::from(self.plan.deals) {
            return Err(format!(
                "{} tours were won; the orange deck deals {}",
                self.tour_winners.len(),
                self.plan.deals
            ));
        }
        let mut orange = self.table.orange;
        let mut blue = self.table.blue;
        let mut count = (self.table.orange.len(), self.table.blue.len());
        let mut add = |card: Card, what: &str| -> Result<(), String> {
            let set = match card.back {
                Back::Orange => &mut orange,
                Back::Blue => &mut blue,
            };
            if !set.insert(card.face) {
                return Err(format!("{card} is in two places (again in {what})"));
            }
            match card.back {
                Back::Orange => count.0 += 1,
                Back::Blue => count.1 += 1,
            }
            Ok(())
        };
        for (seat, hand) in self.hands.iter().enumerate() {
            for card in hand.cards() {
                add(card, &format!("hand {seat}"))?;
            }
        }
        for &face in &self.stock {
            add(Card::new(Back::Orange, face), "stock")?;
        }
        for &card in &self.pile {
            add(card, "pile")?;
        }
        if count != (DECK_SIZE, DECK_SIZE) || orange != FaceSet::full() || blue != FaceSet::full() {
            return Err(format!(
                "{} orange and {} blue cards are placed, not 58 and 58",
                count.0, count.1
            ));
        }
        for (i, plate) in self.plate_cards.iter().enumerate() {
            if !self.table.contains(*plate) {
                return Err(format!(
                    "plate card {} ({plate}) is not on the table",
                    i + 1
                ));
            }
        }
        if let Phase::Attacked { attacker } = self.phase
            && attacker == self.current
        {
            return Err(format!(
                "seat {attacker} is attacked by their own Chat Noir"
            ));
        }
        if !self.is_over() && self.hands[self.current].is_empty() {
            return Err(format!(
                "seat {} is to play with an empty hand",
                self.current
            ));
        }
        Ok(())
    }
}
