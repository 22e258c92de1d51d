//! `papillon dice`: start rolls, roll-offs and Couteau Suisse values, seeded so they
//! can be replayed.

use clap::{Args, Subcommand, ValueEnum};
use papillon_core::dice::{self, Contest, RollPurpose, Round};
use papillon_core::options::CouteauSuisseRoll;
use serde::Serialize;

use crate::{Failure, format, print_json, seed_or_fresh, sheet_failure};

#[derive(Subcommand)]
pub enum DiceCommand {
    /// Start roll: highest sum starts the blue round, lowest the orange; ties re-roll.
    Start {
        /// Players, comma-separated, e.g. Ana,Ben,Cleo.
        #[arg(long, value_delimiter = ',', required = true)]
        players: Vec<String>,
        #[arg(long, value_enum)]
        round: RoundArg,
        #[command(flatten)]
        common: DiceCommon,
    },
    /// Roll-off among tied players: highest sum wins; ties re-roll.
    RollOff {
        /// Tied players, comma-separated.
        #[arg(long, value_delimiter = ',', required = true)]
        players: Vec<String>,
        #[command(flatten)]
        common: DiceCommon,
    },
    /// The value of a Couteau Suisse left in hand at the end of the orange round.
    CouteauSuisse {
        /// Who holds it.
        #[arg(long, default_value = "player")]
        player: String,
        /// Roll one die instead of two (house rule).
        #[arg(long)]
        one_die: bool,
        #[command(flatten)]
        common: DiceCommon,
    },
}

#[derive(Args)]
pub struct DiceCommon {
    /// Seed (default: a fresh seed, printed so the rolls can be replayed).
    #[arg(long)]
    seed: Option<u64>,
    /// Print the rolls as JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum RoundArg {
    Blue,
    Orange,
}

impl From<RoundArg> for Round {
    fn from(r: RoundArg) -> Round {
        match r {
            RoundArg::Blue => Round::Blue,
            RoundArg::Orange => Round::Orange,
        }
    }
}

#[derive(Serialize)]
struct ContestOutput<'a> {
    seed: u64,
    #[serde(flatten)]
    contest: &'a Contest<String>,
}

pub fn dice(command: DiceCommand) -> Result<(), Failure> {
    match command {
        DiceCommand::Start {
            players,
            round,
            common,
        } => {
            let seed = seed_or_fresh(common.seed);
            let players = clean_names(players, common.json)?;
            let round: Round = round.into();
            let contest = dice::start_roll(&mut dice::seeded_rng(seed), &players, round)
                .map_err(|e| Failure::new(e.to_string(), common.json))?;
            print_contest(seed, &contest, common.json, |winner| match round {
                Round::Blue => format!("{winner} starts the blue round (highest roll)"),
                Round::Orange => format!("{winner} starts the orange round (lowest roll)"),
            });
        }
        DiceCommand::RollOff { players, common } => {
            let seed = seed_or_fresh(common.seed);
            let players = clean_names(players, common.json)?;
            let contest =
                dice::roll_off(&mut dice::seeded_rng(seed), &players, RollPurpose::RollOff)
                    .map_err(|e| Failure::new(e.to_string(), common.json))?;
            print_contest(seed, &contest, common.json, |winner| {
                format!("{winner} wins the roll-off")
            });
        }
        DiceCommand::CouteauSuisse {
            player,
            one_die,
            common,
        } => {
            let seed = seed_or_fresh(common.seed);
            let mode = if one_die {
                CouteauSuisseRoll::OneDie
            } else {
                CouteauSuisseRoll::TwoDice
            };
            let record = dice::couteau_suisse(&mut dice::seeded_rng(seed), player, mode);
            if common.json {
                print_json(
                    &serde_json::json!({ "seed": seed, "roll": record, "value": record.sum() }),
                );
            } else {
                outln!("seed {seed}");
                outln!("{}", format::roll(&record));
                outln!("The Couteau Suisse counts {}.", record.sum());
            }
        }
    }
    Ok(())
}

/// Trims the names and checks them with the engine (none empty, none twice ignoring
/// case), like the names of a score sheet.
fn clean_names(players: Vec<String>, json: bool) -> Result<Vec<String>, Failure> {
    let players: Vec<String> = players.into_iter().map(|p| p.trim().to_string()).collect();
    papillon_core::sheet::check_names(&players).map_err(|e| sheet_failure(e, json))?;
    Ok(players)
}

fn print_contest(
    seed: u64,
    contest: &Contest<String>,
    json: bool,
    verdict: impl Fn(&str) -> String,
) {
    if json {
        print_json(&ContestOutput { seed, contest });
        return;
    }
    outln!("seed {seed}");
    for (i, round) in contest.rounds.iter().enumerate() {
        if i == 0 {
            outln!("Roll:");
        } else {
            outln!("Re-roll {i} (tied):");
        }
        for roll in round {
            outln!("  {}", format::roll(roll));
        }
    }
    outln!("{}", verdict(&contest.winner));
}
