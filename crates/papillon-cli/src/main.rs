//! `papillon`: score sheets and roll dice from the terminal, JSON in and out.

#[macro_use]
mod output;

mod ai_cmd;
mod format;
mod input;
mod play_cmd;
mod store_cmd;

use papillon_core::teams::{MAX_PLAYERS, MIN_PLAYERS};
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use papillon_core::ai::AiKind;
use papillon_core::dice::{self, Contest, RollPurpose, RollRecord, Round};
use papillon_core::options::CouteauSuisseRoll;
use papillon_core::options::RuleOptions;
use papillon_core::referee::BluePosition;
use papillon_core::simulate::{
    Simulation, random_blue_playouts, simulate_blue as simulate_blue_rounds,
};
use papillon_core::{ScoreReport, SheetErrors, SheetInput, score_input, settle_with_dice};
use serde::Serialize;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "papillon",
    version,
    about = "Papillon card game: score sheets, dice, referee",
    long_about = "Papillon card game: score sheets and dice.\n\nCards are written F0..F11 (Formes), E0..E11 (Éléments), D0..D11 (Découvertes), S0..S11 (Serpents; `dragon` = S7) and couteau-suisse, chat-noir, chenille, chrysalide, papillon, plus, moins, multiplier-diviser, yin, yang."
)]
struct Cli {
    /// The games database (default: PAPILLON_DB, else papillon/papillon.db in the
    /// platform's data directory).
    #[arg(long, global = true, env = "PAPILLON_DB", value_name = "PATH")]
    db: Option<PathBuf>,
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
    /// Referee a position: list the legal plays, or check one.
    #[command(subcommand)]
    Referee(RefereeCommand),
    /// Play complete rounds between AI players and report per-seat results.
    #[command(subcommand)]
    Simulate(SimulateCommand),
    /// Measure the engine's speed (random play on one core), or the AI levels' move
    /// times (--ai).
    Bench(BenchArgs),
    /// AI players against each other on duplicate deals, with 95% intervals.
    Arena(ai_cmd::ArenaArgs),
    /// Play one seat against the computer in the terminal (--json for scripts).
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
}

#[derive(Subcommand)]
enum RefereeCommand {
    /// Blue round: which captures does this hand have on this plate?
    #[command(
        after_help = "PLAY NOTATION:\n  F11:S5,E6                 play F11, take S5 and E6 (ramasser, cumuler, or a plate sign listed among the taken cards)\n  moins+yin:chat-noir,F10   play a sign and a result from the hand, take two plate cards (22 - 10 = 12)\n  papillon:*                the Papillon takes the whole plate\n  chrysalide:pile           the Chrysalide goes to your pile and the direction reverses\n  F11                       place F11 on the plate (discard)"
    )]
    Blue(RefereeBlueArgs),
    /// Orange round: where may this hand's cards go? (a JSON position; see the README)
    #[command(
        after_help = "PLAY NOTATION:\n  E5@suite2                 E5 on suite 2 (suites 1-2 start from plate card 1, 3-4 from plate card 2)\n  S7@plate1                 on plate card 1 (same value only)\n  plus@sign3                a sign beside suite 3\n  chat-noir@centre          a power trump (chat-noir, chrysalide, papillon)\n  couteau-suisse=7@suite1   the Couteau Suisse declared as 7\n  take-three | draw"
    )]
    Orange(RefereeOrangeArgs),
}

