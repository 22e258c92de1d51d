//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley
//! and Whitehouse, "Information Set Monte Carlo Tree Search", 2012), with the settings
//! of OpenSpiel's `is_mcts`:
//!
//! - every iteration samples a fresh complete state from the observer's information
//!   state only ([`InfoState::determinize`]); the tree is keyed by the actions played
//!   from the root, shared by all determinizations;
//! - selection by UCB1 with **availability counts**: an action's exploration term uses
//!   how often it was legal when its node was visited, not the parent's visits, since
//!   opponents' actions exist only in some determinizations;
//! - one node added per iteration, the new action chosen by the playout policy (good
//!   moves are tried first), then a playout with the cheap heuristic policy of
//!   [`Heuristics::rollout_action`];
//! - each edge accumulates the reward of the seat that took it, from the terminal
//!   returns: the side's score margin over the mean of the other sides, squashed as
//!   `0.5 + 0.5·tanh(margin / scale)` ([`Reward::Margin`]), or 1/½/0 for a win/tie/loss
//!   ([`Reward::Win`]). The arena settled on the margin (`docs/ai.md`).
//!
//! With [`IsmctsConfig::paired_root`] (a game's choice, [`super::BotSettings`]), the root
//! is evaluated like flat Monte Carlo: each determinization is played once from every
//! root action, each on a copy of the same state and of the same playout generator
//! (common random numbers), with the tree searched below each root action as above. The
//! differences between root actions are then paired, which cuts their variance (the
//! hidden deal, which decides most of a result, is the same on both sides); the choice is
//! the root action with the best mean reward.
//!
//! Positions with more than [`IsmctsConfig::max_actions`] legal actions (a Couteau
//! Suisse facing 30 small cards in blue can give millions of captures) are searched
//! over a random subset of that many actions, drawn again at every visit below the
//! root and once for the root; availability counts make the subsets consistent.
//!
//! The search is deterministic for a given generator; with a time budget it stops at
//! the first iteration that ends after the budget (an iteration lasts well under a
//! millisecond in release, so the overshoot is far below 50 ms).

use std::time::Duration;

use crate::clock::Instant;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use super::heuristics::Heuristics;
use crate::game::{InfoState, MAX_SEATS, Returns};
use crate::rng::GameRng;

/// How long a search runs.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Budget {
    /// A fixed number of iterations: deterministic from the seed (tests, arena).
    Iterations(u32),
    /// Wall-clock time (the app): as many iterations as fit.
    Time(Duration),
}

/// What a playout's result is worth to a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reward {
    /// `0.5 + 0.5·tanh(margin / scale)`: the margin over the mean of the other sides.
    Margin,
    /// 1 for the best side alone, ½ shared, 0 otherwise.
    Win,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct IsmctsConfig {
    pub budget: Budget,
    /// UCB exploration constant (rewards lie in 0..=1).
    pub exploration: f64,
    pub reward: Reward,
    /// Actions considered in one position at most (see the module documentation).
    pub max_actions: usize,
    /// Paired root evaluation: each determinization is played once from every root
    /// action (same hidden deal, same playout generator), the tree searched below each
    /// root action as usual; the root's choice is then the best mean reward (every root
    /// action has the same visits). Counts one iteration per root action.
    pub paired_root: bool,
    /// Playouts stop once the game's [`Heuristics::stage`] has grown by more than this
    /// from the searched position, scored by [`Heuristics::estimate`]: what happens
    /// after the next deal or two is mostly the luck of cards not yet dealt, noise that
    /// the choice at the root cannot change. The tree itself may grow past the horizon
    /// (forced moves make long single chains); a playout from a leaf there is scored at
    /// once. `None`: every playout to the end.
    pub horizon: Option<u32>,
    /// Determinizations weighted by what the other seats' moves suggest
    /// ([`InfoState::determinize_inferred`]) instead of uniform ones.
    pub inference: bool,
    /// The scale of the margin reward (`0.5 + 0.5·tanh(margin / scale)`); `None`: the
    /// game's [`BotSettings::margin_scale`](super::BotSettings). A larger scale makes
    /// the reward nearly linear in the margin (the mean margin the arena counts); a
    /// smaller one makes the search avoid big losses more than it seeks big wins.
    pub margin_scale: Option<f64>,
    /// Cut playouts scored by [`Heuristics::learned_estimate`] instead of
    /// [`Heuristics::estimate`].
    pub learned_value: bool,
    /// Progressive widening: a node below the root gets a new child only while it has
    /// fewer than `widening · √(visits + 1)` children available in the determinization
    /// (the new one still the playout policy's pick among the untried), so that a
    /// position with hundreds of captures is searched among its likeliest first. `None`:
    /// every legal action is tried once before any is tried twice.
    pub widening: Option<f64>,
}

