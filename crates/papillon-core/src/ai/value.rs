//! A learned value for the blue round's cut playouts (issue 37's "learned evaluation"
//! lead): what a side can still expect beyond the points it has captured, from what it
//! holds and where the plate stands, as a linear function fitted to self-play.
//!
//! The search's estimate at the horizon ([`super::heuristics`]'s `blue_estimate`)
//! counts the points captured so far and leaves the cards still in play out: in a
//! margin, equal chances of them cancel. But the chances are not equal in a
//! determinization, where every hand is known: a side holding the Papillon or the
//! Chrysalide can expect more of the rest of the round than one that does not, and a
//! cut playout that has just played its Papillon on a poor plate is scored as if it had
//! lost nothing. [`blue_value`] adds to each side's captured points the expected rest,
//! `Σ wₖ·fₖ`, with the features [`blue_features`] reads and the weights
//! [`BLUE_WEIGHTS`] fitted by [`fit_blue`] to games played by the search's own playout
//! move (the moves the estimate stands in for), one set per table size.
//!
//! The weights are made by `cargo run --release -p papillon-core --example
//! fit_blue_value` and pasted below with the command's seed and game count. They are
//! fitted on each table size's default table (`Table::simple`: each alone, crossed
//! pairs at 4, 3–2 at 5, the default house rules); other teams and house rules are
//! scored with the same weights, outside what was fitted. Arena only: no level uses it
//! (`docs/ai.md`).

use game_kit::game::{Game, MAX_SEATS, NewGame, Returns};
use rand::{RngExt, SeedableRng};

use crate::blue::BlueState;
use crate::card::{Face, FaceSet, Trump};
use crate::game::{BlueGame, Table};

/// Features per side.
pub const FEATURES: usize = 14;

/// The features' names, in [`blue_features`]' order (for the fitting's report).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "Papillon in hand",
    "Couteau Suisse in hand",
    "Chrysalide in hand",
    "signs in hand",
    "Yin or Yang in hand",
    "Chat Noir in hand",
    "3s and Dragon in hand",
    "cards in hand",
    "Papillon in hand × round left",
    "Couteau Suisse in hand × round left",
    "last capturer × scoring cards on the plate",
    "last capturer × Chat Noir on the plate",
    "next to play × scoring cards on the plate",
    "cards captured",
];

/// What each side holds and where it stands, in a complete (determinized) blue state:
/// one row of [`FEATURES`] per side of `table.teams.sides()`.
pub fn blue_features(state: &BlueState, table: &Table) -> Vec<[f64; FEATURES]> {
    let sides = table.teams.sides();
    let plate = state.plate();
    // the cards worth 10 when captured, as the playout move and the scorer count them
    let scoring = super::heuristics::blue_scoring_mask();
    let plate_scoring = plate.intersection(scoring).len() as f64;
    let chat_noir_on_plate = f64::from(u8::from(plate.contains(Face::Trump(Trump::ChatNoir))));
    let out = super::heuristics::blue_cards_played(state) as usize;
    let left = crate::card::DECK_SIZE.saturating_sub(out) as f64 / crate::card::DECK_SIZE as f64;
    let last = state.last_capturer().map(|p| table.side_of(p));
    let next = table.side_of(state.current());
    sides
        .iter()
        .enumerate()
        .map(|(s, members)| {
            let mut hand = FaceSet::EMPTY;
            let mut pile = FaceSet::EMPTY;
            for &p in members {
                hand = hand.union(state.hand(p));
                pile = pile.union(state.pile(p));
            }
            let has = |t: Trump| f64::from(u8::from(hand.contains(Face::Trump(t))));
            let signs = Trump::ALL
                .into_iter()
                .filter(|t| t.is_sign())
                .map(has)
                .sum::<f64>();
            let is_last = f64::from(u8::from(last == Some(s)));
            let is_next = f64::from(u8::from(next == s));
            [
                has(Trump::Papillon),
                has(Trump::CouteauSuisse),
                has(Trump::Chrysalide),
                signs,
                has(Trump::Yin) + has(Trump::Yang),
                has(Trump::ChatNoir),
                // the scoring family cards: the 3s and the Dragon
                hand.intersection(scoring)
                    .iter()
                    .filter(|f| matches!(f, Face::Family(..)))
                    .count() as f64,
                hand.len() as f64,
                has(Trump::Papillon) * left,
                has(Trump::CouteauSuisse) * left,
                is_last * plate_scoring,
                is_last * chat_noir_on_plate,
                is_next * plate_scoring,
                pile.len() as f64,
            ]
        })
        .collect()
}

