//! The orange round as a [`Game`].

use std::convert::Infallible;
use std::sync::Arc;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::memory::DrawMemory;
use super::score::{BlueResult, settle};
use super::{Game, InfoState, NewGame, PapillonGame, Returns, Table, returns_of, winner_seats};
use crate::blue::SetupError;
use crate::card::{Face, FaceSet};
use crate::dice::seeded_rng;
use crate::orange::layout::can_place;
use crate::orange::{
    IllegalAction, OrangeAction, OrangeConfig, OrangeRound, OrangeState, OrangeView,
};
use crate::scoring::ScoreReport;

/// An orange round: the engine's state, the table, the seed of the dice its score needs
/// (Couteau Suisse values), and — inside a full game — the public blue result, so the
/// returns are the game score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrangeGame {
    pub table: Arc<Table>,
    pub state: OrangeState,
    pub dice_seed: u64,
    pub blue: Option<BlueResult>,
    /// The draws the hands have sat through, for a reading of the table
    /// (`ismcts:…:infer`, and `expert` where `expert_reads` is set).
    #[serde(skip)]
    pub memory: DrawMemory,
}

thread_local! {
    /// Scratch space for the placement generator, one per thread.
    static SLOTS: std::cell::RefCell<Vec<(crate::orange::Slot, Option<u8>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The round configuration for a table, dealt from `seed`.
pub fn config_for(table: &Table, seed: u64) -> Result<OrangeConfig, SetupError> {
    let mut config = OrangeConfig::simple(table.players(), seed)?;
    config.players = table.names.clone();
    config.teams = table.teams.clone();
    config.options = table.options.clone();
    Ok(config)
}

impl OrangeGame {
    pub fn from_round(
        table: Arc<Table>,
        round: &OrangeRound,
        dice_seed: u64,
        blue: Option<BlueResult>,
    ) -> OrangeGame {
        OrangeGame {
            table,
            state: round.state().clone(),
            dice_seed,
            blue,
            memory: DrawMemory::remembering(),
        }
    }
}

impl NewGame for OrangeGame {
    type Setup = Arc<Table>;
    type SetupError = SetupError;
    const NAME: &'static str = "orange";
    fn default_setup(players: usize) -> Result<Arc<Table>, SetupError> {
        Table::simple(players)
    }
    /// Dealt as the simulator deals an orange round of game seed `seed` (decks from
    /// `seed ^ 0x0a0a_0a0a`), the score's dice seeded with `seed`.
    fn new_game(table: Arc<Table>, seed: u64) -> Result<OrangeGame, SetupError> {
        let round = OrangeRound::new(config_for(&table, seed ^ ORANGE_DEAL)?)?;
        Ok(OrangeGame::from_round(table, &round, seed, None))
    }
}

/// What the simulator has always mixed into a game's seed to deal its orange round.
pub(crate) const ORANGE_DEAL: u64 = 0x0a0a_0a0a;

impl Game for OrangeGame {
    type Action = OrangeAction;
    type Error = IllegalAction;
    type Info = OrangeInfo;

    fn players(&self) -> usize {
        self.table.players()
    }
    fn side_of(&self, seat: usize) -> usize {
        self.table.side_of(seat)
    }
    fn current_player(&self) -> Option<usize> {
        (!self.state.is_over()).then(|| self.state.current())
    }
    fn legal_actions(&self, out: &mut Vec<OrangeAction>) {
        // search calls this at every playout move: reuse the placement buffer
        SLOTS.with(|scratch| match scratch.try_borrow_mut() {
            Ok(mut scratch) => self.state.legal_actions_into(&mut scratch, out),
            Err(_) => self.state.legal_actions_into(&mut Vec::new(), out),
        });
    }
    fn apply(&mut self, action: &OrangeAction) {
        let Ok(()) = self.memory.apply(&mut self.state, action, |state| {
            state.apply_legal(action, &mut |_| {});
            Ok::<(), Infallible>(())
        });
    }
    fn try_apply(&mut self, action: &OrangeAction) -> Result<(), IllegalAction> {
        self.memory.apply(&mut self.state, action, |state| {
            state.apply_with(action, &mut |_| {})
        })
    }
    fn for_search(&self) -> OrangeGame {
        OrangeGame {
            memory: DrawMemory::default(),
            ..self.clone()
        }
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
    fn info(&self, seat: usize) -> OrangeInfo {
        OrangeInfo::new(self, seat)
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.state.check_invariants()
    }
}

impl PapillonGame for OrangeGame {
    fn table(&self) -> &Arc<Table> {
        &self.table
    }
    fn report(&self) -> Option<ScoreReport> {
        settle(
            &self.table,
            self.blue.as_ref(),
            Some(&self.state),
            self.dice_seed,
        )
        .ok()
    }
}

/// What one seat knows of an orange round. It keeps a state in which every card the
/// seat has not seen (other hands, stock, draw pile) was replaced by a stand-in deal
/// drawn from a fixed seed: the true hidden cards are not in it, so nothing reading it
/// can peek. Backs, sizes, the table and the public blue result are kept.
#[derive(Debug, Clone)]
pub struct OrangeInfo {
    pub table: Arc<Table>,
    pub seat: usize,
    pub blue: Option<BlueResult>,
    stand_in: OrangeState,
    /// Per seat, the orange faces its draws say it does not hold (none for the
    /// observer): every face that could have been placed on a layout it drew on.
    forbidden: Vec<FaceSet>,
}

impl OrangeInfo {
    fn new(game: &OrangeGame, seat: usize) -> OrangeInfo {
        let stand_in = game.state.view(seat, &[]).determinize(&mut seeded_rng(0));
        let mut forbidden = vec![FaceSet::EMPTY; game.table.players()];
        for draw in game.memory.draws() {
            let drawer = usize::from(draw.seat);
            if drawer == seat {
                continue;
            }
            if let Some(avoid) = forbidden.get_mut(drawer) {
                for face in Face::all() {
                    if can_place(&draw.layout, face, game.state.numbers()) {
                        avoid.insert(face);
                    }
                }
            }
        }
        OrangeInfo {
            table: Arc::clone(&game.table),
            seat,
            blue: game.blue,
            stand_in,
            forbidden,
        }
    }

    /// The orange faces `seat`'s draws say it does not hold (what a reading's
    /// determinizations avoid dealing it).
    pub fn barred(&self, seat: usize) -> FaceSet {
        self.forbidden.get(seat).copied().unwrap_or(FaceSet::EMPTY)
    }

    /// The engine's view of this seat (partners filled in from the teams).
    pub fn view(&self) -> OrangeView<'_> {
        let mut view = self.stand_in.view(self.seat, &[]);
        view.partners = (0..self.table.players())
            .map(|other| other != self.seat && self.table.teams.are_partners(self.seat, other))
            .collect();
        view
    }
}

impl InfoState for OrangeInfo {
    type Game = OrangeGame;
    fn seat(&self) -> usize {
        self.seat
    }
    fn players(&self) -> usize {
        self.table.players()
    }
    fn side_of(&self, seat: usize) -> usize {
        self.table.side_of(seat)
    }
    fn current_player(&self) -> Option<usize> {
        (!self.stand_in.is_over()).then(|| self.stand_in.current())
    }
    fn legal_actions(&self, out: &mut Vec<OrangeAction>) {
        out.clear();
        if self.current_player() == Some(self.seat) {
            self.stand_in.legal_actions_into(&mut Vec::new(), out);
        }
    }
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> OrangeGame {
        OrangeGame {
            table: Arc::clone(&self.table),
            state: self.stand_in.view(self.seat, &[]).determinize(rng),
            dice_seed: rng.random(),
            blue: self.blue,
            memory: DrawMemory::default(),
        }
    }
    /// The others' orange-backed cards dealt among the faces their draws allow.
    fn determinize_inferred<R: Rng + ?Sized>(&self, rng: &mut R) -> OrangeGame {
        OrangeGame {
            table: Arc::clone(&self.table),
            state: self
                .stand_in
                .view(self.seat, &[])
                .determinize_avoiding(rng, &self.forbidden),
            dice_seed: rng.random(),
            blue: self.blue,
            memory: DrawMemory::default(),
        }
    }
}
