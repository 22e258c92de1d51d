//! `papillon arena` and `papillon bench --ai`: AI players measured against each other
//! and timed.

use papillon_core::teams::{MAX_PLAYERS, MIN_PLAYERS};
use std::sync::Arc;
use std::time::Instant;

use clap::{Args, ValueEnum};
use papillon_core::ai::{AiKind, Heuristics, Level};
use papillon_core::arena::{self, ArenaConfig, ArenaReport, percentile};
use papillon_core::dice::seeded_rng;
use papillon_core::game::{BlueGame, FullGame, GameKind, OrangeGame, PapillonGame, Table};
use rand::RngExt;

use crate::family_cmd::{self, GameName};
use crate::{Failure, print_json};

/// Which game to play.
#[derive(Clone, Copy, ValueEnum)]
pub enum RoundChoice {
    Blue,
    Orange,
    /// A blue round then an orange round (game score = blue − orange).
    Game,
}

impl From<RoundChoice> for GameKind {
    fn from(r: RoundChoice) -> GameKind {
        match r {
            RoundChoice::Blue => GameKind::Blue,
            RoundChoice::Orange => GameKind::Orange,
            RoundChoice::Game => GameKind::Full,
        }
    }
}

#[derive(Args)]
pub struct ArenaArgs {
    /// Papillon's round: blue (the default), orange or game.
    #[arg(long, value_enum)]
    round: Option<RoundChoice>,
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// Deals; each is played once per rotation of the AIs round the seats.
    #[arg(long, default_value_t = 100)]
    deals: u64,
    /// The AIs, comma-separated: random, easy, medium (greedy), hard, expert, flat-mc,
    /// cheat, peek.
    #[arg(long, value_delimiter = ',', default_value = "hard,medium")]
    ai: Vec<String>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Deals played in parallel (default: every core).
    #[arg(long)]
    threads: Option<usize>,
    #[arg(long)]
    json: bool,
}

fn check_players(players: usize, json: bool) -> Result<(), Failure> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(Failure::new(
            format!(
                "--players: a round needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
            ),
            json,
        ))
    }
}

pub fn arena(game: GameName, args: ArenaArgs) -> Result<(), Failure> {
    if game == GameName::Papillon {
        check_players(args.players, args.json)?;
    } else if args.round.is_some() {
        return Err(Failure::new(
            format!("--round: {} has no rounds to choose", game.name()),
            args.json,
        ));
    }
    let ais = args
        .ai
        .iter()
        .map(|a| {
            a.parse::<AiKind>()
                .map(|k| (a.trim().to_ascii_lowercase(), k))
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Failure::new(e.to_string(), args.json))?;
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(usize::from)
            .unwrap_or(1)
    });
    let config = ArenaConfig {
        players: args.players,
        deals: args.deals,
        ais,
        seed: args.seed,
        threads,
    };
    let started = Instant::now();
    let report = if game == GameName::Papillon {
        arena::run(args.round.unwrap_or(RoundChoice::Blue).into(), &config)
            .map_err(|e| Failure::new(e.to_string(), args.json))?
    } else {
        family_cmd::arena(
            game,
            family_cmd::ArenaRun {
                players: config.players,
                deals: config.deals,
                ais: config.ais,
                seed: config.seed,
                threads: config.threads,
            },
            args.json,
        )?
    };
    if args.json {
        print_json(&report);
    } else {
        print_report(&report, started.elapsed().as_secs_f64());
    }
    Ok(())
}

fn print_report(report: &ArenaReport, seconds: f64) {
    outln!(
        "{} deals ({} games) of {}, {} players, seed {}, {:.0} s",
        report.deals,
        report.games,
        report.game,
        report.players,
        report.seed,
        seconds
    );
    outln!(
        "{:<8} {:>8} {:>24} {:>22} {:>9} {:>9}",
        "ai",
        "score",
        "margin/deal (95% CI)",
        "win rate (95% CI)",
        "ms p50",
        "ms p95"
    );
    for ai in &report.ais {
        outln!(
            "{:<8} {:>8.1} {:>8.1} [{:>6.1}, {:>6.1}] {:>6.1}% [{:>5.1}, {:>5.1}] {:>9.2} {:>9.2}",
            ai.ai,
            ai.score,
            ai.margin.mean,
            ai.margin.ci95[0],
            ai.margin.ci95[1],
            ai.win_rate.mean * 100.0,
            ai.win_rate.ci95[0] * 100.0,
            ai.win_rate.ci95[1] * 100.0,
            ai.move_ms.p50,
            ai.move_ms.p95
        );
    }
    if let Some(elo) = &report.elo {
        outln!("Bradley–Terry ratings (Elo, mean 0):");
        let mut rows = elo.clone();
        rows.sort_by(|a, b| b.elo.total_cmp(&a.elo));
        for row in rows {
            outln!("  {:<8} {:>7.0}", row.ai, row.elo);
        }
    }
}

