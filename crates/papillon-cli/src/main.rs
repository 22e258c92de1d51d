//! `papillon`: score sheets and roll dice from the terminal, JSON in and out.

mod format;

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use papillon_core::dice::{self, Contest, RollPurpose, RollRecord, Round};
use papillon_core::options::CouteauSuisseRoll;
use papillon_core::{ScoreReport, SheetErrors, SheetInput, score_input, settle_with_dice};
use serde::Serialize;

#[derive(Parser)]
#[command(
    name = "papillon",
    version,
    about = "Papillon card game: score sheets, dice, referee",
    long_about = "Papillon card game: score sheets and dice.\n\nCards are written F0..F11 (Formes), E0..E11 (Éléments), D0..D11 (Découvertes), S0..S11 (Serpents; `dragon` = S7) and couteau-suisse, chat-noir, chenille, chrysalide, papillon, plus, moins, multiplier-diviser, yin, yang."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Score a completed score sheet (JSON file, or - for standard input).
    Score(ScoreArgs),
    /// Roll the dice: start rolls, roll-offs, Couteau Suisse values.
    #[command(subcommand)]
    Dice(DiceCommand),
}

#[derive(Args)]
struct ScoreArgs {
    /// The sheet: a JSON file, or - to read standard input.
    sheet: PathBuf,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Fill missing rolls (most-cards roll-off, Couteau Suisse values, winner roll-off)
    /// with seeded dice and print the rolls made.
    #[arg(long)]
    roll: bool,
    /// Seed for --roll (default: a fresh seed, printed so the rolls can be replayed).
    #[arg(long, requires = "roll")]
    seed: Option<u64>,
}

#[derive(Subcommand)]
enum DiceCommand {
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
struct DiceCommon {
    /// Seed (default: a fresh seed, printed so the rolls can be replayed).
    #[arg(long)]
    seed: Option<u64>,
    /// Print the rolls as JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum RoundArg {
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

/// A failure the user can act on: the message(s) and the exit code.
struct Failure {
    messages: Vec<String>,
    json: bool,
}

impl Failure {
    fn new(message: impl Into<String>, json: bool) -> Failure {
        Failure {
            messages: vec![message.into()],
            json,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Score(args) => score(args),
        Command::Dice(command) => dice(command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if failure.json {
                let body = serde_json::json!({ "errors": failure.messages });
                println!("{body:#}");
            } else {
                for message in &failure.messages {
                    eprintln!("error: {message}");
                }
            }
            ExitCode::FAILURE
        }
    }
}

fn read_sheet(path: &PathBuf, json: bool) -> Result<SheetInput, Failure> {
    let text = if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Failure::new(format!("cannot read standard input: {e}"), json))?;
        text
    } else {
        std::fs::read_to_string(path)
            .map_err(|e| Failure::new(format!("cannot read {}: {e}", path.display()), json))?
    };
    serde_json::from_str(&text).map_err(|e| {
        Failure::new(
            format!("{} is not a valid score sheet: {e}", path.display()),
            json,
        )
    })
}

fn sheet_failure(errors: SheetErrors, json: bool) -> Failure {
    Failure {
        messages: errors.errors().iter().map(ToString::to_string).collect(),
        json,
    }
}

/// A seed from the clock when the user gave none; printed so the run can be replayed.
fn seed_or_fresh(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    })
}

#[derive(Serialize)]
struct ScoreWithRolls<'a> {
    #[serde(flatten)]
    report: &'a ScoreReport,
    seed: u64,
    rolls: &'a [RollRecord<String>],
    sheet: &'a SheetInput,
}

fn score(args: ScoreArgs) -> Result<(), Failure> {
    let input = read_sheet(&args.sheet, args.json)?;
    if !args.roll {
        let report = score_input(&input).map_err(|e| sheet_failure(e, args.json))?;
        if args.json {
            print_json(&report);
        } else {
            print!("{}", format::report(&report));
        }
        return Ok(());
    }
    let seed = seed_or_fresh(args.seed);
    let settled = settle_with_dice(&input, &mut dice::seeded_rng(seed))
        .map_err(|e| sheet_failure(e, args.json))?;
    if args.json {
        print_json(&ScoreWithRolls {
            report: &settled.report,
            seed,
            rolls: &settled.rolls,
            sheet: &settled.sheet,
        });
    } else {
        println!("Dice (seed {seed}):");
        if settled.rolls.is_empty() {
            println!("  no roll was needed");
        }
        for roll in &settled.rolls {
            println!("  {}", format::roll(roll));
        }
        println!();
        print!("{}", format::report(&settled.report));
    }
    Ok(())
}

#[derive(Serialize)]
struct ContestOutput<'a> {
    seed: u64,
    #[serde(flatten)]
    contest: &'a Contest<String>,
}

fn dice(command: DiceCommand) -> Result<(), Failure> {
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
                println!("seed {seed}");
                println!("{}", format::roll(&record));
                println!("The Couteau Suisse counts {}.", record.sum());
            }
        }
    }
    Ok(())
}

fn clean_names(players: Vec<String>, json: bool) -> Result<Vec<String>, Failure> {
    let players: Vec<String> = players.into_iter().map(|p| p.trim().to_string()).collect();
    if let Some(position) = players.iter().position(String::is_empty) {
        return Err(Failure::new(
            format!("player {} has an empty name", position + 1),
            json,
        ));
    }
    for (i, p) in players.iter().enumerate() {
        if players[..i].contains(p) {
            return Err(Failure::new(format!("{p} is listed twice"), json));
        }
    }
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
    println!("seed {seed}");
    for (i, round) in contest.rounds.iter().enumerate() {
        if i == 0 {
            println!("Roll:");
        } else {
            println!("Re-roll {i} (tied):");
        }
        for roll in round {
            println!("  {}", format::roll(roll));
        }
    }
    println!("{}", verdict(&contest.winner));
}

fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => println!("{text}"),
        Err(e) => eprintln!("error: cannot write JSON: {e}"),
    }
}
