//! Why `hard` beats flat Monte Carlo in the modern game's blue round at 2 players and
//! hardly at 4: [`game_kit::agreement`] on games played by `hard` in every seat. At each
//! decision with a choice, what each AI of `PAPILLON_AIS` would play there (each from the
//! player's view only, each with its own generator), how often two of them choose
//! differently, and what their choices are worth on the **true** deal
//! (`PAPILLON_ORACLE` playouts a move with the search's playout policy and common random
//! numbers; the player's points over the mean of the others at the end of the round).
//! An AI listed twice (`hard,hard`) measures how often one AI disagrees with itself.
//! `PAPILLON_ROUND` is `blue` (the default), `orange` or `game`.
//!
//! ```text
//! PAPILLON_PLAYERS=4 PAPILLON_DECISIONS=2000 PAPILLON_ORACLE=200 PAPILLON_SEED=1 \
//!   PAPILLON_AIS=hard,hard,flat-mc:2100 \
//!   cargo run --release -p papillon-core --example papillon_agreement
//! ```

use game_kit::agreement::{self, AgreementConfig};
use papillon_core::game::{BlueGame, FullGame, OrangeGame};

fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let config = AgreementConfig::from_env("PAPILLON", 4, 200, "hard,hard,flat-mc:2100")?;
    let round = std::env::var("PAPILLON_ROUND").unwrap_or_else(|_| "blue".to_string());
    let started = std::time::Instant::now();
    let report = match round.as_str() {
        "blue" => agreement::run::<BlueGame>(&config)?,
        "orange" => agreement::run::<OrangeGame>(&config)?,
        "game" => agreement::run::<FullGame>(&config)?,
        other => return Err(format!("PAPILLON_ROUND: blue, orange or game, not {other}").into()),
    };
    println!("{round} round");
    print!("{report}");
    println!("{:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}
