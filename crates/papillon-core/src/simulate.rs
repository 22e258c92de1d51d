//! AI-against-AI simulation of Papillon's three games: the family's simulator
//! (`game_kit::simulate`) on a table of "P1", "P2", … with the given house rules, and
//! random playouts on the bare engine states (its raw throughput).

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use std::sync::Arc;

pub use game_kit::simulate::{SeatStats, SimulationError, SimulationReport};

use crate::ai::AiKind;
use crate::blue::{BlueConfig, SetupError};
use crate::game::{BlueGame, FullGame, OrangeGame, Table};
use crate::options::RuleOptions;

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Simulation {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// One AI per seat; a shorter list is repeated round the table.
    pub ais: Vec<AiKind>,
    pub options: RuleOptions,
}

impl Simulation {
    /// The table of the simulated games: P1, P2, … with the plain teams and these
    /// house rules.
    fn table(&self) -> Result<Arc<Table>, SimulationError> {
        let n = self.players;
        let plain = Table::simple(n).map_err(|e| SimulationError::Setup(e.to_string()))?;
        Ok(Arc::new(Table {
            names: (1..=n).map(|i| format!("P{i}")).collect(),
            teams: plain.teams.clone(),
            options: self.options.clone(),
        }))
    }

    fn kit(&self) -> game_kit::simulate::Simulation {
        game_kit::simulate::Simulation {
            games: self.games,
            seed: self.seed,
            ais: self.ais.clone(),
        }
    }
}

/// Plays `games` complete blue rounds between AIs. Game `g` is dealt from a seed drawn
/// from `seed`, so a run is reproducible and any single game can be replayed.
pub fn simulate_blue(sim: &Simulation) -> Result<SimulationReport, SimulationError> {
    game_kit::simulate::run::<BlueGame>(&sim.kit(), &sim.table()?)
}

/// Plays `games` complete orange rounds between AIs (same reporting as the blue
/// simulator; the score is the orange score, counted negatively in `total`).
pub fn simulate_orange(sim: &Simulation) -> Result<SimulationReport, SimulationError> {
    game_kit::simulate::run::<OrangeGame>(&sim.kit(), &sim.table()?)
}

/// Plays `games` complete games — a blue round, then an orange round — between AIs;
/// game score = blue − orange.
pub fn simulate_game(sim: &Simulation) -> Result<SimulationReport, SimulationError> {
    game_kit::simulate::run::<FullGame>(&sim.kit(), &sim.table()?)
}

/// Plays random orange rounds on the bare state (no views, no history). Returns
/// (rounds, actions).
pub fn random_orange_playouts<R: Rng>(
    players: usize,
    rounds: u64,
    rng: &mut R,
) -> Result<(u64, u64), SetupError> {
    use crate::card::Face;
    use crate::orange::OrangeState;
    use rand::seq::SliceRandom;
    let options = RuleOptions::default();
    let mut orange: Vec<Face> = Face::all().collect();
    let mut blue: Vec<Face> = Face::all().collect();
    let mut scratch = Vec::new();
    let mut legal = Vec::new();
    let mut actions = 0u64;
    for _ in 0..rounds {
        orange.shuffle(rng);
        blue.shuffle(rng);
        let mut state = OrangeState::deal(
            players,
            &options,
            0,
            rng.random_range(0..players),
            crate::blue::Direction::Clockwise,
            &orange,
            &blue,
        )?;
        while !state.is_over() {
            state.legal_actions_into(&mut scratch, &mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            state.apply_legal(&action, &mut |_| {});
            actions += 1;
        }
    }
    Ok((rounds, actions))
}

/// Complete random games (a blue round, then an orange round) on the bare states.
/// Returns (games, actions).
pub fn random_game_playouts<R: Rng>(
    players: usize,
    games: u64,
    rng: &mut R,
) -> Result<(u64, u64), SetupError> {
    let mut actions = 0;
    for _ in 0..games {
        let (_, blue) = random_blue_playouts(players, 1, rng)?;
        let (_, orange) = random_orange_playouts(players, 1, rng)?;
        actions += blue + orange;
    }
    Ok((games, actions))
}

/// Plays random blue rounds on the bare state (no views, no history): the engine's raw
/// throughput. Returns (rounds, actions).
pub fn random_blue_playouts<R: Rng>(
    players: usize,
    rounds: u64,
    rng: &mut R,
) -> Result<(u64, u64), SetupError> {
    use crate::blue::BlueState;
    use crate::card::Face;
    use rand::seq::SliceRandom;
    let config = BlueConfig::simple(players, 0)?;
    let mut deck: Vec<Face> = Face::all().collect();
    let mut scratch = Vec::new();
    let mut legal = Vec::new();
    let mut actions = 0u64;
    for _ in 0..rounds {
        deck.shuffle(rng);
        let mut state = BlueState::deal(
            &config.teams,
            &config.options,
            0,
            rng.random_range(0..players),
            config.direction,
            &deck,
        )?;
        while !state.is_over() {
            state.legal_actions_into(&mut scratch, &mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            state.apply_legal(&action, &mut |_| {});
            actions += 1;
        }
    }
    Ok((rounds, actions))
}
