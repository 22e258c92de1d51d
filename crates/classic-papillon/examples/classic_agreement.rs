//! How the searchers' choices differ in the 1756 game (written when the former `hard`
//! tied flat Monte Carlo): [`game_kit::agreement`] on games played by `hard` in every
//! seat. At each decision with a choice, what each AI of `CLASSIC_AIS`
//! would play there (each from the player's information state only, each with its own
//! generator), how often two of them choose differently, and what their choices are
//! worth on the **true** deal (`CLASSIC_ORACLE` playouts a move with the search's playout
//! policy and common random numbers; the margin of the player over the mean of the
//! others at the end). Its intervals are about ±0.5 counters a player a game over 3,000
//! decisions: the disagreement rates are its sharp figures. `flat-mc:300` is flat Monte
//! Carlo at `hard`'s time (docs/lab/ai.md). An AI listed twice
//! (`hard,hard`) measures how often one AI disagrees with itself.
//!
//! ```text
//! CLASSIC_PLAYERS=3 CLASSIC_DECISIONS=2000 CLASSIC_ORACLE=300 CLASSIC_SEED=1 \
//!   CLASSIC_AIS=hard,hard,flat-mc:300,expert \
//!   cargo run --release -p classic-papillon --example classic_agreement
//! ```

use classic_papillon::ClassicGame;
use game_kit::agreement::{self, AgreementConfig};

fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let config = AgreementConfig::from_env("CLASSIC", 3, 300, "hard,hard,flat-mc:300")?;
    let started = std::time::Instant::now();
    let report = agreement::run::<ClassicGame>(&config)?;
    print!("{report}");
    println!("{:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}
