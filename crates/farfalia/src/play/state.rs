//! One digital game of Farfalia as a state machine: the deal, DOUBLE YOU, the dealer's
//! discard and trump, the proposition, the tricks and the picks, and the deal's score
//! by the score keeper; then the next deal, until the game ends. Everything random (the
//! first dealer, each deal's cards, proposition and BURNIN' jokers) comes from the seed
//! given to [`FarfaliaGame::start`].

use std::sync::Arc;

use game_kit::seeded_rng;
use rand::RngExt;
use rand::seq::SliceRandom;

use crate::card::{Card, Colour, PROPOSITION_SIZE, Subject, Trump};
use crate::mode::Mode;
use crate::play::cards::{CardSet, Played, deck, joker_deck, subject_deck};
use crate::play::error::Phase;
use crate::play::record::DealRecord;
use crate::play::setup::{PlaySetup, Rules, SetupError};
use crate::play::trick::{self, Play};
use crate::seating::rule_sides;
use crate::validate::{DOUBLE_YOU_JOKERS, barred_leaders};

/// The most seats of the digital game.
pub const SEATS: usize = 5;

/// The last complete trick, as the table saw it (at the start of a deal, the previous
/// deal's last).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaTrick"))]
pub struct TrickRecord {
    /// 1 = the deal's first trick.
    pub number: u8,
    pub plays: Vec<Play>,
    pub winner: usize,
    /// BURNIN': the cards its jokers burned.
    pub burned: Vec<Card>,
    /// The card the winner kept face up, if any.
    pub kept: Option<Card>,
}

/// One game in progress (or over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FarfaliaGame {
    pub(crate) setup: Arc<PlaySetup>,
    pub(crate) rules: Arc<Rules>,
    /// The seed of the deals still to come (a view's stand-in holds 0).
    pub(crate) seed: u64,
    /// 1 = the first deal.
    pub(crate) deal: usize,
    pub(crate) dealer: usize,
    /// Each seat's side in this deal (an index into `sides`).
    pub(crate) sides: Vec<Vec<usize>>,
    pub(crate) side_of: [usize; SEATS],
    pub(crate) phase: Phase,
    pub(crate) hands: [CardSet; SEATS],
    /// BURNIN': the joker in each hand, until played.
    pub(crate) jokers: [Option<Subject>; SEATS],
    /// BURNIN': the joker each seat played this deal.
    pub(crate) jokers_played: [Option<Subject>; SEATS],
    /// Five players: the dealer's two cards out of play.
    pub(crate) discard: CardSet,
    /// None until the dealer calls it (five) or the proposition is turned (four).
    pub(crate) trump: Option<Trump>,
    pub(crate) proposition: [Subject; PROPOSITION_SIZE],
    /// The proposition is turned up (at five, after the discard and the trump).
    pub(crate) proposition_shown: bool,
    /// Tricks completed in this deal.
    pub(crate) tricks_done: u8,
    pub(crate) leader: usize,
    /// The trick on the table, in play order (complete while its winner picks).
    pub(crate) trick: Vec<Play>,
    pub(crate) last_trick: Option<TrickRecord>,
    /// The face-up cards each seat kept this deal.
    pub(crate) collected: [CardSet; SEATS],
    /// The rest of each trick won, face down before its winner.
    pub(crate) face_down: [CardSet; SEATS],
    /// Per seat, a bit per colour (as [`Colour::ALL`]) the seat showed it lacks.
    pub(crate) voids: [u8; SEATS],
    /// DOUBLE YOU: who played a joker this deal; the jokers left for the game.
    pub(crate) double_you: [bool; SEATS],
    pub(crate) jokers_left: [u8; SEATS],
    /// The totals after the deals played (four players: the team's, on both partners).
    pub(crate) totals: [i64; SEATS],
    /// The totals a game set up mid-way ([`crate::play::position`]) started from.
    pub(crate) carried: [i64; SEATS],
    pub(crate) history: Arc<Vec<DealRecord>>,
    /// The winners, once over.
    pub(crate) winners: Option<Vec<usize>>,
}

