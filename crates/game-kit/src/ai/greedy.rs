//! The one-ply choice: the best of a list of scores, and the plausible mistake of the
//! `easy` level.

use rand::{Rng, RngExt};

use super::EASY_MISTAKE_DEPTH;

/// The index of the best score, ties broken at random.
pub fn pick_best<R: Rng + ?Sized>(scores: &[f64], rng: &mut R) -> usize {
    let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<usize> = (0..scores.len())
        .filter(|&i| (scores[i] - best).abs() <= 1e-9)
        .collect();
    match ties.len() {
        0 => 0,
        1 => ties[0],
        n => ties[rng.random_range(0..n)],
    }
}

/// One of the next [`EASY_MISTAKE_DEPTH`] best moves after `best` (or `best` alone).
pub fn runner_up<R: Rng + ?Sized>(scores: &[f64], best: usize, rng: &mut R) -> usize {
    let mut order: Vec<usize> = (0..scores.len()).filter(|&i| i != best).collect();
    order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
    order.truncate(EASY_MISTAKE_DEPTH);
    if order.is_empty() {
        best
    } else {
        order[rng.random_range(0..order.len())]
    }
}