impl IsmctsConfig {
    pub const fn iterations(n: u32) -> IsmctsConfig {
        IsmctsConfig {
            budget: Budget::Iterations(n),
            exploration: 0.7,
            reward: Reward::Margin,
            max_actions: 256,
            paired_root: false,
            horizon: None,
            inference: false,
            margin_scale: None,
            learned_value: false,
            widening: None,
        }
    }
}

/// The statistics of one root action.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ActionStats<A> {
    pub action: A,
    pub visits: u32,
    /// Mean score margin of the observer's side over the others, in points, in the
    /// playouts through this action.
    pub mean_margin: f64,
    /// Mean reward (0..=1).
    pub mean_reward: f64,
}

/// A finished search: the chosen action and what the search saw.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchResult<A> {
    pub action: A,
    pub iterations: u32,
    /// Root actions, most visited first.
    pub stats: Vec<ActionStats<A>>,
}

struct Edge<A> {
    action: A,
    child: u32,
    visits: u32,
    avail: u32,
    reward: f64,
    margin: f64,
}

struct Node<A> {
    edges: Vec<Edge<A>>,
}

/// The tree and the scratch buffers of one search.
struct Tree<A> {
    nodes: Vec<Node<A>>,
    legal: Vec<A>,
    untried: Vec<A>,
    available: Vec<usize>,
    /// (node, edge, seat that took it) from the root down.
    path: Vec<(u32, usize, usize)>,
    max_actions: usize,
    exploration: f64,
    reward: Reward,
    /// The margin reward's scale (see [`IsmctsConfig::margin_scale`]).
    scale: f64,
    /// The stage past which playouts stop (see [`IsmctsConfig::horizon`]).
    stop_after: Option<u32>,
    /// Cut playouts scored by the learned value (see [`IsmctsConfig::learned_value`]).
    learned_value: bool,
    /// See [`IsmctsConfig::widening`].
    widening: Option<f64>,
}

impl<A: Copy + PartialEq> Tree<A> {
    /// One iteration from `node` (whose position `state` is), the path so far in
    /// `self.path`: selection by UCB1 with availability counts, one node added, a
    /// playout, the result backed up along the path. `root_legal` gives the actions of
    /// `node` when it is the root (drawn once), else they come from the state.
    fn iterate<G, R>(&mut self, mut state: G, mut node: u32, root_legal: Option<&[A]>, rng: &mut R)
    where
        G: Heuristics<Action = A>,
        R: Rng + ?Sized,
    {
        let Tree {
            nodes,
            legal,
            untried,
            available,
            path,
            max_actions,
            exploration,
            reward,
            scale,
            stop_after,
            learned_value,
            widening,
        } = self;
        let max_actions = *max_actions;
        let mut at_root = root_legal.is_some();
        // selection and expansion
        while let Some(player) = state.current_player() {
            match root_legal {
                Some(root) if at_root => {
                    legal.clear();
                    legal.extend_from_slice(root);
                }
                _ => {
                    state.legal_actions(legal);
                    if legal.len() > max_actions {
                        legal.shuffle(rng);
                        legal.truncate(max_actions);
                    }
                }
            }
            let at_first = node == 0;
            at_root = false;
            if legal.is_empty() {
                break;
            }
            untried.clear();
            available.clear();
            let edges = &mut nodes[node as usize].edges;
            for action in legal.iter() {
                match edges.iter().position(|e| e.action == *action) {
                    Some(i) => {
                        edges[i].avail += 1;
                        available.push(i);
                    }
                    None => untried.push(*action),
                }
            }
            let widen = match *widening {
                Some(c) if !at_first && !available.is_empty() && !untried.is_empty() => {
                    let edges = &nodes[node as usize].edges;
                    let visits: u32 = available.iter().map(|&i| edges[i].visits).sum();
                    (available.len() as f64) < c * f64::from(visits + 1).sqrt()
                }
                _ => true,
            };
            if !untried.is_empty() && widen {
                let action = if untried.len() == 1 {
                    untried[0]
                } else {
                    state.rollout_action(untried, rng)
                };
                let child = nodes.len() as u32;
                let edges = &mut nodes[node as usize].edges;
                edges.push(Edge {
                    action,
                    child,
                    visits: 0,
                    avail: 1,
                    reward: 0.0,
                    margin: 0.0,
                });
                path.push((node, edges.len() - 1, player));
                nodes.push(Node { edges: Vec::new() });
                state.apply(&action);
                break;
            }
            let edges = &nodes[node as usize].edges;
            let mut best = (f64::NEG_INFINITY, available[0]);
            for &i in available.iter() {
                let e = &edges[i];
                let visits = f64::from(e.visits.max(1));
                let ucb =
                    e.reward / visits + *exploration * (f64::from(e.avail).ln() / visits).sqrt();
                if ucb > best.0 {
                    best = (ucb, i);
                }
            }
            let edge = &edges[best.1];
            path.push((node, best.1, player));
            let (action, child) = (edge.action, edge.child);
            state.apply(&action);
            node = child;
        }
        let Some(returns) = playout(&mut state, legal, *stop_after, *learned_value, rng) else {
            return;
        };
        let (margins, rewards) = evaluate(&state, &returns, *reward, *scale);
        for &(node, edge, player) in path.iter() {
            let e = &mut nodes[node as usize].edges[edge];
            e.visits += 1;
            e.reward += rewards[player.min(MAX_SEATS - 1)];
            e.margin += margins[player.min(MAX_SEATS - 1)];
        }
    }
}

