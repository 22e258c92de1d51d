//! `papillon simulate`: complete rounds or games between AI players, per-seat results
//! and throughput.

use std::time::Instant;

use clap::{Args, ValueEnum};
use papillon_core::ai::AiKind;
use papillon_core::simulate::{Simulation, simulate_blue as simulate_blue_rounds};
use papillon_core::teams::{MAX_PLAYERS, MIN_PLAYERS};

use crate::family_cmd::{self, GameName};
use crate::{Failure, parse_options, print_json};

/// What to simulate of the modern Papillon.
#[derive(Clone, Copy, ValueEnum)]
pub enum SimulateRound {
    /// Complete blue rounds.
    Blue,
    /// Complete orange rounds.
    Orange,
    /// Complete games: a blue round then an orange round (game score = blue − orange).
    Game,
}

#[derive(Args)]
pub struct SimulateArgs {
    /// Papillon: blue, orange or game (a blue round then an orange round). The other
    /// games are simulated whole and take none.
    round: Option<SimulateRound>,
    #[arg(long, default_value_t = 4)]
    players: usize,
    #[arg(long, default_value_t = 1000)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// AI per seat, comma-separated (random, easy, greedy = medium, hard, expert,
    /// flat-mc, cheat, peek); repeated round the table.
    #[arg(long, value_delimiter = ',', default_value = "greedy,random")]
    ai: Vec<String>,
    /// House rules as JSON.
    #[arg(long)]
    options: Option<String>,
    #[arg(long)]
    json: bool,
}

pub fn simulate(game: GameName, args: SimulateArgs) -> Result<(), Failure> {
    if game != GameName::Papillon {
        if args.round.is_some() {
            return Err(Failure::new(
                format!("{} is simulated whole: give no round", game.name()),
                args.json,
            ));
        }
        if args.options.is_some() {
            return Err(Failure::new(
                format!(
                    "--options: the house rules given here are Papillon's, not {}'s",
                    game.name()
                ),
                args.json,
            ));
        }
        let ais = args
            .ai
            .iter()
            .map(|a| a.parse::<AiKind>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let sim = game_kit::simulate::Simulation {
            games: args.games,
            seed: args.seed,
            ais,
        };
        return family_cmd::simulate(game, args.players, &sim, args.json);
    }
    match args.round {
        Some(SimulateRound::Blue) => run(args, "blue rounds", simulate_blue_rounds),
        Some(SimulateRound::Orange) => run(
            args,
            "orange rounds",
            papillon_core::simulate::simulate_orange,
        ),
        Some(SimulateRound::Game) => run(
            args,
            "games (blue + orange)",
            papillon_core::simulate::simulate_game,
        ),
        None => Err(Failure::new(
            "papillon simulate needs the round: blue, orange or game (a blue round then an orange round)",
            args.json,
        )),
    }
}

fn run(
    args: SimulateArgs,
    what: &str,
    run: fn(
        &Simulation,
    ) -> Result<
        papillon_core::simulate::SimulationReport,
        papillon_core::simulate::SimulationError,
    >,
) -> Result<(), Failure> {
    let options = parse_options(args.options.as_deref(), args.json)?;
    let ais = args
        .ai
        .iter()
        .map(|a| a.parse::<AiKind>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Failure::new(e.to_string(), args.json))?;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&args.players) {
        return Err(Failure::new(
            format!(
                "--players: a round needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                args.players
            ),
            args.json,
        ));
    }
    let sim = Simulation {
        players: args.players,
        games: args.games,
        seed: args.seed,
        ais,
        options,
    };
    let started = Instant::now();
    let report = run(&sim).map_err(|e| Failure::new(e.to_string(), args.json))?;
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let throughput = serde_json::json!({
        "seconds": seconds,
        "games_per_second": report.games as f64 / seconds,
        "actions_per_second": report.actions as f64 / seconds,
    });
    if args.json {
        print_json(&serde_json::json!({ "report": report, "throughput": throughput }));
        return Ok(());
    }
    print_report(&report, what, seconds);
    Ok(())
}

/// A simulation's per-seat results and throughput, as text (every game of the family).
pub fn print_report(report: &papillon_core::simulate::SimulationReport, what: &str, seconds: f64) {
    outln!(
        "{} {what}, {} players, seed {}",
        report.games,
        report.players,
        report.seed
    );
    outln!(
        "{:<5} {:<7} {:>5} {:>14} {:>9}",
        "seat",
        "ai",
        "side",
        "average score",
        "win rate"
    );
    for seat in &report.seats {
        outln!(
            "{:<5} {:<7} {:>5} {:>14.2} {:>8.1}%",
            seat.seat + 1,
            seat.ai.name(),
            seat.side + 1,
            seat.average_score,
            seat.win_rate * 100.0
        );
    }
    outln!(
        "{} actions in {:.2} s: {:.0} games/s, {:.0} actions/s",
        report.actions,
        seconds,
        report.games as f64 / seconds,
        report.actions as f64 / seconds
    );
}