/// The fitted weights, in points per unit of each feature, one row per table size (2
/// to 5 players). Made by `cargo run --release -p papillon-core --example
/// fit_blue_value -- 50000 25` (50,000 games per table size, seeds 27 to 30:
/// 5.4 million rows (positions × sides) at 2 players; the fit explains 3.8% of the rest's variance
/// at 2 players, 6.6% at 3, 8.6% at 4, 28.0% at 5).
pub const BLUE_WEIGHTS: [[f64; FEATURES]; 4] = [
    [
        8.85, 12.41, 9.75, 1.13, 7.91, 14.48, 1.96, 1.54, 2.80, 0.99, 0.45, -0.65, 0.99, -0.27,
    ],
    [
        10.49, 10.33, 9.38, -0.55, 7.03, 14.77, 2.73, 4.29, 1.29, 0.95, 0.73, -0.69, 0.18, -0.42,
    ],
    [
        13.88, 11.00, 9.87, -0.63, 8.56, 15.19, 3.44, 4.97, -0.05, 1.00, 1.04, -0.80, 0.02, -0.31,
    ],
    [
        7.98, 12.16, 7.22, -0.60, 8.00, 18.01, 4.99, 1.97, 5.24, -0.02, 2.89, -1.20, 1.58, -0.41,
    ],
];

/// Each side's expected rest of the round beyond its captured points, by `weights`.
pub fn blue_value_with(
    state: &BlueState,
    table: &Table,
    weights: &[f64; FEATURES],
) -> [f64; MAX_SEATS] {
    let mut out = [0.0; MAX_SEATS];
    for (s, row) in blue_features(state, table)
        .iter()
        .enumerate()
        .take(MAX_SEATS)
    {
        out[s] = row.iter().zip(weights).map(|(f, w)| f * w).sum();
    }
    out
}

/// [`blue_value_with`] the shipped weights of the table's size.
pub fn blue_value(state: &BlueState, table: &Table) -> [f64; MAX_SEATS] {
    let row = state.players().clamp(2, 5) - 2;
    blue_value_with(state, table, &BLUE_WEIGHTS[row])
}

/// A fit's result: the weights, and how much of the rest's variance they explain.
#[derive(Debug, Clone)]
pub struct Fit {
    pub weights: [f64; FEATURES],
    /// Rows fitted on: one per side at every position.
    pub samples: usize,
    /// The rest's variance (side against the mean of the others, points²) before and
    /// after the fitted value is taken off it.
    pub variance_before: f64,
    pub variance_after: f64,
}

/// Fits [`FEATURES`] weights to `games` blue rounds at `players` seats played by the
/// search's playout move, from `seed`: at every position, each side's features minus
/// the mean of the other sides' against the same difference of what the round then
/// gave it beyond the search's estimate there (`Heuristics::estimate`). Least squares
/// with a small ridge, solved by Gaussian elimination (a 14 × 14 system).
pub fn fit_blue(players: usize, games: usize, seed: u64) -> Result<Fit, String> {
    use game_kit::ai::Heuristics;
    let table = BlueGame::default_setup(players).map_err(|e| e.to_string())?;
    let mut rng = game_kit::rng::GameRng::seed_from_u64(seed);
    let mut xtx = [[0.0f64; FEATURES]; FEATURES];
    let mut xty = [0.0f64; FEATURES];
    let (mut samples, mut sum_y2) = (0usize, 0.0f64);
    let mut rows: Vec<(Vec<[f64; FEATURES]>, Returns)> = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..games {
        let mut game = BlueGame::new_game(std::sync::Arc::clone(&table), rng.random())
            .map_err(|e| e.to_string())?;
        rows.clear();
        while game.current_player().is_some() {
            let estimate = game.estimate().ok_or("no estimate")?;
            rows.push((blue_features(&game.state, &game.table), estimate));
            game.legal_actions(&mut legal);
            if legal.is_empty() {
                break;
            }
            let action = game.rollout_action(&legal, &mut rng);
            game.apply(&action);
        }
        let returns = game.returns().ok_or("the round did not end")?;
        let sides = table.teams.sides();
        // a seat of each side: returns and estimates are per seat, equal within a side
        let seat_of: Vec<usize> = sides.iter().map(|m| m[0]).collect();
        let n = sides.len();
        for (features, estimate) in &rows {
            let rest: Vec<f64> = seat_of
                .iter()
                .map(|&p| f64::from(returns[p] - estimate[p]))
                .collect();
            for s in 0..n {
                let others = (n - 1) as f64;
                let y = rest[s] - (rest.iter().sum::<f64>() - rest[s]) / others;
                let mut x = [0.0; FEATURES];
                for (k, xk) in x.iter_mut().enumerate() {
                    let sum: f64 = features.iter().map(|f| f[k]).sum();
                    *xk = features[s][k] - (sum - features[s][k]) / others;
                }
                for i in 0..FEATURES {
                    xty[i] += x[i] * y;
                    for j in 0..FEATURES {
                        xtx[i][j] += x[i] * x[j];
                    }
                }
                sum_y2 += y * y;
                samples += 1;
            }
        }
    }
    if samples == 0 {
        return Err("no position to fit".into());
    }
    let ridge = 1e-3 * samples as f64;
    for (i, row) in xtx.iter_mut().enumerate() {
        row[i] += ridge;
    }
    let weights = solve(xtx, xty).ok_or("the features are degenerate")?;
    // residual variance: Σ(y − x·w)² = Σy² − 2w·Xᵀy + wᵀXᵀXw (the ridge aside)
    let mut fitted = 0.0;
    for i in 0..FEATURES {
        fitted += 2.0 * weights[i] * xty[i];
        for j in 0..FEATURES {
            let plain = if i == j { xtx[i][j] - ridge } else { xtx[i][j] };
            fitted -= weights[i] * plain * weights[j];
        }
    }
    Ok(Fit {
        weights,
        samples,
        variance_before: sum_y2 / samples as f64,
        variance_after: (sum_y2 - fitted) / samples as f64,
    })
}