/// Per-seat (margin, reward) from terminal returns.
pub(crate) fn evaluate<G: Heuristics>(
    game: &G,
    returns: &Returns,
    reward: Reward,
    scale: f64,
) -> ([f64; MAX_SEATS], [f64; MAX_SEATS]) {
    let n = game.players().min(MAX_SEATS);
    let mut margins = [0.0; MAX_SEATS];
    let mut rewards = [0.0; MAX_SEATS];
    // one score per side (partners share theirs)
    let mut sides: [Option<i32>; MAX_SEATS] = [None; MAX_SEATS];
    for (seat, r) in returns.iter().enumerate().take(n) {
        sides[game.side_of(seat).min(MAX_SEATS - 1)] = Some(*r);
    }
    let scores: Vec<(usize, i32)> = sides
        .iter()
        .enumerate()
        .filter_map(|(s, v)| v.map(|v| (s, v)))
        .collect();
    for seat in 0..n {
        let side = game.side_of(seat).min(MAX_SEATS - 1);
        let mine = f64::from(returns[seat]);
        let others: Vec<i32> = scores
            .iter()
            .filter(|(s, _)| *s != side)
            .map(|(_, v)| *v)
            .collect();
        let mean = if others.is_empty() {
            0.0
        } else {
            others.iter().map(|&v| f64::from(v)).sum::<f64>() / others.len() as f64
        };
        margins[seat] = mine - mean;
        rewards[seat] = match reward {
            Reward::Margin => 0.5 + 0.5 * (margins[seat] / scale).tanh(),
            Reward::Win => {
                let best_other = others.iter().copied().max().unwrap_or(i32::MIN);
                match returns[seat].cmp(&best_other) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                }
            }
        };
    }
    (margins, rewards)
}

/// Plays a state out with the playout policy, to the end or, with `stop_after`, to the
/// first position past that stage the game can estimate; the returns there.
pub(crate) fn playout<G: Heuristics, R: Rng + ?Sized>(
    state: &mut G,
    legal: &mut Vec<G::Action>,
    stop_after: Option<u32>,
    learned_value: bool,
    rng: &mut R,
) -> Option<Returns> {
    while state.current_player().is_some() {
        if let Some(stop) = stop_after
            && state.stage() > stop
            && let Some(estimate) = if learned_value {
                state.learned_estimate()
            } else {
                state.estimate()
            }
        {
            return Some(estimate);
        }
        state.legal_actions(legal);
        if legal.is_empty() {
            break;
        }
        let action = state.rollout_action(legal, rng);
        state.apply(&action);
    }
    state.returns()
}

/// Searches from an information state: the fair entry point.
pub fn search<G: Heuristics, R: Rng + ?Sized>(
    info: &G::Info,
    config: &IsmctsConfig,
    rng: &mut R,
) -> Option<SearchResult<G::Action>> {
    let mut root_legal = Vec::new();
    info.legal_actions(&mut root_legal);
    if config.inference {
        search_with(
            root_legal,
            |rng: &mut R| info.determinize_inferred(rng),
            config,
            rng,
        )
    } else {
        search_with(root_legal, |rng: &mut R| info.determinize(rng), config, rng)
    }
}

