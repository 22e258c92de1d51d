//! A full game as a [`Game`]: a blue round, then an orange round; each side's game
//! score is its blue score minus its orange score (docs/rules.md §8). The blue result is public
//! and carried into the orange round, so an AI there knows the blue scores.

use std::convert::Infallible;
use std::fmt;
use std::sync::Arc;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::blue::BlueInfo;
use super::memory::{DrawMemory, TableMemory};
use super::orange::{ORANGE_DEAL, OrangeInfo};
use super::score::{BlueResult, settle};
use super::{
    BlueGame, Game, InfoState, NewGame, OrangeGame, PapillonGame, Returns, Table, returns_of,
    winner_seats,
};
use crate::blue::{self, BlueAction, BlueRound, BlueState, SetupError};
use crate::orange::{self, OrangeAction, OrangeRound, OrangeState};
use crate::scoring::ScoreReport;

/// One move of a full game: a blue move during the blue round, an orange one after.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "round", content = "play", rename_all = "snake_case")]
pub enum FullAction {
    Blue(BlueAction),
    Orange(OrangeAction),
}

impl fmt::Display for FullAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FullAction::Blue(a) => a.fmt(f),
            FullAction::Orange(a) => a.fmt(f),
        }
    }
}

/// Why a full-game move is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FullIllegal {
    #[error("{0}")]
    Blue(#[from] blue::IllegalAction),
    #[error("{0}")]
    Orange(#[from] orange::IllegalAction),
    #[error("this is a blue move, and the blue round is over")]
    BlueRoundOver,
    #[error("this is an orange move, and the blue round is still being played")]
    OrangeNotStarted,
}

/// Where a full game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The blue round, and the orange deal that follows it (hidden from everybody).
    Blue { state: BlueState, next: OrangeState },
    Orange {
        blue: BlueResult,
        state: OrangeState,
    },
}

/// Reused buffers for the inner rounds' legal actions.
#[derive(Default)]
struct Scratch {
    captures: Vec<crate::blue::Capture>,
    blue: Vec<BlueAction>,
    slots: Vec<(crate::orange::Slot, Option<u8>)>,
    orange: Vec<OrangeAction>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FullGame {
    pub table: Arc<Table>,
    pub stage: Stage,
    /// Seeds the dice of the final score (roll-offs, Couteau Suisse values).
    pub dice_seed: u64,
    /// The blue round's current deal, for a reading of the table (`ismcts:…:infer`,
    /// and `expert` where `expert_reads` is set).
    #[serde(skip)]
    pub memory: TableMemory,
    /// The orange round's draws, likewise.
    #[serde(skip)]
    pub draws: DrawMemory,
}

impl NewGame for FullGame {
    type Setup = Arc<Table>;
    type SetupError = SetupError;
    const NAME: &'static str = "game";
    fn default_setup(players: usize) -> Result<Arc<Table>, SetupError> {
        Table::simple(players)
    }
    /// Dealt as the simulator deals game seed `seed`: the blue round from `seed`, the
    /// orange round from `seed ^ 0x0a0a_0a0a`, the score's dice from `seed`.
    fn new_game(table: Arc<Table>, seed: u64) -> Result<FullGame, SetupError> {
        let blue = BlueRound::new(super::blue::config_for(&table, seed)?)?;
        let orange = OrangeRound::new(super::orange::config_for(&table, seed ^ ORANGE_DEAL)?)?;
        Ok(FullGame {
            table,
            stage: Stage::Blue {
                state: *blue.state(),
                next: orange.state().clone(),
            },
            dice_seed: seed,
            memory: TableMemory::remembering(),
            draws: DrawMemory::remembering(),
        })
    }
}

impl FullGame {
    /// Whether the blue round is being played.
    pub fn in_blue(&self) -> bool {
        matches!(self.stage, Stage::Blue { .. })
    }

    /// The blue round's game, while it is played.
    pub fn blue_game(&self) -> Option<BlueGame> {
        match &self.stage {
            Stage::Blue { state, .. } => Some(BlueGame {
                table: Arc::clone(&self.table),
                state: *state,
                dice_seed: self.dice_seed,
                memory: self.memory.clone(),
            }),
            Stage::Orange { .. } => None,
        }
    }

    /// The orange round's game (carrying the blue result), once it is played.
    pub fn orange_game(&self) -> Option<OrangeGame> {
        match &self.stage {
            Stage::Orange { blue, state } => Some(OrangeGame {
                table: Arc::clone(&self.table),
                state: state.clone(),
                dice_seed: self.dice_seed,
                blue: Some(*blue),
                memory: self.draws.clone(),
            }),
            Stage::Blue { .. } => None,
        }
    }

