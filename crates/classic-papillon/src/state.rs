//! One game of a sitting as a state machine: the deal, the turns, captures and
//! reveals with their counter events, the re-deals, the last round and the end of the
//! game. Everything random comes from the seed given to [`ClassicGame::start`] or
//! [`ClassicGame::next_game`].
//!
//! Events reach the caller through a sink, `FnMut(&Event, &Transfers)`: each event
//! with the transfers it made, in order. The search passes a sink that does nothing.

use std::sync::Arc;

use game_kit::seeded_rng;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::bonus::CaptureBonuses;
use crate::capture::{self, Refusal};
use crate::card::{Card, CardSet, DECK_SIZE};
use crate::deal::{
    Cut, DealPlan, HAND_SIZE, Setup, SetupError, cut_for_dealer, first_deal, redeal, shuffled,
};
use crate::events::{Event, MAX_PLAYERS, RevealReason, Transfers};
use crate::game_end::{GameEnd, GameResult, settle};
use crate::inference::DealMemory;
use crate::options::Options;
use crate::purse::Purse;

/// Why a move is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("{card} is not in the hand")]
    CardNotInHand { card: Card },
    #[error("{reason}")]
    Refused { reason: Refusal },
    #[error("a capture is possible ({example}), and capturing is compulsory")]
    MustCapture { example: Action },
}

/// Why a next game cannot start yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum NextGameError {
    #[error("this game is not over yet")]
    NotOver,
}

/// One game in progress (or over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicGame {
    pub(crate) setup: Arc<Setup>,
    pub(crate) players: usize,
    pub(crate) game: u32,
    pub(crate) dealer: usize,
    pub(crate) current: usize,
    pub(crate) deal: u32,
    pub(crate) hands: [CardSet; MAX_PLAYERS],
    pub(crate) table: CardSet,
    /// The next card dealt is the last.
    pub(crate) talon: Vec<Card>,
    pub(crate) captured: [CardSet; MAX_PLAYERS],
    pub(crate) purse: Purse,
    pub(crate) start: [i32; MAX_PLAYERS],
    pub(crate) start_pot: i32,
    pub(crate) revealed: [bool; MAX_PLAYERS],
    pub(crate) last_revealer: Option<usize>,
    pub(crate) after_sautenelle: bool,
    pub(crate) winner: Option<usize>,
    pub(crate) multiplier: i32,
    pub(crate) result: Option<GameResult>,
    /// The moves of this deal, for the `expert` level's reading of the others' hands.
    pub(crate) memory: DealMemory,
}

impl ClassicGame {
    /// The first game of a sitting: the cut for the dealer, the shuffle, the deal and
    /// the stakes, all from `seed`. The sink receives the cut, the deal and the stakes.
    pub fn start(
        setup: Setup,
        seed: u64,
        sink: &mut impl FnMut(&Event, &Transfers),
    ) -> Result<ClassicGame, SetupError> {
        setup.validate()?;
        let n = setup.players();
        let mut rng = seeded_rng(seed);
        let cut = cut_for_dealer(n, &mut rng);
        let pack = shuffled(&mut rng);
        let counters = vec![setup.options.starting_counters; n];
        sink(
            &Event::DealerCut {
                cut: Box::new(cut.clone()),
            },
            &Transfers::default(),
        );
        Ok(ClassicGame::begin(
            Arc::new(setup),
            1,
            cut.dealer,
            &counters,
            0,
            1,
            pack,
            sink,
        ))
    }

    /// The cut a seed gives ([`start`](Self::start) makes the same).
    pub fn cut_of(players: usize, seed: u64) -> Cut {
        cut_for_dealer(players, &mut seeded_rng(seed))
    }

    /// The next game of the sitting, dealt from `seed`: the counters, the pot carried
    /// over and the Blätter multiplier go on; the deal passes to the right, to the
    /// player who led this game (a gap, C.5 #14).
    pub fn next_game(
        &self,
        seed: u64,
        sink: &mut impl FnMut(&Event, &Transfers),
    ) -> Result<ClassicGame, NextGameError> {
        let carry = self.carry().ok_or(NextGameError::NotOver)?;
        Ok(ClassicGame::deal_next(
            Arc::clone(&self.setup),
            &carry,
            seed,
            sink,
        ))
    }

