//! `papillon`: the game from the terminal, JSON in and out — score sheets, dice, the
//! referee, games against the computer, simulations, benchmarks, the arena and the
//! stored games. One module per command (`score_cmd`, `dice_cmd`, `referee_cmd`,
//! `simulate_cmd`, `bench_cmd`, `ai_cmd`, `play_cmd`, `store_cmd`; the family's games
//! against the computer on one loop, `terminal`, with `play_classic` and `play_farfalia`); this
//! file holds the command list, the dispatch and the helpers they share.

#[macro_use]
mod output;

mod ai_cmd;
mod bench_cmd;
mod dice_cmd;
mod family_cmd;
mod family_text;
mod format;
mod input;
mod play_classic;
mod play_cmd;
mod play_farfalia;
mod referee_cmd;
mod score_cmd;
mod share_cmd;
mod simulate_cmd;
mod store_cmd;
mod story_text;
mod table_talk;
mod terminal;

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use papillon_core::options::RuleOptions;
use papillon_core::{SheetErrors, SheetInput};
use serde::Serialize;

#[derive(Parser)]
#[command(
    name = "papillon",
    version,
    about = "Papillon and its family of games: score sheets, dice, referee, play, arena",
    long_about = "Papillon and its family of games: score sheets, dice, the referee, play against the computer, the arena.\n\nGames (--game): papillon (the modern game, the default), classic (the 18th-century Papillon: a 52-card deck and counters), farfalia (played at five, the beginner game, and at four; the score kept for every way to play it) and prout (score keeping).\n\nFarfalia's two- and three-player games are not played, their fictitious players' rules are lost from the text, nor is CHINKWAY, its deals 6 to 11 are lost; `papillon score --game farfalia` keeps their score.\n\nPapillon's cards are written F0..F11 (Formes), E0..E11 (Éléments), D0..D11 (Découvertes), S0..S11 (Serpents; `dragon` = S7) and couteau-suisse, chat-noir, chenille, chrysalide, papillon, plus, moins, multiplier-diviser, yin, yang."
)]
struct Cli {
    /// The games database (default: PAPILLON_DB, else papillon/papillon.db in the
    /// platform's data directory).
    #[arg(long, global = true, env = "PAPILLON_DB", value_name = "PATH")]
    db: Option<PathBuf>,
    /// Which game of the family: papillon (the default), classic, farfalia, prout. It
    /// applies to score, referee, play, simulate, arena, bench, games and stats
    /// (`games list` lists every game unless it is given).
    #[arg(long, global = true, value_enum)]
    game: Option<family_cmd::GameName>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Score a completed score sheet (JSON file, or - for standard input).
    Score(score_cmd::ScoreArgs),
    /// Roll the dice: start rolls, roll-offs, Couteau Suisse values.
    #[command(subcommand)]
    Dice(dice_cmd::DiceCommand),
    /// Referee a position: list the legal plays, or check one.
    #[command(subcommand)]
    Referee(referee_cmd::RefereeCommand),
    /// Play complete rounds or games between AI players and report per-seat results.
    Simulate(simulate_cmd::SimulateArgs),
    /// Measure the engine's speed (random play on one core), or the AI levels' move
    /// times (--ai).
    Bench(bench_cmd::BenchArgs),
    /// AI players against each other on duplicate deals, with 95% intervals.
    Arena(ai_cmd::ArenaArgs),
    /// Play against the computer in the terminal (--json for scripts): the modern
    /// Papillon, with --game classic the 18th-century Papillon (game after game of a
    /// sitting), with --game farfalia Farfalia at five (the beginner game) or four.
    Play(play_cmd::PlayArgs),
    /// Stored games: add, list, show, edit, undo, redo.
    #[command(subcommand)]
    Games(store_cmd::GamesCommand),
    /// The roster: list, rename.
    #[command(subcommand)]
    Players(store_cmd::PlayersCommand),
    /// Sessions (evenings of games) and their standings.
    #[command(subcommand)]
    Sessions(store_cmd::SessionsCommand),
    /// Per-player statistics over finished games.
    Stats(store_cmd::StatsArgs),
    /// Back up every game (JSON), or export results for a spreadsheet (--csv).
    Export(store_cmd::ExportArgs),
    /// Restore games from a JSON export (all or nothing).
    Import(store_cmd::ImportArgs),
    /// Let everyone at the table follow a stored game live in their phone's browser
    /// (the table link): prints the guest's address and token, serves until Ctrl-C.
    Share(share_cmd::ShareArgs),
}

