//! The computer players. Each decides from its own seat's information state only (the
//! cheating player of the arena excepted, by name) and draws any randomness from the
//! generator the caller gives it, so a game between AIs is reproducible from a seed.
//!
//! - [`greedy`]: one ply (the `medium` level), and `easy`, which sometimes takes a
//!   plausible runner-up instead;
//! - [`ismcts`]: information-set Monte Carlo tree search (`hard`, `expert`);
//! - [`flat_mc`]: flat Monte Carlo, the arena's floor;
//! - [`heuristics`]: what the players need of each game (one-ply scores, playout move,
//!   the search's settings);
//! - [`hint`]: a level's choice with its reason, for a person.
//!
//! Levels and their budgets are in [`Level`]; measured strengths in `docs/ai.md`.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::game::InfoState;

pub mod flat_mc;
pub mod greedy;
pub mod heuristics;
pub mod hint;
pub mod ismcts;

pub use greedy::{pick_best, runner_up};
pub use heuristics::{BotSettings, Heuristics, quick_pick};
pub use hint::{Hint, Reason, hint};
pub use ismcts::{Budget, IsmctsConfig, Reward, SearchResult};

/// `expert` searches this many times as many iterations as `hard`
/// ([`BotSettings::hard_iterations`] per game).
pub const EXPERT_FACTOR: u32 = 4;
/// Random playouts per move of the flat Monte Carlo baseline.
pub const FLAT_MC_PLAYOUTS: u32 = 2_500;
/// How often `easy` takes a runner-up instead of its best move.
pub const EASY_MISTAKE_RATE: f64 = 0.3;
/// How far down `easy` looks for its mistake: one of the next best moves, so that the
/// mistake is one a person could make, not a random card.
pub const EASY_MISTAKE_DEPTH: usize = 3;

/// Difficulty levels offered to people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// One ply, but a plausible runner-up [`EASY_MISTAKE_RATE`] of the time.
    Easy,
    /// One ply: the best immediate points and simple heuristics.
    Medium,
    /// ISMCTS, the game's [`BotSettings::hard_iterations`] (tuned per game so that a
    /// move takes well under 150 ms at the median on one core), playouts cut at the
    /// game's [`BotSettings::hard_horizon`].
    Hard,
    /// ISMCTS, [`EXPERT_FACTOR`] times the iterations of `hard`, on determinizations
    /// weighted by what the others played ([`InfoState::determinize_inferred`]) where
    /// the game sets [`BotSettings::expert_reads`].
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn ai(self) -> AiKind {
        match self {
            Level::Easy => AiKind::Easy,
            Level::Medium => AiKind::Greedy,
            Level::Hard => AiKind::Hard,
            Level::Expert => AiKind::Expert,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl FromStr for Level {
    type Err = UnknownAi;
    fn from_str(s: &str) -> Result<Level, UnknownAi> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownAi(s.to_string()))
    }
}