/// Solves `a·x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..FEATURES {
            let factor = a[row][col] / a[col][col];
            let pivot_row = a[col];
            for (v, p) in a[row].iter_mut().zip(pivot_row).skip(col) {
                *v -= factor * p;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let tail: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - tail) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_solver_solves_a_known_system() {
        let mut a = [[0.0; FEATURES]; FEATURES];
        let mut b = [0.0; FEATURES];
        for i in 0..FEATURES {
            a[i][i] = 2.0;
            if i + 1 < FEATURES {
                a[i][i + 1] = 1.0;
            }
            b[i] = 3.0;
        }
        b[FEATURES - 1] = 2.0;
        let x = solve(a, b).expect("regular");
        for v in x {
            assert!((v - 1.0).abs() < 1e-9, "{x:?}");
        }
    }

    /// A Chrysalide in hand is 10 points to come: it goes straight to its player's pile
    /// when played (rules §3). The fit finds about that, and the shipped weights too.
    #[test]
    fn the_fit_values_a_chrysalide_in_hand_at_about_its_ten_points() {
        let chrysalide = FEATURE_NAMES
            .iter()
            .position(|n| *n == "Chrysalide in hand")
            .expect("a feature");
        let fit = fit_blue(2, 1_500, 7).expect("a fit");
        assert!(fit.samples > 50_000, "{fit:?}");
        assert!(fit.variance_after < fit.variance_before, "{fit:?}");
        assert!((6.0..14.0).contains(&fit.weights[chrysalide]), "{fit:?}");
        for row in BLUE_WEIGHTS {
            assert!((6.0..14.0).contains(&row[chrysalide]), "{row:?}");
        }
    }

    /// Out of sample (seeds the fit never saw), over rounds played by the playout move:
    /// the learned estimate's margin is nearer the round's final margin than the
    /// captured points' alone, at every position, at 2 and at 4 players.
    #[test]
    fn the_learned_value_predicts_a_rounds_end_better_than_the_points_alone() {
        use game_kit::ai::Heuristics;
        for players in [2usize, 4] {
            let table = BlueGame::default_setup(players).expect("table");
            let mut rng = game_kit::rng::GameRng::seed_from_u64(900 + players as u64);
            let (mut plain, mut learned, mut positions) = (0.0f64, 0.0f64, 0usize);
            let mut legal = Vec::new();
            let margin = |r: &Returns| {
                let others = (1..players).map(|p| f64::from(r[p])).sum::<f64>();
                f64::from(r[0]) - others / (players - 1) as f64
            };
            for _ in 0..400 {
                let mut game =
                    BlueGame::new_game(std::sync::Arc::clone(&table), rng.random()).expect("deal");
                let mut cuts = Vec::new();
                while game.current_player().is_some() {
                    let (e, l) = (game.estimate(), game.learned_estimate());
                    cuts.push((margin(&e.expect("an estimate")), margin(&l.expect("one"))));
                    game.legal_actions(&mut legal);
                    if legal.is_empty() {
                        break;
                    }
                    let action = game.rollout_action(&legal, &mut rng);
                    game.apply(&action);
                }
                let end = margin(&game.returns().expect("the round's end"));
                for (e, l) in cuts {
                    plain += (end - e).powi(2);
                    learned += (end - l).powi(2);
                    positions += 1;
                }
            }
            assert!(positions > 10_000, "{positions}");
            assert!(
                learned < 0.99 * plain,
                "{players} players: squared error {learned:.0} learned, {plain:.0} plain"
            );
        }
    }
}