/// A failure the user can act on: the message(s) and the exit code.
struct Failure {
    messages: Vec<String>,
    json: bool,
    /// With `--json`, each problem as data (docs/formats.md): its `code` and fields, and
    /// its `message`; empty for a failure that is not a sheet's problems.
    problems: Vec<serde_json::Value>,
}

impl Failure {
    fn new(message: impl Into<String>, json: bool) -> Failure {
        Failure {
            messages: vec![message.into()],
            json,
            problems: Vec::new(),
        }
    }

    /// A sheet's problems: the English of each, and each as data. An `entry` field (the
    /// 1756 ledger's index into `entries`, from 0) becomes `entry_index`, beside
    /// `entry_number` counted from 1 as the message counts it.
    fn problems<P: Serialize + std::fmt::Display>(problems: &[P], json: bool) -> Failure {
        let data = problems
            .iter()
            .map(|p| {
                let mut value = serde_json::to_value(p).unwrap_or_default();
                if let Some(object) = value.as_object_mut() {
                    if let Some(index) = object.remove("entry") {
                        let number = index.as_u64().map(|i| i + 1);
                        object.insert("entry_index".into(), index);
                        object.insert("entry_number".into(), number.into());
                    }
                    object.insert("message".into(), p.to_string().into());
                }
                value
            })
            .collect();
        Failure {
            messages: problems.iter().map(ToString::to_string).collect(),
            json,
            problems: data,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let game = cli.game.unwrap_or(family_cmd::GameName::Papillon);
    let result = match cli.command {
        Command::Score(args) => score_cmd::score(game, args),
        Command::Dice(command) => dice_cmd::dice(command),
        Command::Referee(command) => referee_cmd::referee(game, command),
        Command::Simulate(args) => simulate_cmd::simulate(game, args),
        Command::Bench(args) => bench_cmd::bench(game, args),
        Command::Arena(args) => ai_cmd::arena(game, args),
        Command::Play(args) => match terminal::game_to_resume(cli.game, &cli.db, &args) {
            Err(failure) => Err(failure),
            Ok(family_cmd::GameName::Papillon) => play_cmd::play(args),
            Ok(family_cmd::GameName::Classic) => play_classic::play(args, cli.db),
            Ok(family_cmd::GameName::Farfalia) => play_farfalia::play(args, cli.db),
            Ok(other) => Err(family_cmd::unavailable(other, "play", args.json)),
        },
        Command::Games(command) => store_cmd::games(cli.db, cli.game, command),
        Command::Players(command) => store_cmd::players(cli.db, command),
        Command::Sessions(command) => store_cmd::sessions(cli.db, command),
        Command::Stats(args) => store_cmd::stats(cli.db, game, args),
        Command::Export(args) => store_cmd::export(cli.db, args),
        Command::Import(args) => store_cmd::import(cli.db, args),
        Command::Share(args) => share_cmd::share(cli.db, args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if failure.json {
                let body = if failure.problems.is_empty() {
                    serde_json::json!({ "errors": failure.messages })
                } else {
                    serde_json::json!({ "errors": failure.messages, "problems": failure.problems })
                };
                outln!("{body:#}");
            } else {
                for message in &failure.messages {
                    eprintln!("error: {message}");
                }
            }
            ExitCode::FAILURE
        }
    }
}

/// The text of a file, or of standard input for `-`.
fn read_input(path: &PathBuf, json: bool) -> Result<String, Failure> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Failure::new(format!("cannot read standard input: {e}"), json))?;
        Ok(text)
    } else {
        std::fs::read_to_string(path)
            .map_err(|e| Failure::new(format!("cannot read {}: {e}", path.display()), json))
    }
}

fn read_sheet(path: &PathBuf, json: bool) -> Result<SheetInput, Failure> {
    let text = read_input(path, json)?;
    input::parse_json(&text, "score sheet").map_err(|e| {
        Failure::new(
            format!(
                "{}: {e}{}",
                path.display(),
                family_cmd::other_game(&text, "papillon")
            ),
            json,
        )
    })
}

fn sheet_failure(errors: SheetErrors, json: bool) -> Failure {
    Failure {
        messages: errors.errors().iter().map(ToString::to_string).collect(),
        json,
        problems: Vec::new(),
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

fn parse_options(text: Option<&str>, json: bool) -> Result<RuleOptions, Failure> {
    let Some(text) = text else {
        return Ok(RuleOptions::default());
    };
    let options: RuleOptions = input::parse_json(text, "set of house rules")
        .map_err(|e| Failure::new(format!("--options: {e}"), json))?;
    options
        .validate()
        .map_err(|e| Failure::new(format!("--options: {e}"), json))?;
    Ok(options)
}

fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => outln!("{text}"),
        Err(e) => eprintln!("error: cannot write JSON: {e}"),
    }
}