/// The search given a sampler of complete states (a determinization of a view, or —
/// for the cheating player of the arena — the true state itself).
pub fn search_with<G: Heuristics, R: Rng + ?Sized>(
    mut root_legal: Vec<G::Action>,
    mut sample: impl FnMut(&mut R) -> G,
    config: &IsmctsConfig,
    rng: &mut R,
) -> Option<SearchResult<G::Action>> {
    let max_actions = config.max_actions.max(1);
    if root_legal.len() > max_actions {
        root_legal.shuffle(rng);
        root_legal.truncate(max_actions);
    }
    match root_legal.len() {
        0 => return None,
        1 => {
            return Some(SearchResult {
                action: root_legal[0],
                iterations: 0,
                stats: vec![ActionStats {
                    action: root_legal[0],
                    visits: 0,
                    mean_margin: 0.0,
                    mean_reward: 0.5,
                }],
            });
        }
        _ => {}
    }
    let start = Instant::now();
    let stop_after = match config.horizon {
        Some(h) => {
            let first = sample(rng);
            Some(first.stage().saturating_add(h))
        }
        None => None,
    };
    let mut tree = Tree {
        nodes: vec![Node { edges: Vec::new() }],
        legal: Vec::new(),
        untried: Vec::new(),
        available: Vec::new(),
        path: Vec::new(),
        max_actions,
        exploration: config.exploration,
        reward: config.reward,
        // a scale of 0 or less would make every reward NaN: the game's own instead
        scale: config
            .margin_scale
            .filter(|s| *s > 0.0)
            .unwrap_or(G::BOT.margin_scale),
        stop_after,
        learned_value: config.learned_value,
        widening: config.widening.filter(|c| *c > 0.0),
    };
    let mut iterations = 0u32;
    if config.paired_root {
        // every root action once per determinization, each on a copy of the same state
        // and of the same playout generator: root comparisons are paired
        let k = root_legal.len() as u32;
        loop {
            match config.budget {
                Budget::Iterations(n) if iterations >= n => break,
                Budget::Time(limit) if iterations > 0 && start.elapsed() >= limit => break,
                _ => {}
            }
            let deal = sample(rng);
            let Some(player) = deal.current_player() else {
                break;
            };
            let playout_rng = GameRng::seed_from_u64(rng.random());
            for (i, action) in root_legal.iter().enumerate() {
                if tree.nodes[0].edges.len() <= i {
                    let child = tree.nodes.len() as u32;
                    tree.nodes[0].edges.push(Edge {
                        action: *action,
                        child,
                        visits: 0,
                        avail: 0,
                        reward: 0.0,
                        margin: 0.0,
                    });
                    tree.nodes.push(Node { edges: Vec::new() });
                }
                let edge = &mut tree.nodes[0].edges[i];
                edge.avail += 1;
                let child = edge.child;
                let mut state = deal.clone();
                state.apply(action);
                tree.path.clear();
                tree.path.push((0, i, player));
                tree.iterate(state, child, None, &mut playout_rng.clone());
            }
            iterations += k;
        }
    } else {
        loop {
            match config.budget {
                Budget::Iterations(n) if iterations >= n => break,
                Budget::Time(limit) if iterations > 0 && start.elapsed() >= limit => break,
                _ => {}
            }
            iterations += 1;
            let state = sample(rng);
            tree.path.clear();
            tree.iterate(state, 0, Some(&root_legal), rng);
        }
    }
    let nodes = tree.nodes;
    let mut stats: Vec<ActionStats<G::Action>> = nodes[0]
        .edges
        .iter()
        .map(|e| {
            let v = f64::from(e.visits.max(1));
            ActionStats {
                action: e.action,
                visits: e.visits,
                mean_margin: e.margin / v,
                mean_reward: e.reward / v,
            }
        })
        .collect();
    // most visited first; equal visits: better mean reward first (stable otherwise)
    stats.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.mean_reward.total_cmp(&a.mean_reward))
    });
    let action = stats.first().map(|s| s.action)?;
    Some(SearchResult {
        action,
        iterations,
        stats,
    })
}

/// Keeps `rng` usage in one place for the flat baseline.
pub(crate) fn uniform<A: Copy, R: Rng + ?Sized>(legal: &[A], rng: &mut R) -> A {
    legal[rng.random_range(0..legal.len())]
}