fn deal_seed(seed: u64, deal: usize) -> u64 {
    seed ^ (deal as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl FarfaliaGame {
    /// A new game: the first dealer (the setup's, or drawn), the first deal.
    pub fn start(setup: PlaySetup, seed: u64) -> Result<FarfaliaGame, SetupError> {
        let rules = setup.rules()?;
        let n = setup.players();
        let dealer = match setup.options.first_dealer {
            Some(seat) => seat,
            None => seeded_rng(seed).random_range(0..n),
        };
        let mut game = FarfaliaGame {
            setup: Arc::new(setup),
            rules: Arc::new(rules),
            seed,
            deal: 1,
            dealer,
            sides: Vec::new(),
            side_of: [0; SEATS],
            phase: Phase::Over,
            hands: [CardSet::EMPTY; SEATS],
            jokers: [None; SEATS],
            jokers_played: [None; SEATS],
            discard: CardSet::EMPTY,
            trump: None,
            proposition: [Subject::Butterfly; PROPOSITION_SIZE],
            proposition_shown: false,
            tricks_done: 0,
            leader: dealer,
            trick: Vec::new(),
            last_trick: None,
            collected: [CardSet::EMPTY; SEATS],
            face_down: [CardSet::EMPTY; SEATS],
            voids: [0; SEATS],
            double_you: [false; SEATS],
            jokers_left: [DOUBLE_YOU_JOKERS; SEATS],
            totals: [0; SEATS],
            carried: [0; SEATS],
            history: Arc::new(Vec::new()),
            winners: None,
        };
        game.begin_deal(1, dealer);
        Ok(game)
    }

    /// Deals deal `deal`: «Le donneur … en distribue 10, face cachée, à chaque joueur,
    /// mais en garde 12 pour lui» at five, «13 cartes à chacun» at four; five subjects
    /// from the whole subject deck, reshuffled (A.5 #8); under BURNIN' «distribuez un
    /// joker face cachée à chaque joueur (les jokers restant sont défaussés)».
    pub(crate) fn begin_deal(&mut self, deal: usize, dealer: usize) {
        let n = self.players();
        let mut rng = seeded_rng(deal_seed(self.seed, deal));
        let mut pack = deck();
        pack.shuffle(&mut rng);
        let mut subjects = subject_deck();
        subjects.shuffle(&mut rng);
        let mut jokers = joker_deck();
        jokers.shuffle(&mut rng);
        self.deal = deal;
        self.dealer = dealer;
        self.sides = rule_sides(self.rules.mode, &self.rules.options, deal, false, dealer);
        for (index, side) in self.sides.iter().enumerate() {
            for &seat in side {
                self.side_of[seat] = index;
            }
        }
        let mut cards = pack.into_iter();
        for k in 1..=n {
            let seat = (dealer + k) % n;
            let size = self.dealt_size(seat);
            self.hands[seat] = cards.by_ref().take(size).collect();
        }
        for (slot, &s) in self.proposition.iter_mut().zip(&subjects) {
            *slot = s;
        }
        self.proposition_shown = false;
        for (slot, &joker) in self.jokers.iter_mut().zip(&jokers).take(n) {
            *slot = self.rules.burnin.then_some(joker);
        }
        self.jokers_played = [None; SEATS];
        self.discard = CardSet::EMPTY;
        self.trump = None;
        self.tricks_done = 0;
        self.leader = (dealer + 1) % n;
        self.trick.clear();
        self.collected = [CardSet::EMPTY; SEATS];
        self.face_down = [CardSet::EMPTY; SEATS];
        self.voids = [0; SEATS];
        self.double_you = [false; SEATS];
        self.phase = match self.next_double_you(None) {
            Some(seat) => Phase::DoubleYou { seat },
            None => self.after_double_you(),
        };
    }

    /// The cards a seat is dealt: 12 for the dealer at five, else 10 or 13.
    fn dealt_size(&self, seat: usize) -> usize {
        match self.rules.mode {
            Mode::Four => 13,
            _ if seat == self.dealer => 12,
            _ => 10,
        }
    }

    /// The seats that may play a DOUBLE YOU joker in this deal: jokers left, and not
    /// «Le premier au classement» (judged on the totals before the deal).
    pub fn double_you_allowed(&self, seat: usize) -> bool {
        let n = self.players();
        self.rules.options.double_you
            && self.jokers_left.get(seat).is_some_and(|&j| j > 0)
            && !barred_leaders(self.rules.options.double_you_leader, &self.totals[..n])
                .contains(&seat)
    }

    /// The next seat after `after` (clockwise from the dealer's left, the dealer last)
    /// that may play a DOUBLE YOU joker.
    pub(crate) fn next_double_you(&self, after: Option<usize>) -> Option<usize> {
        if !self.rules.options.double_you {
            return None;
        }
        let n = self.players();
        let order: Vec<usize> = (1..=n).map(|k| (self.dealer + k) % n).collect();
        let start = match after {
            None => 0,
            Some(seat) => order.iter().position(|&s| s == seat)? + 1,
        };
        order[start..]
            .iter()
            .copied()
            .find(|&s| self.double_you_allowed(s))
    }

    /// After DOUBLE YOU: the dealer's discard at five; at four the proposition is turned
    /// and decides the trump, and play begins.
    pub(crate) fn after_double_you(&mut self) -> Phase {
        if self.rules.dealer_calls() {
            Phase::Discard { seat: self.dealer }
        } else {
            self.proposition_shown = true;
            // «si la première carte de la proposition retournée est un Papillon, alors la
            // donne ne comportera pas d'atouts … l'atout sera le même que la couleur de
            // cette première carte retournée»
            self.trump = Some(Trump::from_first_subject(self.proposition[0]));
            self.first_lead()
        }
    }

    /// «Le joueur à gauche du donneur commence».
    pub(crate) fn first_lead(&mut self) -> Phase {
        self.leader = (self.dealer + 1) % self.players();
        Phase::Play { seat: self.leader }
    }

    pub fn setup(&self) -> &PlaySetup {
        &self.setup
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn names(&self) -> &[String] {
        &self.setup.names
    }
    pub fn players(&self) -> usize {
        self.setup.names.len()
    }
    pub fn mode(&self) -> Mode {
        self.rules.mode
    }
    /// The deal, from 1.
    pub fn deal_number(&self) -> usize {
        self.deal
    }
    pub fn dealer(&self) -> usize {
        self.dealer
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The seat to act, `None` once the game is over.
    pub fn to_play(&self) -> Option<usize> {
        self.phase.seat()
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// This deal's sides: at five the dealer's (the dealer alone) first; at four the
    /// fixed teams, seats 1 and 3 then 2 and 4, whoever deals.
    pub fn sides(&self) -> &[Vec<usize>] {
        &self.sides
    }
    /// The index into [`FarfaliaGame::sides`] of a seat's side in this deal.
    pub fn side_in_deal(&self, seat: usize) -> usize {
        self.side_of.get(seat).copied().unwrap_or(0)
    }
    pub fn hand(&self, seat: usize) -> CardSet {
        self.hands.get(seat).copied().unwrap_or_default()
    }
    /// BURNIN': the joker a seat still holds.
    pub fn joker(&self, seat: usize) -> Option<Subject> {
        self.jokers.get(seat).copied().flatten()
    }
    pub fn jokers_played(&self) -> &[Option<Subject>] {
        &self.jokers_played[..self.players()]
    }
    pub fn discard(&self) -> CardSet {
        self.discard
    }
    pub fn trump(&self) -> Option<Trump> {
        self.trump
    }
    /// The proposition, once turned up.
    pub fn proposition(&self) -> Option<&[Subject]> {
        self.proposition_shown.then_some(&self.proposition[..])
    }
    pub fn tricks_done(&self) -> u8 {
        self.tricks_done
    }
    pub fn leader(&self) -> usize {
        self.leader
    }
    pub fn trick(&self) -> &[Play] {
        &self.trick
    }
    pub fn last_trick(&self) -> Option<&TrickRecord> {
        self.last_trick.as_ref()
    }
    /// The face-up cards a seat kept this deal.
    pub fn collected(&self, seat: usize) -> CardSet {
        self.collected.get(seat).copied().unwrap_or_default()
    }
    /// What a side (an index into [`FarfaliaGame::sides`]) kept this deal.
    pub fn side_collection(&self, side: usize) -> CardSet {
        self.sides.get(side).map_or(CardSet::EMPTY, |members| {
            members
                .iter()
                .fold(CardSet::EMPTY, |acc, &s| acc.union(self.collected(s)))
        })
    }
    pub fn face_down(&self, seat: usize) -> CardSet {
        self.face_down.get(seat).copied().unwrap_or_default()
    }
    /// Whether a seat showed it holds no card of `colour` (it did not follow it).
    pub fn known_void(&self, seat: usize, colour: Colour) -> bool {
        let bit = 1u8 << crate::play::cards::colour_index(colour);
        self.voids.get(seat).is_some_and(|v| v & bit != 0)
    }
    /// DOUBLE YOU: whether a seat played a joker this deal; the jokers it has left.
    pub fn double_you_this_deal(&self, seat: usize) -> bool {
        self.double_you.get(seat).copied().unwrap_or(false)
    }
    pub fn double_you_left(&self, seat: usize) -> u8 {
        self.jokers_left.get(seat).copied().unwrap_or(0)
    }
    /// Each seat's total after the deals played.
    pub fn totals(&self) -> &[i64] {
        &self.totals[..self.players()]
    }
    /// The deals played, scored.
    pub fn history(&self) -> &[DealRecord] {
        &self.history
    }
    /// The winners once the game is over (ties share).
    pub fn winners(&self) -> Option<&[usize]> {
        self.winners.as_deref()
    }

    /// The team's collection for `seat` (its side in this deal).
    pub(crate) fn kept_by_side_of(&self, seat: usize) -> CardSet {
        self.side_collection(self.side_in_deal(seat))
    }

    /// The cards of the trick the current winner may keep.
    pub fn pickable(&self) -> CardSet {
        match self.phase {
            Phase::Pick { seat } => trick::pickable(
                &self.trick,
                self.tricks_done,
                self.rules.first_pick_trick(),
                &self.proposition,
                self.kept_by_side_of(seat),
            ),
            _ => CardSet::EMPTY,
        }
    }

    /// Every place a card can be: hands, the discard, the trick, the face-up
    /// collections and the face-down piles.
    pub(crate) fn places(&self) -> Vec<(String, CardSet)> {
        let n = self.players();
        let mut places = Vec::with_capacity(3 * n + 2);
        for seat in 0..n {
            places.push((format!("hand {seat}"), self.hands[seat]));
            places.push((format!("collection {seat}"), self.collected[seat]));
            places.push((format!("face-down {seat}"), self.face_down[seat]));
        }
        places.push(("discard".into(), self.discard));
        places.push(("trick".into(), trick::cards(&self.trick)));
        places
    }

    /// The engine's invariants: every card in exactly one place, the quota never
    /// exceeded, the sizes of hands and tricks, the picks within the tricks allowed, the
    /// totals the sum of the deals' points.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players();
        let mut seen = CardSet::EMPTY;
        for (name, set) in self.places() {
            if !seen.intersection(set).is_empty() {
                return Err(format!("{name} holds a card held elsewhere too"));
            }
            seen = seen.union(set);
        }
        if seen != CardSet::DECK {
            return Err(format!("{} cards in play, not 52", seen.len()));
        }
        for (index, members) in self.sides.iter().enumerate() {
            let kept = self.side_collection(index);
            for subject in Subject::ALL {
                let have = kept.of_subject(subject).len() as u8;
                let proposed = trick::proposed(&self.proposition, subject);
                if have > proposed {
                    return Err(format!(
                        "side {members:?} kept {have} {subject}, {proposed} proposed"
                    ));
                }
            }
        }
        let picks: usize = (0..n).map(|s| self.collected[s].len()).sum();
        let allowed = usize::from(
            self.tricks_done
                .saturating_sub(self.rules.first_pick_trick().saturating_sub(1)),
        );
        if picks > allowed {
            return Err(format!(
                "{picks} cards kept after {} tricks",
                self.tricks_done
            ));
        }
        if self.phase != Phase::Over {
            let base = if self.rules.mode == Mode::Four {
                13
            } else {
                10
            };
            for seat in 0..n {
                // a trick being picked from is counted in `tricks_done` already
                let in_trick = match self.phase {
                    Phase::Play { .. } => self.trick.iter().filter(|(s, _)| *s == seat).count(),
                    _ => 0,
                };
                let held = self.hands[seat].len() + usize::from(self.jokers[seat].is_some());
                let mut expect = base + usize::from(self.rules.burnin)
                    - usize::from(self.tricks_done)
                    - in_trick;
                if seat == self.dealer && self.discard.is_empty() && self.rules.dealer_calls() {
                    expect += 2;
                }
                if held != expect {
                    return Err(format!("seat {seat} holds {held} cards, {expect} expected"));
                }
                if self.rules.burnin
                    && self.jokers[seat].is_some() == self.jokers_played[seat].is_some()
                {
                    return Err(format!(
                        "seat {seat}'s joker is both held and played, or neither"
                    ));
                }
            }
            let complete = self.trick.len() == n;
            let picking = matches!(self.phase, Phase::Pick { .. });
            if complete != picking {
                return Err(format!(
                    "{} cards in the trick in {}",
                    self.trick.len(),
                    self.phase
                ));
            }
        }
        let mut totals = self.carried;
        for record in self.history.iter() {
            for (t, p) in totals.iter_mut().zip(&record.points) {
                *t += p;
            }
        }
        if totals[..n] != self.totals[..n] {
            return Err("the totals are not the sum of the deals' points".into());
        }
        if self.jokers_left[..n].iter().any(|&j| j > DOUBLE_YOU_JOKERS) {
            return Err("more DOUBLE YOU jokers than dealt".into());
        }
        Ok(())
    }

    /// The cards the dealer holds while discarding, or a seat's hand.
    pub(crate) fn played_joker(&mut self, seat: usize) -> Option<Played> {
        let symbol = self.jokers.get_mut(seat)?.take()?;
        self.jokers_played[seat] = Some(symbol);
        Some(Played::Joker { symbol })
    }
}
