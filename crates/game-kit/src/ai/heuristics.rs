//! What the AI players need of a game beyond the [`Game`] trait, and how the game tunes
//! them:
//!
//! - the one-ply scores of the `medium` level, from what the player sees;
//! - a cheap move for the search's playouts, on a complete (determinized) state;
//! - [`BotSettings`]: the search's settings for this game, as OpenSpiel's `is_mcts`
//!   bot takes `uct_c` and `max_simulations` from whoever builds it.
//!
//! [`quick_pick`] is the usual playout move: "greedy-lite", with probability
//! [`ROLLOUT_EPSILON`] a uniform legal move, else the best by a cheap score. Uniform
//! playouts make card games look like lotteries to the search; a full one-ply scorer
//! is too slow for thousands of playouts per move.

use rand::{Rng, RngExt};

use crate::game::{Game, Returns};

/// Chance of a uniform move in a [`quick_pick`] playout.
pub const ROLLOUT_EPSILON: f64 = 0.1;

/// Legal moves beyond which [`quick_pick`] picks uniformly instead of scoring each.
pub const ROLLOUT_SCORED_MAX: usize = 512;

/// The search's settings for one game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BotSettings {
    /// How many points of margin make a clear result: rewards are
    /// `0.5 + 0.5·tanh(margin / margin_scale)`.
    pub margin_scale: f64,
    /// ISMCTS iterations of the `hard` level (`expert` searches
    /// [`super::EXPERT_FACTOR`] times as many), chosen so that a move takes well under
    /// 150 ms at the median on one core.
    pub hard_iterations: u32,
    /// The UCB exploration constant of `hard` and `expert`.
    pub exploration: f64,
    /// Whether `hard` and `expert` evaluate the root actions paired
    /// ([`super::IsmctsConfig::paired_root`]).
    pub paired_root: bool,
    /// The playout horizon of `hard` ([`super::IsmctsConfig::horizon`]): `None` plays
    /// every playout to the end of the game.
    pub hard_horizon: Option<u32>,
    /// The playout horizon of `expert`, likewise.
    pub expert_horizon: Option<u32>,
    /// Whether `expert` reads the others' moves into its determinizations
    /// ([`crate::game::InfoState::determinize_inferred`]); `hard` never does. Set where
    /// the game has a model of its players and a declared run showed the reading wins.
    pub expert_reads: bool,
}

pub trait Heuristics: Game {
    /// The search's settings for this game (measured in the arena: `docs/ai.md`).
    const BOT: BotSettings;

    /// One-ply scores of the observer's legal actions (the `medium` level); higher is
    /// better, in points of the game.
    fn greedy_scores(info: &Self::Info, legal: &[Self::Action]) -> Vec<f64>;

    /// A quick move for a playout from a complete state; `legal` is not empty.
    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[Self::Action], rng: &mut R) -> Self::Action;

    /// A count that grows as the game goes on, in the steps a playout may stop at (for a
    /// fishing game, the deals made). A search with a horizon
    /// ([`super::IsmctsConfig::horizon`]) stops a playout once this has grown by more
    /// than the horizon and scores it by [`Heuristics::estimate`]. It must be public (the
    /// same in every determinization of a view: the search reads it from one). A game
    /// without such steps keeps the default, 0, and its playouts run to the end.
    fn stage(&self) -> u32 {
        0
    }

    /// What each seat can expect of a game not yet over, in the units of
    /// [`Game::returns`], from what is settled so far (a search's horizon); `None` when
    /// the game cannot tell, and the playout runs on.
    fn estimate(&self) -> Option<Returns> {
        None
    }

    /// The same cut scored by a value learned from self-play, where the game has one
    /// ([`super::IsmctsConfig::learned_value`]); by default [`Heuristics::estimate`].
    fn learned_estimate(&self) -> Option<Returns> {
        self.estimate()
    }
}

/// Argmax of a cheap score with a random start, so ties do not always favour the
/// engine's first action; uniform with probability [`ROLLOUT_EPSILON`] or when the list
/// is longer than [`ROLLOUT_SCORED_MAX`].
pub fn quick_pick<A: Copy, R: Rng + ?Sized>(
    legal: &[A],
    rng: &mut R,
    mut score: impl FnMut(&A) -> i32,
) -> A {
    let n = legal.len();
    if n == 1 {
        return legal[0];
    }
    if n > ROLLOUT_SCORED_MAX || rng.random_bool(ROLLOUT_EPSILON) {
        return legal[rng.random_range(0..n)];
    }
    let start = rng.random_range(0..n);
    let mut best = (i32::MIN, legal[start]);
    for k in 0..n {
        let a = &legal[(start + k) % n];
        let s = score(a);
        if s > best.0 {
            best = (s, *a);
        }
    }
    best.1
}