/// Times each level's moves over positions of seeded games played by `medium`.
pub fn bench_ai(seed: u64, moves: usize, json: bool) -> Result<(), Failure> {
    let mut rows = Vec::new();
    // every round at every table size the game is played at (2 to 5 players); a full
    // game's moves are timed from its first, so its orange round is timed once `moves`
    // exceeds its blue round's turns
    let tables = [GameKind::Blue, GameKind::Orange, GameKind::Full]
        .into_iter()
        .flat_map(|kind| (2..=5usize).map(move |players| (kind, players)));
    for (kind, players) in tables {
        for level in Level::ALL {
            let times = match kind {
                GameKind::Blue => time_moves::<BlueGame>(level.ai(), players, seed, moves),
                GameKind::Orange => time_moves::<OrangeGame>(level.ai(), players, seed, moves),
                GameKind::Full => time_moves::<FullGame>(level.ai(), players, seed, moves),
            }
            .map_err(|e| Failure::new(e, json))?;
            rows.push(serde_json::json!({
                "benchmark": format!("{} move, {} {players} players", level.name(), kind.name()),
                "level": level.name(),
                "round": kind.name(),
                "players": players,
                "moves": times.len(),
                "p50_ms": percentile(&times, 0.5),
                "p95_ms": percentile(&times, 0.95),
                "max_ms": times.last().copied().unwrap_or(0.0),
            }));
        }
    }
    // the app's kind of budget: wall-clock time; a search stops at the first iteration
    // ending after it, so the overshoot is one iteration (plus the set-up)
    for (kind, players) in [
        (GameKind::Blue, 2usize),
        (GameKind::Orange, 4),
        (GameKind::Full, 4),
    ] {
        let budget = TIME_BUDGET_MS;
        let times = match kind {
            GameKind::Blue => time_budget_moves::<BlueGame>(budget, players, seed, moves),
            GameKind::Orange => time_budget_moves::<OrangeGame>(budget, players, seed, moves),
            GameKind::Full => time_budget_moves::<FullGame>(budget, players, seed, moves),
        }
        .map_err(|e| Failure::new(e, json))?;
        rows.push(serde_json::json!({
            "benchmark": format!("ISMCTS with a {budget} ms time budget, {} {players} players", kind.name()),
            "level": "time budget",
            "round": kind.name(),
            "players": players,
            "budget_ms": budget,
            "moves": times.len(),
            "p50_ms": percentile(&times, 0.5),
            "p95_ms": percentile(&times, 0.95),
            "max_ms": times.last().copied().unwrap_or(0.0),
        }));
    }
    if json {
        print_json(&rows);
    } else {
        for r in &rows {
            outln!(
                "{}: {} moves, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
                r["benchmark"].as_str().unwrap_or_default(),
                r["moves"],
                r["p50_ms"].as_f64().unwrap_or_default(),
                r["p95_ms"].as_f64().unwrap_or_default(),
                r["max_ms"].as_f64().unwrap_or_default()
            );
        }
    }
    Ok(())
}

/// The time budget `papillon bench --ai` checks (a search must end within it + 50 ms).
const TIME_BUDGET_MS: u64 = 100;

/// Sorted times (ms) of ISMCTS searches with a wall-clock budget, at every turn with more
/// than one legal move of games played by `medium`, until `moves` were timed.
fn time_budget_moves<G: Heuristics + PapillonGame>(
    budget_ms: u64,
    players: usize,
    seed: u64,
    moves: usize,
) -> Result<Vec<f64>, String> {
    use papillon_core::ai::ismcts::{Budget, IsmctsConfig, search};
    use papillon_core::game::InfoState;
    let config = IsmctsConfig {
        budget: Budget::Time(std::time::Duration::from_millis(budget_ms)),
        ..IsmctsConfig::iterations(1)
    };
    let table = Table::simple(players).map_err(|e| e.to_string())?;
    let mut seeds = seeded_rng(seed);
    let mut rng = seeded_rng(seed ^ 2);
    let mut times = Vec::new();
    let mut legal = Vec::new();
    while times.len() < moves {
        let mut game =
            G::new_game(Arc::clone(&table), seeds.random()).map_err(|e| e.to_string())?;
        while let Some(seat) = game.current_player() {
            if times.len() >= moves {
                break;
            }
            let info = game.info(seat);
            info.legal_actions(&mut legal);
            if legal.len() > 1 {
                let started = Instant::now();
                search::<G, _>(&info, &config, &mut rng);
                times.push(started.elapsed().as_secs_f64() * 1000.0);
            }
            let action = AiKind::Greedy
                .choose(&game, &mut rng)
                .ok_or("no legal move")?;
            game.try_apply(&action).map_err(|e| e.to_string())?;
        }
    }
    times.sort_by(f64::total_cmp);
    Ok(times)
}

/// Sorted move times (ms) of `ai` at every turn of games played by `medium`, until
/// `moves` moves were timed.
fn time_moves<G: Heuristics + PapillonGame>(
    ai: AiKind,
    players: usize,
    seed: u64,
    moves: usize,
) -> Result<Vec<f64>, String> {
    let table = Table::simple(players).map_err(|e| e.to_string())?;
    let mut seeds = seeded_rng(seed);
    let mut rng = seeded_rng(seed ^ 1);
    let mut times = Vec::new();
    while times.len() < moves {
        let mut game =
            G::new_game(Arc::clone(&table), seeds.random()).map_err(|e| e.to_string())?;
        while game.current_player().is_some() && times.len() < moves {
            let started = Instant::now();
            let timed = ai.choose(&game, &mut rng);
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            let action = match timed {
                Some(_) => AiKind::Greedy.choose(&game, &mut rng),
                None => None,
            }
            .ok_or("no legal move")?;
            game.try_apply(&action).map_err(|e| e.to_string())?;
        }
    }
    times.sort_by(f64::total_cmp);
    Ok(times)
}
