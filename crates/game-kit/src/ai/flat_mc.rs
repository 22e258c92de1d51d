//! Flat Monte Carlo, the arena's floor for search players: sample a determinization of
//! the view, play every root action once from it with uniform random playouts, repeat
//! until the budget is spent, keep the action with the best mean margin. No tree, no
//! playout policy: what a search AI must clearly beat. For measurement only, the
//! playouts may use the game's playout policy instead (`flat-mc:N:policy` in the
//! arena): the search's playouts without its tree, which tells what the tree adds.

use crate::clock::Instant;

use rand::Rng;
use rand::seq::SliceRandom;

use super::heuristics::Heuristics;
use super::ismcts::{ActionStats, Budget, Reward, SearchResult, evaluate, uniform};
use crate::game::{InfoState, MAX_SEATS};

/// Searches with `budget` counted in playouts (or time); the playouts are uniform, or
/// with `policy` the game's [`Heuristics::rollout_action`].
pub fn search<G: Heuristics, R: Rng + ?Sized>(
    info: &G::Info,
    budget: Budget,
    max_actions: usize,
    policy: bool,
    rng: &mut R,
) -> Option<SearchResult<G::Action>> {
    let mut root = Vec::new();
    info.legal_actions(&mut root);
    if root.len() > max_actions.max(1) {
        root.shuffle(rng);
        root.truncate(max_actions.max(1));
    }
    if root.is_empty() {
        return None;
    }
    let start = Instant::now();
    let mut margin = vec![0.0; root.len()];
    let mut visits = vec![0u32; root.len()];
    let mut legal = Vec::new();
    let mut playouts = 0u32;
    let seat = info.seat();
    'outer: loop {
        let sample = info.determinize(rng);
        for (i, action) in root.iter().enumerate() {
            match budget {
                Budget::Iterations(n) if playouts >= n => break 'outer,
                Budget::Time(limit) if playouts > 0 && start.elapsed() >= limit => break 'outer,
                _ => {}
            }
            playouts += 1;
            let mut state = sample.clone();
            state.apply(action);
            while state.current_player().is_some() {
                state.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                let a = if policy {
                    state.rollout_action(&legal, rng)
                } else {
                    uniform(&legal, rng)
                };
                state.apply(&a);
            }
            if let Some(returns) = state.returns() {
                let (m, _) = evaluate(&state, &returns, Reward::Margin, G::BOT.margin_scale);
                margin[i] += m[seat.min(MAX_SEATS - 1)];
                visits[i] += 1;
            }
        }
    }
    let mut stats: Vec<ActionStats<G::Action>> = root
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let v = f64::from(visits[i].max(1));
            ActionStats {
                action: *a,
                visits: visits[i],
                mean_margin: margin[i] / v,
                mean_reward: 0.5 + 0.5 * (margin[i] / v / G::BOT.margin_scale).tanh(),
            }
        })
        .collect();
    stats.sort_by(|a, b| b.mean_margin.total_cmp(&a.mean_margin));
    Some(SearchResult {
        action: stats[0].action,
        iterations: playouts,
        stats,
    })
}