/// Every AI player: the levels, plus `random`, and for the arena only `flat-mc`,
/// `cheat` and `peek`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiKind {
    /// Uniform over the legal actions.
    Random,
    /// The `easy` level.
    Easy,
    /// One ply: immediate points plus simple heuristics (the `medium` level).
    Greedy,
    /// The `hard` level.
    Hard,
    /// The `expert` level.
    Expert,
    /// Flat Monte Carlo with uniform playouts ([`FLAT_MC_PLAYOUTS`]): arena only.
    FlatMc,
    /// ISMCTS that sees every card: arena only, the ceiling.
    Cheat,
    /// ISMCTS that sees every hand but not the cards still to be dealt
    /// ([`Game::redeal_unseen`]): arena only, the most a reading of the others' hands
    /// could give.
    Peek,
    /// ISMCTS with explicit settings, for tuning in the arena: written
    /// `ismcts:ITERATIONS[:EXPLORATION[:OPTION...]]`, each option `margin` or `win` (the
    /// reward), `paired`, `hN` (a playout horizon of N stages), `infer` (determinizations
    /// weighted by the others' moves), `sN` (the margin reward's scale N, instead of
    /// the game's), `value` (cut playouts scored by the game's learned value: with `hN`
    /// only, and the same as without where the game has none) or `wN` (progressive
    /// widening below the root with the constant N tenths); e.g. `ismcts:4000:0.5:win`,
    /// `ismcts:3000:0.7:margin:paired`, `ismcts:6000:0.7:h1`, `ismcts:6000:0.7:infer`,
    /// `ismcts:2000:0.03:s400`, `ismcts:4500:0.3:h16:value`, `ismcts:4500:0.3:h16:w10`.
    /// When an option is repeated or contradicted, the last one counts.
    Search {
        iterations: u32,
        /// The exploration constant in thousandths.
        exploration_milli: u32,
        reward: Reward,
        /// Paired root evaluation ([`IsmctsConfig::paired_root`]).
        paired: bool,
        /// The playout horizon ([`IsmctsConfig::horizon`]).
        horizon: Option<u32>,
        /// Inferred determinizations ([`IsmctsConfig::inference`]).
        inference: bool,
        /// The margin reward's scale ([`IsmctsConfig::margin_scale`]).
        #[serde(default)]
        margin_scale: Option<u32>,
        /// Cut playouts scored by the learned value ([`IsmctsConfig::learned_value`]).
        #[serde(default)]
        learned_value: bool,
        /// Progressive widening's constant in tenths ([`IsmctsConfig::widening`]).
        #[serde(default)]
        widening_tenths: Option<u32>,
    },
    /// Flat Monte Carlo with `playouts` playouts per move, uniform (`flat-mc:5000`) or
    /// by the game's playout policy (`flat-mc:5000:policy`, a measurement of what the
    /// search's tree adds to its playouts).
    FlatMcWith {
        playouts: u32,
        #[serde(default)]
        policy: bool,
    },
}

/// Why an AI could not choose.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AiError {
    #[error("the cheating player needs the whole state, not a view")]
    NeedsWholeState,
}

impl AiKind {
    /// The one-ply players (cheap enough for every test).
    pub const ALL: [AiKind; 2] = [AiKind::Random, AiKind::Greedy];
    /// Every player.
    pub const EVERY: [AiKind; 8] = [
        AiKind::Random,
        AiKind::Easy,
        AiKind::Greedy,
        AiKind::Hard,
        AiKind::Expert,
        AiKind::FlatMc,
        AiKind::Cheat,
        AiKind::Peek,
    ];

    /// A comma-separated list of AI names (`hard,flat-mc:1800`), each with the name as
    /// written: the measurement examples' lists of players.
    pub fn parse_list(list: &str) -> Result<Vec<(String, AiKind)>, UnknownAi> {
        list.split(',')
            .map(|name| Ok((name.trim().to_string(), name.parse::<AiKind>()?)))
            .collect()
    }