#[derive(Args)]
struct RefereeOrangeArgs {
    /// The position (JSON file, or - for standard input).
    position: PathBuf,
    /// Check this one play instead of listing them all.
    #[arg(long)]
    play: Option<String>,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct RefereeBlueArgs {
    /// The plate, comma-separated (e.g. "S5,E6,chat-noir,F10"); may be empty.
    #[arg(long, default_value = "")]
    plate: String,
    /// The hand, comma-separated (e.g. "moins,yin,F11").
    #[arg(long)]
    hand: String,
    /// Check this one play instead of listing them all.
    #[arg(long)]
    play: Option<String>,
    /// List every play, one per line (with --json: one JSON object per line), streamed:
    /// a large plate has millions. Without it the plays are grouped per card played.
    #[arg(long, conflicts_with = "play")]
    all: bool,
    /// House rules as JSON (e.g. '{"discard":"only_when_no_capture"}').
    #[arg(long)]
    options: Option<String>,
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum SimulateCommand {
    /// Complete blue rounds.
    Blue(SimulateArgs),
    /// Complete orange rounds.
    Orange(SimulateArgs),
    /// Complete games: a blue round then an orange round (game score = blue − orange).
    Game(SimulateArgs),
}

#[derive(Args)]
struct SimulateArgs {
    #[arg(long, default_value_t = 4)]
    players: usize,
    #[arg(long, default_value_t = 1000)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// AI per seat, comma-separated (random, easy, greedy = medium, hard, expert,
    /// flat-mc, cheat); repeated round the table.
    #[arg(long, value_delimiter = ',', default_value = "greedy,random")]
    ai: Vec<String>,
    /// House rules as JSON.
    #[arg(long)]
    options: Option<String>,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct BenchArgs {
    /// Rounds per measurement.
    #[arg(long, default_value_t = 50_000)]
    rounds: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time the AI levels' moves instead (on one core).
    #[arg(long)]
    ai: bool,
    /// Moves timed per level and game with --ai.
    #[arg(long, default_value_t = 200)]
    moves: usize,
    #[arg(long)]
    json: bool,
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
        Command::Referee(RefereeCommand::Blue(args)) => referee_blue(args),
        Command::Referee(RefereeCommand::Orange(args)) => referee_orange(args),
        Command::Simulate(SimulateCommand::Blue(args)) => {
            simulate(args, "blue rounds", simulate_blue_rounds)
        }
        Command::Simulate(SimulateCommand::Orange(args)) => simulate(
            args,
            "orange rounds",
            papillon_core::simulate::simulate_orange,
        ),
        Command::Simulate(SimulateCommand::Game(args)) => simulate(
            args,
            "games (blue + orange)",
            papillon_core::simulate::simulate_game,
        ),
        Command::Bench(args) if args.ai => ai_cmd::bench_ai(args.seed, args.moves, args.json),
        Command::Bench(args) => bench(args),
        Command::Arena(args) => ai_cmd::arena(args),
        Command::Play(args) => play_cmd::play(args),
        Command::Games(command) => store_cmd::games(cli.db, command),
        Command::Players(command) => store_cmd::players(cli.db, command),
        Command::Sessions(command) => store_cmd::sessions(cli.db, command),
        Command::Stats(args) => store_cmd::stats(cli.db, args),
        Command::Export(args) => store_cmd::export(cli.db, args),
        Command::Import(args) => store_cmd::import(cli.db, args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if failure.json {
                let body = serde_json::json!({ "errors": failure.messages });
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
    input::parse_json(&text, "score sheet")
        .map_err(|e| Failure::new(format!("{}: {e}", path.display()), json))
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
            out!("{}", format::report(&report));
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
        outln!("Dice (seed {seed}):");
        if settled.rolls.is_empty() {
            outln!("  no roll was needed");
        }
        for roll in &settled.rolls {
            outln!("  {}", format::roll(roll));
        }
        outln!();
        out!("{}", format::report(&settled.report));
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

fn referee_blue(args: RefereeBlueArgs) -> Result<(), Failure> {
    let options = parse_options(args.options.as_deref(), args.json)?;
    let position = BluePosition::parse(&args.plate, &args.hand, options)
        .map_err(|e| Failure::new(e.to_string(), args.json))?;
    if let Some(play) = &args.play {
        return match position.check(play) {
            Ok(found) => {
                if args.json {
                    print_json(&serde_json::json!({ "legal": true, "play": found }));
                } else {
                    outln!(
                        "legal: {} ({}), {}",
                        found.play,
                        format::kind_name(found.kind),
                        format::takes(&found)
                    );
                }
                Ok(())
            }
            Err(error) => Err(illegal_play(play, &error.to_string(), args.json)),
        };
    }
    if args.all {
        return referee_blue_all(&position, args.json);
    }
    let summary = position.summary();
    if args.json {
        print_json(&summary);
    } else {
        out!("{}", format::play_summary(&summary));
    }
    Ok(())
}

/// `--all`: every play, one per line (text, or one JSON object per line), streamed in
/// constant memory: millions of plays start coming at once and a reader that stops early
/// (`| head`) ends the command quietly.
fn referee_blue_all(position: &BluePosition, json: bool) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let _ = position.for_each_play(|play| {
        if json {
            output::check(serde_json::to_writer(&mut out, &play).map_err(std::io::Error::from));
            output::check(out.write_all(b"\n"));
        } else {
            output::check(writeln!(out, "{}", format::play_line(&play, 24)));
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    output::check(out.flush());
    Ok(())
}

/// Reports a refused play (the verdict goes to standard output, exit status 1).
fn illegal_play(play: &str, reason: &str, json: bool) -> Failure {
    if json {
        print_json(&serde_json::json!({ "legal": false, "play": play, "reason": reason }));
    } else {
        outln!("{reason}");
    }
    Failure {
        messages: Vec::new(),
        json: false,
    }
}

fn referee_orange(args: RefereeOrangeArgs) -> Result<(), Failure> {
    let json = args.json;
    let text = if args.position.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Failure::new(format!("cannot read standard input: {e}"), json))?;
        text
    } else {
        std::fs::read_to_string(&args.position).map_err(|e| {
            Failure::new(
                format!("cannot read {}: {e}", args.position.display()),
                json,
            )
        })?
    };
    let position: papillon_core::referee::OrangePosition =
        input::parse_json(&text, "orange position").map_err(|e| Failure::new(e, json))?;
    let table = position
        .validate()
        .map_err(|e| Failure::new(e.to_string(), json))?;
    if let Some(play) = &args.play {
        return match table.check(play) {
            Ok(found) => {
                if json {
                    print_json(
                        &serde_json::json!({ "legal": true, "play": orange_play_json(&found) }),
                    );
                } else {
                    outln!("legal: {} ({})", found.play, found.effect);
                }
                Ok(())
            }
            Err(error) => Err(illegal_play(play, &error.to_string(), json)),
        };
    }
    let plays = table.plays();
    if json {
        let plays: Vec<_> = plays.iter().map(orange_play_json).collect();
        print_json(&serde_json::json!({ "plays": plays }));
        return Ok(());
    }
    outln!("{} legal play(s):", plays.len());
    let width = plays.iter().map(|p| p.play.len()).max().unwrap_or(0);
    for play in &plays {
        outln!("  {:<width$}  {}", play.play, play.effect);
    }
    Ok(())
}

/// An orange play for scripts: its notation and its effect in words.
fn orange_play_json(play: &papillon_core::referee::OrangePlay) -> serde_json::Value {
    serde_json::json!({ "play": play.play, "effect": play.effect.to_string() })
}

fn simulate(
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
    Ok(())
}

fn bench(args: BenchArgs) -> Result<(), Failure> {
    let mut results = Vec::new();
    for players in [2usize, 4] {
        let mut rng = dice::seeded_rng(args.seed);
        let started = Instant::now();
        let (rounds, actions) = random_blue_playouts(players, args.rounds, &mut rng)
            .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        results.push(serde_json::json!({
            "benchmark": format!("blue random play, {players} players"),
            "rounds": rounds,
            "actions": actions,
            "seconds": seconds,
            "rounds_per_second": rounds as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    for players in [2usize, 4] {
        let mut rng = dice::seeded_rng(args.seed);
        let started = Instant::now();
        let (rounds, actions) =
            papillon_core::simulate::random_orange_playouts(players, args.rounds, &mut rng)
                .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        results.push(serde_json::json!({
            "benchmark": format!("orange random play, {players} players"),
            "rounds": rounds,
            "actions": actions,
            "seconds": seconds,
            "rounds_per_second": rounds as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    {
        let mut rng = dice::seeded_rng(args.seed);
        let started = Instant::now();
        let (games, actions) =
            papillon_core::simulate::random_game_playouts(4, args.rounds, &mut rng)
                .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        results.push(serde_json::json!({
            "benchmark": "complete games (blue + orange) random play, 4 players",
            "rounds": games,
            "actions": actions,
            "seconds": seconds,
            "rounds_per_second": games as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    results.extend(referee_benchmarks(args.json)?);
    if args.json {
        print_json(&results);
    } else {
        for r in &results {
            if let Some(plays) = r["plays"].as_u64() {
                outln!(
                    "{}: {} plays, summary in {:.4} s, count in {:.4} s, check one play in {:.6} s",
                    r["benchmark"].as_str().unwrap_or_default(),
                    format::count(plays),
                    r["summary_seconds"].as_f64().unwrap_or_default(),
                    r["count_seconds"].as_f64().unwrap_or_default(),
                    r["check_seconds"].as_f64().unwrap_or_default()
                );
                continue;
            }
            outln!(
                "{}: {} rounds, {} actions in {:.2} s: {:.0} rounds/s, {:.0} actions/s",
                r["benchmark"].as_str().unwrap_or_default(),
                r["rounds"],
                r["actions"],
                r["seconds"].as_f64().unwrap_or_default(),
                r["rounds_per_second"].as_f64().unwrap_or_default(),
                r["actions_per_second"].as_f64().unwrap_or_default()
            );
        }
    }
    Ok(())
}

/// The worst blue positions we know for the referee (the audit's: the Couteau Suisse,
/// thirty small cards and the Chat Noir in hand; full plates; numbers up to 99): each
/// must answer the grouped summary, the count and a `--play` check in well under a
/// second. Returns one result per position, timings included.
fn referee_benchmarks(json: bool) -> Result<Vec<serde_json::Value>, Failure> {
    let families: Vec<String> = ["F", "E", "D", "S"]
        .iter()
        .flat_map(|f| (0..12).map(move |r| format!("{f}{r}")))
        .collect();
    let trumps = [
        "couteau-suisse",
        "chat-noir",
        "chenille",
        "chrysalide",
        "papillon",
        "plus",
        "moins",
        "multiplier-diviser",
        "yin",
        "yang",
    ];
    let every: Vec<String> = families
        .iter()
        .cloned()
        .chain(trumps.iter().map(|t| t.to_string()))
        .collect();
    let all_but = |hand: &[&str]| -> String {
        every
            .iter()
            .filter(|c| !hand.contains(&c.as_str()))
            .cloned()
            .collect::<Vec<_>>()
            .join(",")
    };
    let small = "couteau-suisse,F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,F4,E4,D4,S4,\
                 F5,E5,D5,S5,F6,E6,D6,S6,F7,E7";
    let five_hand = [
        "F11",
        "E11",
        "D11",
        "S11",
        "couteau-suisse",
        "chat-noir",
        "yin",
        "yang",
        "chenille",
        "chrysalide",
        "papillon",
    ];
    let big_numbers = r#"{"trump_numbers":{"chat_noir":99,"yin":98,"yang":97,"chenille":96,"chrysalide":95,"papillon":94}}"#;
    let discard_rule = r#"{"discard":"only_when_no_capture"}"#;
    // every scoring card on the plate (the small trumps numbered so they can be taken),
    // a 24-card hand of high cards and a Chat Noir worth 99: the most distinct outcomes
    let scoring_plate = "F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,F4,E4,D4,S4,F5,E5,\
                         S7,couteau-suisse,plus,moins,multiplier-diviser,chenille,chrysalide,\
                         papillon,yin,yang";
    let high_hand = "chat-noir,F11,E11,D11,S11,F10,E10,D10,S10,F9,E9,D9,S9,F8,E8,D8,S8,F7,E7,\
                     D7,F6,E6,D6,S6";
    let small_trumps = r#"{"trump_numbers":{"chat_noir":99,"yin":1,"yang":2,"chenille":0,"chrysalide":1,"papillon":2}}"#;
    let cases: Vec<(&str, String, String, Option<&str>, &str)> = vec![
        (
            "Couteau Suisse and 30 small cards, Chat Noir, Plus, F11, Yang in hand",
            small.into(),
            "chat-noir,plus,F11,yang".into(),
            None,
            "chat-noir:F0,F1,F2,F3,F4,F5,F6,E0,E1",
        ),
        (
            "57-card plate, Couteau Suisse in hand",
            all_but(&["couteau-suisse"]),
            "couteau-suisse".into(),
            None,
            "couteau-suisse:F1,E2,plus",
        ),
        (
            "57-card plate, Chat Noir in hand",
            all_but(&["chat-noir"]),
            "chat-noir".into(),
            None,
            "chat-noir:F11,E11",
        ),
        (
            "57-card plate, Chat Noir 99 (all trumps numbered)",
            all_but(&["chat-noir"]),
            "chat-noir".into(),
            Some(big_numbers),
            "chat-noir",
        ),
        (
            "47-card plate, 11-card hand of 11s and trumps",
            all_but(&five_hand),
            five_hand.join(","),
            None,
            "couteau-suisse:F1,E2",
        ),
        (
            "47-card plate, 11-card hand, discard only when no capture",
            all_but(&five_hand),
            five_hand.join(","),
            Some(discard_rule),
            "chenille",
        ),
        (
            "every scoring card on the plate, 24-card hand, Chat Noir 99",
            scoring_plate.into(),
            high_hand.into(),
            Some(small_trumps),
            "F11",
        ),
    ];
    let mut results = Vec::new();
    for (name, plate, hand, options, play) in cases {
        let options = parse_options(options, json)?;
        let position = BluePosition::parse(&plate, &hand, options)
            .map_err(|e| Failure::new(format!("{name}: {e}"), json))?;
        let started = Instant::now();
        let summary = position.summary();
        let summary_seconds = started.elapsed().as_secs_f64();
        let started = Instant::now();
        let count = position.play_count();
        let count_seconds = started.elapsed().as_secs_f64();
        let started = Instant::now();
        let legal = position.check(play).is_ok();
        let check_seconds = started.elapsed().as_secs_f64();
        results.push(serde_json::json!({
            "benchmark": format!("referee blue: {name}"),
            "plays": summary.total,
            "groups": summary.groups.len(),
            "counted": count,
            "checked_play": play,
            "checked_legal": legal,
            "summary_seconds": summary_seconds,
            "count_seconds": count_seconds,
            "check_seconds": check_seconds,
        }));
    }
    Ok(results)
}

fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => outln!("{text}"),
        Err(e) => eprintln!("error: cannot write JSON: {e}"),
    }
}