    /// Deals a game from `pack` (the last card on top) and takes the stakes.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn begin(
        setup: Arc<Setup>,
        game: u32,
        dealer: usize,
        counters: &[i32],
        pot: i32,
        multiplier: i32,
        pack: Vec<Card>,
        sink: &mut impl FnMut(&Event, &Transfers),
    ) -> ClassicGame {
        let players = setup.players();
        let purse = Purse::new(counters, pot);
        let mut state = ClassicGame {
            setup,
            players,
            game,
            dealer,
            current: (dealer + 1) % players,
            deal: 1,
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            table: CardSet::EMPTY,
            talon: pack,
            captured: [CardSet::EMPTY; MAX_PLAYERS],
            purse,
            start: purse.counters,
            start_pot: pot,
            revealed: [false; MAX_PLAYERS],
            last_revealer: None,
            after_sautenelle: false,
            winner: None,
            multiplier,
            result: None,
            memory: DealMemory::default(),
        };
        sink(
            &Event::GameStarted {
                game,
                dealer,
                multiplier,
                pot,
            },
            &Transfers::default(),
        );
        // "Dann verteilt er, bei seinem rechten Nachbarn beginnend, einzeln drei Karten an
        // jeden Spieler. … deckt er anschließend sieben [vier] Karten auf."
        let plan = first_deal(players);
        state.deal_by(&plan);
        sink(
            &Event::Dealt {
                deal: 1,
                turned_up: plan.turned_up,
                last: state.talon.is_empty(),
            },
            &Transfers::default(),
        );
        // E1: "Jeder Spieler gibt je nach Vereinbarung einen oder zwei Zählsteine in den
        // Behälter."
        for player in 0..players {
            state.book(
                &Event::Stake {
                    player,
                    counters: state.setup.options.stake,
                },
                sink,
            );
        }
        state.current = state.next_with_cards(dealer).unwrap_or(state.current);
        state
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn options(&self) -> &Options {
        &self.setup.options
    }
    pub fn names(&self) -> &[String] {
        &self.setup.names
    }
    pub fn players(&self) -> usize {
        self.players
    }
    /// The game's number in the sitting, from 1.
    pub fn game_number(&self) -> u32 {
        self.game
    }
    pub fn dealer(&self) -> usize {
        self.dealer
    }
    /// The deal of this game, from 1.
    pub fn deal_number(&self) -> u32 {
        self.deal
    }
    /// The most deals this game can have: this one and the talon dealt out without
    /// another turn-up (a turn-up onto an empty table can only shorten it).
    pub fn deals_at_most(&self) -> u32 {
        let per_deal = HAND_SIZE * self.players;
        self.deal
            .saturating_add(self.talon.len().div_ceil(per_deal) as u32)
    }
    /// The dealer has given out the last card: this is the last round.
    pub fn last_round(&self) -> bool {
        self.talon.is_empty()
    }
    pub fn hand(&self, seat: usize) -> CardSet {
        self.hands.get(seat).copied().unwrap_or_default()
    }
    pub fn table(&self) -> CardSet {
        self.table
    }
    pub fn talon_len(&self) -> usize {
        self.talon.len()
    }
    /// A player's captured pile (face down, but every card of it was seen when taken).
    pub fn captured(&self, seat: usize) -> CardSet {
        self.captured.get(seat).copied().unwrap_or_default()
    }
    pub fn counters(&self) -> &[i32] {
        &self.purse.counters[..self.players]
    }
    pub fn pot(&self) -> i32 {
        self.purse.pot
    }
    /// Counters at the start of this game (before the stakes).
    pub fn start_counters(&self) -> &[i32] {
        &self.start[..self.players]
    }
    /// Whether a player revealed in this deal.
    pub fn revealed(&self, seat: usize) -> bool {
        self.revealed.get(seat).copied().unwrap_or(false)
    }
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }
    /// This game's Blätter multiplier.
    pub fn multiplier(&self) -> i32 {
        self.multiplier
    }
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    /// The seat to play, `None` when the game is over.
    pub fn to_play(&self) -> Option<usize> {
        self.result.is_none().then_some(self.current)
    }
    /// The previous capture was a Sautenelle: the player to play must reveal.
    pub fn after_sautenelle(&self) -> bool {
        self.after_sautenelle
    }

    /// The legal moves, in a fixed order: for each rank in the hand (lowest card of
    /// it), its match, then its sums; `Reveal` alone when nothing can be taken.
    pub fn legal_moves_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        let hand = self.hands[self.current];
        if !self.table.is_empty() {
            for card in capture::distinct_ranks(hand).iter() {
                capture::for_each_capture(card, self.table, &self.setup.options, |_, taken| {
                    out.push(Action::Capture { card, taken });
                });
            }
        }
        if out.is_empty() {
            out.push(Action::Reveal);
        }
    }

    pub fn legal_moves(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Checks a move without playing it. Any capture of the rules is accepted, whichever
    /// suits it names.
    pub fn check(&self, action: &Action) -> Result<(), Illegal> {
        if self.result.is_some() {
            return Err(Illegal::GameOver);
        }
        let hand = self.hands[self.current];
        match *action {
            Action::Capture { card, taken } => {
                if !hand.contains(card) {
                    return Err(Illegal::CardNotInHand { card });
                }
                if let Some(missing) = taken.difference(self.table).first() {
                    let reason = if missing == card {
                        Refusal::PlayedCardTaken { card }
                    } else {
                        Refusal::NotOnTable { card: missing }
                    };
                    return Err(Illegal::Refused { reason });
                }
                capture::check_set(card, taken, &self.setup.options)
                    .map(|_| ())
                    .map_err(|reason| Illegal::Refused { reason })
            }
            Action::Reveal => {
                let mut legal = Vec::new();
                self.legal_moves_into(&mut legal);
                match legal.first() {
                    Some(example @ Action::Capture { .. }) => {
                        Err(Illegal::MustCapture { example: *example })
                    }
                    _ => Ok(()),
                }
            }
        }
    }

    /// Checks and plays a move; the sink receives its events. A refused move changes
    /// nothing.
    pub fn play(
        &mut self,
        action: &Action,
        sink: &mut impl FnMut(&Event, &Transfers),
    ) -> Result<(), Illegal> {
        self.check(action)?;
        self.apply_legal(action, sink);
        Ok(())
    }

    /// Plays a move and returns its events with their transfers.
    pub fn play_logged(
        &mut self,
        action: &Action,
    ) -> Result<Vec<(Event, Vec<crate::events::Transfer>)>, Illegal> {
        let mut log = Vec::new();
        self.play(action, &mut |e, t| log.push((e.clone(), t.to_vec())))?;
        Ok(log)
    }

    /// Plays a move known to be legal (from [`legal_moves_into`]) without checking it.
    ///
    /// [`legal_moves_into`]: Self::legal_moves_into
    pub fn apply_legal(&mut self, action: &Action, sink: &mut impl FnMut(&Event, &Transfers)) {
        if self.result.is_some() {
            return;
        }
        let player = self.current;
        let last_round = self.talon.is_empty();
        let action = match *action {
            Action::Capture { card, taken } => Action::Capture {
                card,
                taken: taken.intersection(self.table),
            },
            Action::Reveal => Action::Reveal,
        };
        self.memory
            .record(player, last_round, self.table, self.hands[player], &action);
        match action {
            Action::Capture { card, taken } => {
                let bonuses = CaptureBonuses::of_cards(card, taken, self.table);
                self.hands[player].remove(card);
                self.table = self.table.difference(taken);
                self.captured[player] = self.captured[player].union(taken);
                self.captured[player].insert(card);
                sink(
                    &Event::Captured {
                        player,
                        card,
                        taken,
                        clears_table: self.table.is_empty(),
                    },
                    &Transfers::default(),
                );
                let mut pending: [Option<Event>; 3] = [None, None, None];
                let mut k = 0;
                bonuses.for_each_event(player, last_round, &self.setup.options, |event| {
                    if let Some(slot) = pending.get_mut(k) {
                        *slot = Some(event);
                        k += 1;
                    }
                });
                for event in pending.iter().flatten() {
                    self.book(event, sink);
                }
                self.after_sautenelle = self.table.is_empty();
                // "gewinnt derjenige das Spiel, der zuerst alle seine Karten eingetauscht hat"
                if last_round && self.hands[player].is_empty() && self.winner.is_none() {
                    self.winner = Some(player);
                    sink(&Event::Won { player }, &Transfers::default());
                }
            }
            Action::Reveal => {
                let shown = self.hands[player];
                self.hands[player] = CardSet::EMPTY;
                self.table = self.table.union(shown);
                self.revealed[player] = true;
                if last_round {
                    self.last_revealer = Some(player);
                }
                let reason = if self.after_sautenelle {
                    RevealReason::AfterSautenelle
                } else {
                    RevealReason::CannotCapture
                };
                self.after_sautenelle = false;
                self.book(
                    &Event::Reveal {
                        player,
                        cards: shown.len() as u8,
                        aces: shown.intersection(CardSet::aces()).len() as u8,
                        reason,
                        shown: Some(shown),
                    },
                    sink,
                );
            }
        }
        self.advance(player, sink);
    }

    fn book(&mut self, event: &Event, sink: &mut impl FnMut(&Event, &Transfers)) {
        let made = self.purse.book_capped(event, self.setup.options.debt);
        sink(event, &made);
    }

    /// The next seat after `from` (in playing order, `from` itself last) holding cards.
    fn next_with_cards(&self, from: usize) -> Option<usize> {
        (1..=self.players)
            .map(|k| (from + k) % self.players)
            .find(|&s| !self.hands[s].is_empty())
    }

    /// Passes the turn; re-deals when every hand is empty; ends the game when the talon
    /// is empty too.
    fn advance(&mut self, from: usize, sink: &mut impl FnMut(&Event, &Transfers)) {
        if let Some(next) = self.next_with_cards(from) {
            self.current = next;
            return;
        }
        // "Es wird gespielt, bis keiner der Spieler mehr eine Karte hat, dann werden vom
        // verdeckten Stapel erneut jedem Spieler drei Karten gegeben"
        while !self.talon.is_empty() {
            self.redeal(sink);
            if let Some(first) = self.next_with_cards(self.dealer) {
                self.current = first;
                return;
            }
        }
        self.finish(sink);
    }

    fn redeal(&mut self, sink: &mut impl FnMut(&Event, &Transfers)) {
        self.deal = self.deal.saturating_add(1);
        self.memory.clear();
        self.revealed = [false; MAX_PLAYERS];
        self.after_sautenelle = false;
        // "Liegen beim Geben keine Karten in der Mitte … werden wieder sieben … bzw. vier
        // … Karten aufgedeckt."
        let plan = redeal(
            self.players,
            self.dealer,
            self.talon.len(),
            self.table.is_empty(),
            self.setup.options.empty_table_deal,
        );
        self.deal_by(&plan);
        // "Gibt der Geber die letzte Karte aus, muss er dies ansagen."
        sink(
            &Event::Dealt {
                deal: self.deal,
                turned_up: plan.turned_up,
                last: self.talon.is_empty(),
            },
            &Transfers::default(),
        );
    }

    /// Deals real cards by a plan: three to each, one at a time from the dealer's
    /// right, and the turn-up before or after.
    fn deal_by(&mut self, plan: &DealPlan) {
        if plan.turn_up_first {
            self.turn_up(plan.turned_up);
        }
        let mut given = [0u8; MAX_PLAYERS];
        for _ in 0..HAND_SIZE {
            for k in 1..=self.players {
                let seat = (self.dealer + k) % self.players;
                if given[seat] < plan.dealt[seat]
                    && let Some(card) = self.talon.pop()
                {
                    self.hands[seat].insert(card);
                    given[seat] += 1;
                }
            }
        }
        if !plan.turn_up_first {
            self.turn_up(plan.turned_up);
        }
    }

    fn turn_up(&mut self, cards: u8) {
        for _ in 0..cards {
            if let Some(card) = self.talon.pop() {
                self.table.insert(card);
            }
        }
    }

    /// E8, E9, E10.
    fn finish(&mut self, sink: &mut impl FnMut(&Event, &Transfers)) {
        let mut piles = [0u32; MAX_PLAYERS];
        for (pile, set) in piles.iter_mut().zip(&self.captured) {
            *pile = set.len() as u32;
        }
        let end = GameEnd {
            players: self.players,
            dealer: self.dealer,
            winner: self.winner,
            last_revealer: self.last_revealer,
            piles,
            table: self.table.len() as u32,
            multiplier: self.multiplier,
            pot: self.purse.pot,
        };
        sink(
            &Event::Counted {
                piles: piles[..self.players].to_vec(),
                left_on_table: end.table,
            },
            &Transfers::default(),
        );
        let options = Arc::clone(&self.setup);
        let (events, result) = settle(&end, &options.options);
        if let Some(p) = result.consolation {
            self.captured[p] = self.captured[p].union(self.table);
            self.table = CardSet::EMPTY;
        }
        for event in &events {
            self.book(event, sink);
        }
        self.result = Some(result);
    }

    /// Counters plus pot at the start of the game (constant throughout).
    pub fn total(&self) -> i64 {
        self.start[..self.players]
            .iter()
            .map(|&c| i64::from(c))
            .sum::<i64>()
            + i64::from(self.start_pot)
    }

    /// Every card in exactly one place; counters plus pot constant; the player to play
    /// holds cards; hands of at most three; a revealer holds nothing.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        let places = self.hands[..self.players]
            .iter()
            .chain(&self.captured[..self.players])
            .chain(std::iter::once(&self.table));
        for set in places {
            if !set.intersection(seen).is_empty() {
                return Err(format!(
                    "{} in two places",
                    set.intersection(seen).join(" ")
                ));
            }
            seen = seen.union(*set);
            count += set.len();
        }
        for &card in &self.talon {
            if !seen.insert(card) {
                return Err(format!("{card} is in the talon and elsewhere"));
            }
            count += 1;
        }
        if count != DECK_SIZE || seen != CardSet::full() {
            return Err(format!("{count} cards in play, not {DECK_SIZE}"));
        }
        if self.purse.total() != self.total() {
            return Err(format!(
                "counters and pot add up to {}, not {}",
                self.purse.total(),
                self.total()
            ));
        }
        for seat in 0..self.players {
            if self.hands[seat].len() > HAND_SIZE {
                return Err(format!(
                    "seat {seat} holds {} cards",
                    self.hands[seat].len()
                ));
            }
            if self.revealed[seat] && !self.hands[seat].is_empty() {
                return Err(format!("seat {seat} revealed but holds cards"));
            }
        }
        match &self.result {
            None if self.hands[self.current].is_empty() => {
                Err(format!("seat {} is to play with no cards", self.current))
            }
            Some(_) if !self.talon.is_empty() || self.hands.iter().any(|h| !h.is_empty()) => {
                Err("the game ended with cards still to play".into())
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet() -> impl FnMut(&Event, &Transfers) {
        |_, _| {}
    }

    #[test]
    fn a_new_game_deals_three_each_and_turns_up_seven_or_four() {
        for players in 3..=4 {
            let game = ClassicGame::start(Setup::plain(players).unwrap(), 7, &mut quiet()).unwrap();
            for seat in 0..players {
                assert_eq!(game.hand(seat).len(), 3);
            }
            assert_eq!(game.table().len(), crate::deal::turned_up(players));
            assert_eq!(game.talon_len(), 36);
            assert_eq!(game.pot(), players as i32);
            assert!(game.counters().iter().all(|&c| c == 19));
            assert_eq!(game.to_play(), Some((game.dealer() + 1) % players));
            assert_eq!(game.deals_at_most(), if players == 3 { 5 } else { 4 });
            game.check_invariants().unwrap();
        }
    }

    #[test]
    fn the_opening_events_are_the_cut_the_deal_and_the_stakes() {
        let mut events = Vec::new();
        let game = ClassicGame::start(Setup::plain(3).unwrap(), 3, &mut |e, _| {
            events.push(e.clone())
        })
        .unwrap();
        assert!(matches!(events[0], Event::DealerCut { .. }));
        assert!(matches!(events[1], Event::GameStarted { game: 1, .. }));
        assert!(matches!(
            events[2],
            Event::Dealt {
                deal: 1,
                turned_up: 7,
                last: false
            }
        ));
        let stakes = events
            .iter()
            .filter(|e| matches!(e, Event::Stake { counters: 1, .. }))
            .count();
        assert_eq!(stakes, 3);
        assert_eq!(ClassicGame::cut_of(3, 3).dealer, game.dealer());
    }
}