    /// After a blue move: when the blue round is over, the orange round starts.
    fn advance(&mut self) {
        if let Stage::Blue { state, next } = &self.stage
            && state.is_over()
        {
            self.stage = Stage::Orange {
                blue: BlueResult::of(state),
                state: next.clone(),
            };
        }
    }
}

impl Game for FullGame {
    type Action = FullAction;
    type Error = FullIllegal;
    type Info = FullInfo;

    fn players(&self) -> usize {
        self.table.players()
    }
    fn side_of(&self, seat: usize) -> usize {
        self.table.side_of(seat)
    }
    fn current_player(&self) -> Option<usize> {
        match &self.stage {
            Stage::Blue { state, .. } => Some(state.current()),
            Stage::Orange { state, .. } => (!state.is_over()).then(|| state.current()),
        }
    }
    fn legal_actions(&self, out: &mut Vec<FullAction>) {
        out.clear();
        // search calls this at every playout move: reuse the inner buffers
        SCRATCH.with(|scratch| {
            let mut fresh = Scratch::default();
            let mut guard = scratch.try_borrow_mut();
            let scratch = match guard.as_deref_mut() {
                Ok(s) => s,
                Err(_) => &mut fresh,
            };
            match &self.stage {
                Stage::Blue { state, .. } => {
                    state.legal_actions_into(&mut scratch.captures, &mut scratch.blue);
                    out.extend(scratch.blue.iter().copied().map(FullAction::Blue));
                }
                Stage::Orange { state, .. } => {
                    state.legal_actions_into(&mut scratch.slots, &mut scratch.orange);
                    out.extend(scratch.orange.iter().copied().map(FullAction::Orange));
                }
            }
        });
    }
    fn apply(&mut self, action: &FullAction) {
        match (&mut self.stage, action) {
            (Stage::Blue { state, .. }, FullAction::Blue(a)) => {
                self.memory.record(state, a);
                state.apply_legal(a, &mut |_| {});
                self.advance();
            }
            (Stage::Orange { state, .. }, FullAction::Orange(a)) => {
                let Ok(()) = self.draws.apply(state, a, |state| {
                    state.apply_legal(a, &mut |_| {});
                    Ok::<(), Infallible>(())
                });
            }
            // a move of the other round is never among the legal actions, so it breaks
            // `apply`'s contract: caught in debug builds; `try_apply` refuses it with a
            // typed `FullIllegal`
            (Stage::Blue { .. }, FullAction::Orange(_))
            | (Stage::Orange { .. }, FullAction::Blue(_)) => {
                debug_assert!(false, "a move of the other round: {action}");
            }
        }
    }
    fn try_apply(&mut self, action: &FullAction) -> Result<(), FullIllegal> {
        match (&mut self.stage, action) {
            (Stage::Blue { state, .. }, FullAction::Blue(a)) => {
                let before = *state;
                state.apply_with(a, &mut |_| {})?;
                self.memory.record(&before, a);
                self.advance();
                Ok(())
            }
            (Stage::Orange { state, .. }, FullAction::Orange(a)) => {
                Ok(self
                    .draws
                    .apply(state, a, |state| state.apply_with(a, &mut |_| {}))?)
            }
            (Stage::Blue { .. }, FullAction::Orange(_)) => Err(FullIllegal::OrangeNotStarted),
            (Stage::Orange { .. }, FullAction::Blue(_)) => Err(FullIllegal::BlueRoundOver),
        }
    }
    fn is_over(&self) -> bool {
        matches!(&self.stage, Stage::Orange { state, .. } if state.is_over())
    }
    fn returns(&self) -> Option<Returns> {
        self.report().map(|r| returns_of(&self.table, &r))
    }
    fn winners(&self) -> Option<Vec<usize>> {
        self.report().map(|r| winner_seats(&self.table, &r))
    }
    /// In the blue round, its deals to come and the orange deal dealt again; in the
    /// orange round the state itself (its draw pile is not dealt again: there `peek`
    /// sees as much as `cheat`).
    fn redeal_unseen<R: Rng + ?Sized>(&self, rng: &mut R) -> FullGame {
        match self.blue_game() {
            Some(blue) => with_orange_deal(&self.table, blue.redeal_unseen(rng), rng),
            None => self.for_search(),
        }
    }
    fn for_search(&self) -> FullGame {
        FullGame {
            memory: TableMemory::default(),
            draws: DrawMemory::default(),
            ..self.clone()
        }
    }
    fn info(&self, seat: usize) -> FullInfo {
        match &self.stage {
            Stage::Blue { state, .. } => FullInfo::Blue(
                BlueGame {
                    table: Arc::clone(&self.table),
                    state: *state,
                    dice_seed: 0,
                    memory: self.memory.clone(),
                }
                .info(seat),
            ),
            Stage::Orange { blue, state } => FullInfo::Orange(
                OrangeGame {
                    table: Arc::clone(&self.table),
                    state: state.clone(),
                    dice_seed: 0,
                    blue: Some(*blue),
                    memory: self.draws.clone(),
                }
                .info(seat),
            ),
        }
    }
    fn check_invariants(&self) -> Result<(), String> {
        match &self.stage {
            Stage::Blue { state, next } => {
                state.check_invariants()?;
                next.check_invariants()
            }
            Stage::Orange { state, .. } => state.check_invariants(),
        }
    }
}

impl PapillonGame for FullGame {
    fn table(&self) -> &Arc<Table> {
        &self.table
    }
    fn report(&self) -> Option<ScoreReport> {
        match &self.stage {
            Stage::Orange { blue, state } => {
                settle(&self.table, Some(blue), Some(state), self.dice_seed).ok()
            }
            Stage::Blue { .. } => None,
        }
    }
}

/// What one seat knows of a full game: its view of the round being played (in the
/// orange round, with the public blue result). The orange deal is unknown to everybody
/// during the blue round: determinization deals it afresh.
#[derive(Debug, Clone)]
pub enum FullInfo {
    Blue(BlueInfo),
    Orange(OrangeInfo),
}

impl InfoState for FullInfo {
    type Game = FullGame;
    fn seat(&self) -> usize {
        match self {
            FullInfo::Blue(i) => i.seat(),
            FullInfo::Orange(i) => i.seat(),
        }
    }
    fn players(&self) -> usize {
        match self {
            FullInfo::Blue(i) => i.players(),
            FullInfo::Orange(i) => i.players(),
        }
    }
    fn side_of(&self, seat: usize) -> usize {
        match self {
            FullInfo::Blue(i) => i.side_of(seat),
            FullInfo::Orange(i) => i.side_of(seat),
        }
    }
    fn current_player(&self) -> Option<usize> {
        match self {
            FullInfo::Blue(i) => i.current_player(),
            FullInfo::Orange(i) => i.current_player(),
        }
    }
    fn legal_actions(&self, out: &mut Vec<FullAction>) {
        out.clear();
        match self {
            FullInfo::Blue(i) => {
                let mut inner = Vec::new();
                i.legal_actions(&mut inner);
                out.extend(inner.into_iter().map(FullAction::Blue));
            }
            FullInfo::Orange(i) => {
                let mut inner = Vec::new();
                i.legal_actions(&mut inner);
                out.extend(inner.into_iter().map(FullAction::Orange));
            }
        }
    }
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> FullGame {
        match self {
            FullInfo::Blue(i) => {
                let blue = i.determinize(rng);
                with_orange_deal(&i.table, blue, rng)
            }
            FullInfo::Orange(i) => from_orange(i.determinize(rng)),
        }
    }
    /// Each round's deal read from the others' moves
    /// ([`BlueInfo::determinize_inferred`], [`OrangeInfo::determinize_inferred`]).
    fn determinize_inferred<R: Rng + ?Sized>(&self, rng: &mut R) -> FullGame {
        match self {
            FullInfo::Blue(i) => {
                let blue = i.determinize_inferred(rng);
                with_orange_deal(&i.table, blue, rng)
            }
            FullInfo::Orange(i) => from_orange(i.determinize_inferred(rng)),
        }
    }
}

/// A sampled orange round, the blue result it carries before it.
fn from_orange(orange: OrangeGame) -> FullGame {
    FullGame {
        table: orange.table,
        stage: Stage::Orange {
            blue: orange.blue.unwrap_or(BlueResult {
                piles: Default::default(),
                chat_noir: None,
                unclaimed: 0,
            }),
            state: orange.state,
        },
        dice_seed: orange.dice_seed,
        memory: TableMemory::default(),
        draws: DrawMemory::default(),
    }
}

/// A sampled blue round followed by a fresh orange deal.
fn with_orange_deal<R: Rng + ?Sized>(table: &Arc<Table>, blue: BlueGame, rng: &mut R) -> FullGame {
    let orange_seed: u64 = rng.random();
    // a fresh orange deal: nobody has seen it yet. The table dealt this game's blue
    // round, and an orange round takes the same checks, so the deal fails only for a
    // table no constructor accepts (a hand-built or corrupt game whose names, teams or
    // options disagree): then deal for the blue round's seats, which cannot fail,
    // rather than stop a search
    let next = match OrangeGame::new_game(Arc::clone(table), orange_seed) {
        Ok(game) => game.state,
        Err(_) => {
            OrangeState::deal_for_blue_seats(&blue.state, table.options.chat_noir_answer, rng)
        }
    };
    FullGame {
        table: blue.table,
        stage: Stage::Blue {
            state: blue.state,
            next,
        },
        dice_seed: blue.dice_seed,
        memory: TableMemory::default(),
        draws: DrawMemory::default(),
    }
}