    pub fn name(self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Easy => "easy",
            AiKind::Greedy => "greedy",
            AiKind::Hard => "hard",
            AiKind::Expert => "expert",
            AiKind::FlatMc => "flat-mc",
            AiKind::Cheat => "cheat",
            AiKind::Peek => "peek",
            AiKind::Search { .. } => "ismcts",
            AiKind::FlatMcWith { .. } => "flat-mc",
        }
    }

    /// The search settings of the ISMCTS players in game `G` (the cheating player
    /// searches as many iterations as `hard`, always to the end of the game).
    pub fn ismcts<G: Heuristics>(self) -> Option<IsmctsConfig> {
        match self {
            AiKind::Hard => Some(IsmctsConfig {
                exploration: G::BOT.exploration,
                paired_root: G::BOT.paired_root,
                horizon: G::BOT.hard_horizon,
                ..IsmctsConfig::iterations(G::BOT.hard_iterations)
            }),
            // the ceiling: every card seen, as many iterations as `hard`, to the end
            AiKind::Cheat | AiKind::Peek => AiKind::Hard.ismcts::<G>().map(|hard| IsmctsConfig {
                horizon: None,
                ..hard
            }),
            AiKind::Expert => Some(IsmctsConfig {
                exploration: G::BOT.exploration,
                paired_root: G::BOT.paired_root,
                horizon: G::BOT.expert_horizon,
                inference: G::BOT.expert_reads,
                ..IsmctsConfig::iterations(G::BOT.hard_iterations * EXPERT_FACTOR)
            }),
            AiKind::Search {
                iterations,
                exploration_milli,
                reward,
                paired,
                horizon,
                inference,
                margin_scale,
                learned_value,
                widening_tenths,
            } => Some(IsmctsConfig {
                exploration: f64::from(exploration_milli) / 1000.0,
                reward,
                paired_root: paired,
                horizon,
                inference,
                margin_scale: margin_scale.map(f64::from),
                learned_value,
                widening: widening_tenths.map(|w| f64::from(w) / 10.0),
                ..IsmctsConfig::iterations(iterations)
            }),
            _ => None,
        }
    }

    /// The move of the player to act in `game`. Every player but `cheat` is handed
    /// only that player's information state.
    pub fn choose<G: Heuristics, R: Rng + ?Sized>(
        self,
        game: &G,
        rng: &mut R,
    ) -> Option<G::Action> {
        let seat = game.current_player()?;
        if self == AiKind::Cheat {
            let config = self.ismcts::<G>()?;
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            let game = game.for_search();
            return ismcts::search_with(legal, |_: &mut R| game.clone(), &config, rng)
                .map(|r| r.action);
        }
        if self == AiKind::Peek {
            let config = self.ismcts::<G>()?;
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            return ismcts::search_with(legal, |rng: &mut R| game.redeal_unseen(rng), &config, rng)
                .map(|r| r.action);
        }
        self.choose_info::<G, R>(&game.info(seat), rng)
            .ok()
            .flatten()
    }

    /// The move from an information state (`None` when it is not the observer's turn).
    pub fn choose_info<G: Heuristics, R: Rng + ?Sized>(
        self,
        info: &G::Info,
        rng: &mut R,
    ) -> Result<Option<G::Action>, AiError> {
        Ok(self.advise::<G, R>(info, rng)?.map(|h| h.action))
    }

    /// The move with its reason.
    pub fn advise<G: Heuristics, R: Rng + ?Sized>(
        self,
        info: &G::Info,
        rng: &mut R,
    ) -> Result<Option<Hint<G::Action>>, AiError> {
        let mut legal = Vec::new();
        info.legal_actions(&mut legal);
        if legal.is_empty() {
            return Ok(None);
        }
        if legal.len() == 1 {
            return Ok(Some(Hint {
                action: legal[0],
                reason: Reason::OnlyMove,
            }));
        }
        let hint = match self {
            AiKind::Random => Hint {
                action: legal[rng.random_range(0..legal.len())],
                reason: Reason::Random,
            },
            AiKind::Greedy | AiKind::Easy => {
                let scores = G::greedy_scores(info, &legal);
                let best = greedy::pick_best(&scores, rng);
                let pick = if self == AiKind::Easy && rng.random_bool(EASY_MISTAKE_RATE) {
                    runner_up(&scores, best, rng)
                } else {
                    best
                };
                Hint {
                    action: legal[pick],
                    reason: Reason::OnePly {
                        score: scores[pick],
                        best_score: scores[best],
                    },
                }
            }
            AiKind::Hard | AiKind::Expert | AiKind::Search { .. } => {
                let Some(config) = self.ismcts::<G>() else {
                    return Ok(None);
                };
                match ismcts::search::<G, R>(info, &config, rng) {
                    Some(result) => Hint::from_search(result),
                    None => return Ok(None),
                }
            }
            AiKind::FlatMc | AiKind::FlatMcWith { .. } => {
                let (playouts, policy) = match self {
                    AiKind::FlatMcWith { playouts, policy } => (playouts, policy),
                    _ => (FLAT_MC_PLAYOUTS, false),
                };
                let budget = Budget::Iterations(playouts);
                match flat_mc::search::<G, R>(info, budget, 256, policy, rng) {
                    Some(result) => Hint::from_search(result),
                    None => return Ok(None),
                }
            }
            AiKind::Cheat | AiKind::Peek => return Err(AiError::NeedsWholeState),
        };
        Ok(Some(hint))
    }

    /// A one-ply choice (`random`, `easy`, `greedy`; any other plays `greedy`) from
    /// scores the caller computes: for an engine's own view, outside an information
    /// state.
    pub fn one_ply<A: Copy, R: Rng + ?Sized>(
        self,
        legal: &[A],
        scores: impl FnOnce(&[A]) -> Vec<f64>,
        rng: &mut R,
    ) -> Option<A> {
        if legal.is_empty() {
            return None;
        }
        if self == AiKind::Random {
            return Some(legal[rng.random_range(0..legal.len())]);
        }
        let scores = scores(legal);
        let best = greedy::pick_best(&scores, rng);
        let pick = if self == AiKind::Easy && rng.random_bool(EASY_MISTAKE_RATE) {
            runner_up(&scores, best, rng)
        } else {
            best
        };
        Some(legal[pick])
    }
}

