//! The blue round as a [`Game`].

use std::sync::{Arc, OnceLock};

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::memory::TableMemory;
use super::score::{BlueResult, settle};
use super::{Game, InfoState, NewGame, PapillonGame, Returns, Table, returns_of, winner_seats};
use crate::ai::reading::Reading;
use crate::blue::{
    BlueAction, BlueConfig, BlueRound, BlueState, BlueView, IllegalAction, SetupError,
};
use crate::scoring::ScoreReport;

thread_local! {
    /// Scratch space for the capture generator, one per thread.
    static CAPTURES: std::cell::RefCell<Vec<crate::blue::Capture>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// A blue round: the engine's state, the table, and the seed of the dice the score may
/// need (a most-cards roll-off).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlueGame {
    pub table: Arc<Table>,
    pub state: BlueState,
    pub dice_seed: u64,
    /// The current deal's moves, for a reading of the table (`ismcts:…:infer`, and
    /// `expert` where `expert_reads` is set).
    #[serde(skip)]
    pub memory: TableMemory,
}

impl BlueGame {
    /// A round dealt and started the way [`BlueRound::new`] does it for
    /// `DealSource::Seed(seed)`; the score's dice are seeded with `seed` too, as the
    /// simulator settles it.
    pub fn from_round(table: Arc<Table>, round: &BlueRound, dice_seed: u64) -> BlueGame {
        BlueGame {
            table,
            state: *round.state(),
            dice_seed,
            memory: TableMemory::remembering(),
        }
    }
}

impl NewGame for BlueGame {
    type Setup = Arc<Table>;
    type SetupError = SetupError;
    const NAME: &'static str = "blue";
    fn default_setup(players: usize) -> Result<Arc<Table>, SetupError> {
        Table::simple(players)
    }
    fn new_game(table: Arc<Table>, seed: u64) -> Result<BlueGame, SetupError> {
        let round = BlueRound::new(config_for(&table, seed)?)?;
        Ok(BlueGame::from_round(table, &round, seed))
    }
}

/// The round configuration for a table, dealt from `seed`.
pub fn config_for(table: &Table, seed: u64) -> Result<BlueConfig, SetupError> {
    let mut config = BlueConfig::simple(table.players(), seed)?;
    config.players = table.names.clone();
    config.teams = table.teams.clone();
    config.options = table.options.clone();
    Ok(config)
}

impl Game for BlueGame {
    type Action = BlueAction;
    type Error = IllegalAction;
    type Info = BlueInfo;

    fn players(&self) -> usize {
        self.table.players()
    }
    fn side_of(&self, seat: usize) -> usize {
        self.table.side_of(seat)
    }
    fn current_player(&self) -> Option<usize> {
        (!self.state.is_over()).then(|| self.state.current())
    }
    fn legal_actions(&self, out: &mut Vec<BlueAction>) {
        // search calls this at every playout move: reuse the capture buffer
        CAPTURES.with(|scratch| match scratch.try_borrow_mut() {
            Ok(mut scratch) => self.state.legal_actions_into(&mut scratch, out),
            Err(_) => self.state.legal_actions_into(&mut Vec::new(), out),
        });
    }
    fn apply(&mut self, action: &BlueAction) {
        self.memory.record(&self.state, action);
        self.state.apply_legal(action, &mut |_| {});
    }
    fn try_apply(&mut self, action: &BlueAction) -> Result<(), IllegalAction> {
        let before = self.state;
        self.state.apply_with(action, &mut |_| {})?;
        self.memory.record(&before, action);
        Ok(())
    }
    fn is_over(&self) -> bool {
        self.state.is_over()
    }
    fn returns(&self) -> Option<Returns> {
        self.report().map(|r| returns_of(&self.table, &r))
    }
    fn winners(&self) -> Option<Vec<usize>> {
        self.report().map(|r| winner_seats(&self.table, &r))
    }
    fn info(&self, seat: usize) -> BlueInfo {
        BlueInfo {
            table: Arc::clone(&self.table),
            view: self.state.view(seat, &[]),
            memory: self.memory.clone(),
            reading: Arc::default(),
        }
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.state.check_invariants()
    }
    fn for_search(&self) -> BlueGame {
        BlueGame {
            memory: TableMemory::default(),
            ..self.clone()
        }
    }
    /// The deals to come dealt again, and fresh dice for the score.
    fn redeal_unseen<R: Rng + ?Sized>(&self, rng: &mut R) -> BlueGame {
        BlueGame {
            table: Arc::clone(&self.table),
            state: self.state.redeal_future(rng),
            dice_seed: rng.random(),
            memory: TableMemory::default(),
        }
    }
}

impl PapillonGame for BlueGame {
    fn table(&self) -> &Arc<Table> {
        &self.table
    }
    fn report(&self) -> Option<ScoreReport> {
        if !self.state.is_over() {
            return None;
        }
        let result = BlueResult::of(&self.state);
        settle(&self.table, Some(&result), None, self.dice_seed).ok()
    }
}

/// What one seat knows of a blue round: the engine's [`BlueView`] (own hand, plate,
/// piles, hand sizes; the other hands and the deals to come are not in it).
#[derive(Debug, Clone)]
pub struct BlueInfo {
    pub table: Arc<Table>,
    pub view: BlueView<'static>,
    /// What the table saw of the current deal (public).
    pub memory: TableMemory,
    /// The reading of `memory`, made at the first inferred determinization.
    reading: Arc<OnceLock<Reading>>,
}

impl BlueInfo {
    /// What the others' moves of this deal say of their hands.
    pub fn reading(&self) -> &Reading {
        self.reading.get_or_init(|| {
            Reading::new(
                &self.view,
                &self.table.options,
                self.memory.moves(self.view.deals_done),
            )
        })
    }
}

impl InfoState for BlueInfo {
    type Game = BlueGame;
    fn seat(&self) -> usize {
        self.view.seat
    }
    fn players(&self) -> usize {
        self.view.players()
    }
    fn side_of(&self, seat: usize) -> usize {
        self.table.side_of(seat)
    }
    fn current_player(&self) -> Option<usize> {
        (!self.view.over).then_some(self.view.current)
    }
    fn legal_actions(&self, out: &mut Vec<BlueAction>) {
        out.clear();
        out.extend(self.view.legal_actions());
    }
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> BlueGame {
        BlueGame {
            table: Arc::clone(&self.table),
            state: self.view.determinize(rng),
            dice_seed: rng.random(),
            memory: TableMemory::default(),
        }
    }
    /// Deals drawn until one is kept with the probability the reading gives it
    /// ([`game_kit::draw_likely`]).
    fn determinize_inferred<R: Rng + ?Sized>(&self, rng: &mut R) -> BlueGame {
        let reading = self.reading();
        if reading.is_empty() {
            return self.determinize(rng);
        }
        game_kit::draw_likely(
            rng,
            |rng| self.determinize(rng),
            |game| reading.likelihood(|seat| game.state.hand(seat)),
        )
    }
}
