//! Fits the blue round's learned value (`papillon_core::ai::value`) to games played by
//! the search's playout move, and prints the weights as the constant to paste into
//! `crates/papillon-core/src/ai/value.rs` (issue 37's "learned evaluation" lead).
//!
//! `cargo run --release -p papillon-core --example fit_blue_value -- [GAMES] [SEED]`
//! (50,000 games per table size and seed 25 made the weights in the source; 13 s in
//! all on one core).

use papillon_core::ai::value::{FEATURE_NAMES, FEATURES, fit_blue};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let games: usize = match args.next() {
        Some(a) => a.parse().map_err(|_| format!("games: not a number: {a}"))?,
        None => 50_000,
    };
    let seed: u64 = match args.next() {
        Some(a) => a.parse().map_err(|_| format!("seed: not a number: {a}"))?,
        None => 25,
    };
    let mut rows = Vec::new();
    for players in 2..=5 {
        let fit = fit_blue(players, games, seed + players as u64)?;
        eprintln!(
            "{players} players: {} rows (positions × sides), the rest's variance {:.1} → {:.1} points² ({:.1}% explained)",
            fit.samples,
            fit.variance_before,
            fit.variance_after,
            100.0 * (1.0 - fit.variance_after / fit.variance_before)
        );
        for (name, w) in FEATURE_NAMES.iter().zip(fit.weights) {
            eprintln!("  {name:<40} {w:>8.2}");
        }
        rows.push(fit.weights);
    }
    println!("pub const BLUE_WEIGHTS: [[f64; FEATURES]; 4] = [");
    for row in rows {
        let cells: Vec<String> = row.iter().map(|w| format!("{w:.2}")).collect();
        println!("    [{}],", cells.join(", "));
    }
    println!("];");
    debug_assert_eq!(FEATURE_NAMES.len(), FEATURES);
    Ok(())
}