impl fmt::Display for AiKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            AiKind::Search {
                iterations,
                exploration_milli,
                reward,
                paired,
                horizon,
                inference,
                margin_scale,
                learned_value,
                widening_tenths,
            } => {
                let reward = match reward {
                    Reward::Margin => "margin",
                    Reward::Win => "win",
                };
                write!(
                    f,
                    "ismcts:{iterations}:{}:{reward}{}",
                    f64::from(exploration_milli) / 1000.0,
                    if paired { ":paired" } else { "" }
                )?;
                if let Some(h) = horizon {
                    write!(f, ":h{h}")?;
                }
                if inference {
                    f.write_str(":infer")?;
                }
                if let Some(scale) = margin_scale {
                    write!(f, ":s{scale}")?;
                }
                if learned_value {
                    f.write_str(":value")?;
                }
                if let Some(w) = widening_tenths {
                    write!(f, ":w{w}")?;
                }
                Ok(())
            }
            AiKind::FlatMcWith { playouts, policy } => {
                write!(
                    f,
                    "flat-mc:{playouts}{}",
                    if policy { ":policy" } else { "" }
                )
            }
            other => f.write_str(other.name()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown AI \"{0}\": choose random, easy, medium (or greedy), hard, expert, flat-mc[:PLAYOUTS[:policy]], cheat, peek or ismcts:ITERATIONS[:EXPLORATION[:margin|win|paired|hN|infer|sN|value|wN...]]"
)]
pub struct UnknownAi(pub String);

impl FromStr for AiKind {
    type Err = UnknownAi;

    fn from_str(s: &str) -> Result<AiKind, UnknownAi> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("medium") {
            return Ok(AiKind::Greedy);
        }
        let unknown = || UnknownAi(s.to_string());
        let lower = s.to_ascii_lowercase();
        if let Some(rest) = lower.strip_prefix("ismcts:") {
            let mut parts = rest.split(':');
            let iterations = parts
                .next()
                .and_then(|p| p.parse::<u32>().ok())
                .ok_or_else(unknown)?;
            let exploration = match parts.next() {
                Some(p) => p.parse::<f64>().map_err(|_| unknown())?,
                None => IsmctsConfig::iterations(0).exploration,
            };
            let (mut reward, mut paired, mut horizon, mut inference, mut margin_scale) =
                (Reward::Margin, false, None, false, None);
            let mut learned_value = false;
            let mut widening_tenths = None;
            for part in parts {
                match part {
                    "margin" => reward = Reward::Margin,
                    "win" => reward = Reward::Win,
                    "paired" => paired = true,
                    "infer" => inference = true,
                    "value" => learned_value = true,
                    other => {
                        let number = |prefix| {
                            other
                                .strip_prefix(prefix)
                                .and_then(|n: &str| n.parse::<u32>().ok())
                        };
                        if let Some(h) = number('h') {
                            horizon = Some(h);
                        } else if let Some(scale) = number('s').filter(|&n| n > 0) {
                            margin_scale = Some(scale);
                        } else if let Some(w) = number('w').filter(|&n| n > 0) {
                            widening_tenths = Some(w);
                        } else {
                            return Err(unknown());
                        }
                    }
                }
            }
            if !(0.0..=100.0).contains(&exploration) {
                return Err(unknown());
            }
            return Ok(AiKind::Search {
                iterations,
                exploration_milli: (exploration * 1000.0).round() as u32,
                reward,
                paired,
                horizon,
                inference,
                margin_scale,
                learned_value,
                widening_tenths,
            });
        }
        if let Some(rest) = lower.strip_prefix("flat-mc:") {
            let (playouts, policy) = match rest.split_once(':') {
                Some((n, "policy")) => (n, true),
                Some(_) => return Err(unknown()),
                None => (rest, false),
            };
            let playouts = playouts.parse::<u32>().map_err(|_| unknown())?;
            return Ok(AiKind::FlatMcWith { playouts, policy });
        }
        AiKind::EVERY
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownAi(s.to_string()))
    }
}
