//! `--game NAME`: which game of the family a command is about. The modern Papillon keeps
//! its own commands (its rounds, its sheet, its referee); the others come here, each
//! through the family's shared traits: a sheet scored through its `ScoreSheet`
//! (the 18th-century Papillon's counter ledger, Farfalia, PROUT), and the games that
//! can be played digitally (the 18th-century Papillon, Farfalia at four and five)
//! through `game_kit`'s arena and simulator, with no code of their own.

use std::path::PathBuf;
use std::time::Instant;

use clap::ValueEnum;
use game_kit::ai::{AiKind, Heuristics};
use game_kit::arena::{self, ArenaConfig};
use game_kit::simulate::{self, Simulation};
use game_kit::{NewGame, ScoreSheet};
use serde::Serialize;

use crate::{Failure, input, print_json, read_input};

/// The games of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameName {
    /// The modern Papillon: blue and orange decks of 58 cards, two dice (the default).
    Papillon,
    /// The 18th-century Papillon: a 52-card deck and counters, 3 or 4 players.
    Classic,
    /// Farfalia (Derek Carver): propositions of five subjects, 2 to 5 players. Played
    /// in the terminal at five (the beginner game) and four; the score of every game
    /// kept (the 2- and 3-player games' fictitious players and CHINKWAY's deals 6 to 11
    /// are lost from the text, so they are not played).
    Farfalia,
    /// PROUT: a shedding game won by the fewest points; score keeping only (the text's
    /// rule for placing a card is lost).
    Prout,
}

impl GameName {
    pub fn name(self) -> &'static str {
        match self {
            GameName::Papillon => "papillon",
            GameName::Classic => "classic",
            GameName::Farfalia => "farfalia",
            GameName::Prout => "prout",
        }
    }
}

/// A command the game does not have, said plainly.
pub fn unavailable(game: GameName, command: &str, json: bool) -> Failure {
    let why = match game {
        GameName::Farfalia => {
            "Farfalia has no position to referee from the command line (`papillon play --game farfalia` refuses an illegal move with its reason)"
        }
        GameName::Prout => {
            "PROUT is kept at a real table only: the text's rule for placing a card on a pile was a picture and is lost, as are the INTOX cards' effects"
        }
        GameName::Papillon | GameName::Classic => "this command does not apply to it",
    };
    Failure::new(
        format!(
            "{command} --game {}: {why} (`papillon score --game {}` keeps its score)",
            game.name(),
            game.name()
        ),
        json,
    )
}

/// `papillon score --game NAME SHEET`: the sheet scored by its engine; `entries` adds a
/// line per entry (deal, game) to the text.
pub fn score(game: GameName, sheet: &PathBuf, json: bool, entries: bool) -> Result<(), Failure> {
    use crate::family_text;
    match game {
        GameName::Classic => score_sheet::<classic_papillon::Ledger>(sheet, json, "ledger", |r| {
            family_text::classic(r, entries)
        }),
        GameName::Farfalia => {
            score_sheet::<farfalia::FarfaliaSheet>(sheet, json, "Farfalia sheet", |r| {
                family_text::farfalia(r, entries)
            })
        }
        GameName::Prout => score_sheet::<prout::ProutSheet>(sheet, json, "PROUT sheet", |r| {
            family_text::prout(r, entries)
        }),
        GameName::Papillon => Err(unavailable(game, "score", json)),
    }
}

fn score_sheet<S: ScoreSheet>(
    path: &PathBuf,
    json: bool,
    what: &str,
    text_of: impl Fn(&S::Report) -> String,
) -> Result<(), Failure> {
    let text = read_input(path, json)?;
    let sheet: S = parse_sheet::<S>(&text, what).map_err(|e| {
        Failure::new(
            format!("{}: {e}{}", path.display(), other_game(&text, S::GAME)),
            json,
        )
    })?;
    let report = sheet
        .score()
        .map_err(|problems| Failure::problems(&problems, json))?;
    if json {
        print_json(&report);
        return Ok(());
    }
    out!("{}", text_of(&report));
    Ok(())
}

/// A sheet of the family read from JSON, its error naming the field at fault. A ledger
/// entry is read whole by its tag (`"entry": "capture"`), so serde's path stops at the
/// entry; the field is then found by taking the entry's fields out one at a time: the
/// one whose absence changes the error is the one at fault.
fn parse_sheet<S: ScoreSheet>(text: &str, what: &str) -> Result<S, String> {
    input::parse_json(text, what).map_err(|message| {
        if S::GAME == "classic" {
            ledger_entry_field(text, &message).unwrap_or(message)
        } else {
            message
        }
    })
}

fn ledger_entry_field(text: &str, message: &str) -> Option<String> {
    // a missing field names itself
    if message.contains("missing field") {
        return None;
    }
    let start = message.find("(entries[")? + "(entries[".len();
    let end = start + message[start..].find(']')?;
    if !message[end..].starts_with("])") {
        return None;
    }
    let index: usize = message[start..end].parse().ok()?;
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let entry = value.get("entries")?.get(index)?.as_object()?;
    let error = |object: &serde_json::Map<String, serde_json::Value>| {
        serde_json::from_value::<classic_papillon::Entry>(serde_json::Value::Object(object.clone()))
            .err()
            .map(|e| e.to_string())
    };
    let first = error(entry)?;
    let field = entry.keys().filter(|k| *k != "entry").find(|k| {
        let mut without = entry.clone();
        without.remove(k.as_str());
        error(&without).is_none_or(|e| e != first)
    })?;
    Some(message.replacen(
        &format!("(entries[{index}])"),
        &format!("(entries[{index}].{field})"),
        1,
    ))
}

/// When a file is another game's sheet: "; this is a PROUT sheet: --game prout".
pub fn other_game(text: &str, asked: &str) -> String {
    let reads = |game: &str| match game {
        "classic" => serde_json::from_str::<classic_papillon::Ledger>(text).is_ok(),
        "farfalia" => serde_json::from_str::<farfalia::FarfaliaSheet>(text).is_ok(),
        "prout" => serde_json::from_str::<prout::ProutSheet>(text).is_ok(),
        _ => serde_json::from_str::<papillon_core::SheetInput>(text).is_ok(),
    };
    let names = [
        ("papillon", "a Papillon score sheet", "leave out --game"),
        ("classic", "a ledger of the 1756 Papillon", "--game classic"),
        ("farfalia", "a Farfalia sheet", "--game farfalia"),
        ("prout", "a PROUT sheet", "--game prout"),
    ];
    names
        .iter()
        .find(|(game, ..)| *game != asked && reads(game))
        .map_or_else(String::new, |(_, what, flag)| {
            format!("; this is {what}: {flag}")
        })
}

/// The shared settings of `arena` for a game that is played digitally.
pub struct ArenaRun {
    pub players: usize,
    pub deals: u64,
    pub ais: Vec<(String, AiKind)>,
    pub seed: u64,
    pub threads: usize,
}

/// `papillon arena --game NAME`: the family's arena, unchanged, on another game.
pub fn arena(game: GameName, run: ArenaRun, json: bool) -> Result<arena::ArenaReport, Failure> {
    let config = ArenaConfig {
        players: run.players,
        deals: run.deals,
        ais: run.ais,
        seed: run.seed,
        threads: run.threads,
    };
    match game {
        GameName::Classic => arena::run::<classic_papillon::ClassicGame>(&config)
            .map_err(|e| Failure::new(e.to_string(), json)),
        GameName::Farfalia => {
            farfalia_players(run.players, json)?;
            arena::run::<farfalia::play::FarfaliaGame>(&config)
                .map_err(|e| Failure::new(e.to_string(), json))
        }
        _ => Err(unavailable(game, "arena", json)),
    }
}

/// Farfalia's digital game seats four or five: said with the games that are not
/// played and why.
fn farfalia_players(players: usize, json: bool) -> Result<(), Failure> {
    if (4..=5).contains(&players) {
        return Ok(());
    }
    Err(Failure::new(
        format!(
            "--players: Farfalia is played digitally by five (the beginner game) or four, not {players}: the two- and three-player games' fictitious players and CHINKWAY's deals 6 to 11 are lost from the text (`papillon score --game farfalia` keeps their score)"
        ),
        json,
    ))
}

/// `papillon simulate --game NAME`: the family's simulator, unchanged, on another game.
pub fn simulate(
    game: GameName,
    players: usize,
    sim: &Simulation,
    json: bool,
) -> Result<(), Failure> {
    match game {
        GameName::Classic => simulate_game::<classic_papillon::ClassicGame>(players, sim, json),
        GameName::Farfalia => {
            farfalia_players(players, json)?;
            simulate_game::<farfalia::play::FarfaliaGame>(players, sim, json)
        }
        _ => Err(unavailable(game, "simulate", json)),
    }
}

fn simulate_game<G: Heuristics + NewGame>(
    players: usize,
    sim: &Simulation,
    json: bool,
) -> Result<(), Failure>
where
    G::SetupError: std::fmt::Display,
{
    let setup =
        G::default_setup(players).map_err(|e| Failure::new(format!("--players: {e}"), json))?;
    let started = Instant::now();
    let report = simulate::run::<G>(sim, &setup).map_err(|e| Failure::new(e.to_string(), json))?;
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    if json {
        #[derive(Serialize)]
        struct Out<'a> {
            report: &'a simulate::SimulationReport,
            seconds: f64,
        }
        print_json(&Out {
            report: &report,
            seconds,
        });
        return Ok(());
    }
    let what = format!("games of {}", report.game);
    crate::simulate_cmd::print_report(&report, &what, seconds);
    Ok(())
}

/// `papillon games … --game NAME`: a sheet game of the family in the store.
pub mod stored {
    use std::path::PathBuf;

    use game_kit::ScoreSheet;
    use papillon_store::{GameId, SessionId, SheetError, SheetGame, Store};

    use super::GameName;
    use crate::{Failure, family_text, print_json, read_input};

    fn refused<P: std::fmt::Display + serde::Serialize>(
        error: SheetError<P>,
        json: bool,
    ) -> Failure {
        match error {
            SheetError::Refused(problems) => Failure::problems(&problems, json),
            SheetError::Store(e) => Failure::new(e.to_string(), json),
        }
    }

    fn read<S: ScoreSheet>(path: &PathBuf, json: bool) -> Result<S, Failure> {
        let text = read_input(path, json)?;
        super::parse_sheet::<S>(&text, S::GAME).map_err(|e| {
            Failure::new(
                format!(
                    "{}: {e}{}",
                    path.display(),
                    super::other_game(&text, S::GAME)
                ),
                json,
            )
        })
    }

    fn show<S: ScoreSheet>(
        what: &str,
        game: &SheetGame<S>,
        json: bool,
        text_of: fn(&S::Report, bool) -> String,
    ) {
        if json {
            print_json(game);
            return;
        }
        let what = if what.is_empty() {
            String::new()
        } else {
            format!("{what}, ")
        };
        outln!(
            "game {} ({}): {what}revision {}, {}",
            game.summary.id,
            S::GAME,
            game.revision,
            crate::format::status_name(game.summary.status)
        );
        match &game.report {
            Some(report) => {
                // the same words as `score --game`, indented under the game's line
                for line in text_of(report, false).lines() {
                    outln!("  {line}");
                }
            }
            None => {
                for problem in &game.problems {
                    outln!("  problem: {problem}");
                }
            }
        }
    }

    /// What one `games` subcommand asks of a sheet game.
    pub enum Ask {
        Add {
            sheet: PathBuf,
            session: Option<SessionId>,
        },
        Show,
        Edit(PathBuf),
        Undo,
        Redo,
        Stats,
    }

    pub fn run(
        game: GameName,
        store: &mut Store,
        id: Option<i64>,
        ask: Ask,
        json: bool,
    ) -> Result<(), Failure> {
        match game {
            GameName::Classic => {
                run_for::<classic_papillon::Ledger>(store, id, ask, json, family_text::classic)
            }
            GameName::Farfalia => {
                run_for::<farfalia::FarfaliaSheet>(store, id, ask, json, family_text::farfalia)
            }
            GameName::Prout => {
                run_for::<prout::ProutSheet>(store, id, ask, json, family_text::prout)
            }
            GameName::Papillon => Err(Failure::new("a Papillon game is not a sheet game", json)),
        }
    }

    fn run_for<S: ScoreSheet>(
        store: &mut Store,
        id: Option<i64>,
        ask: Ask,
        json: bool,
        text_of: fn(&S::Report, bool) -> String,
    ) -> Result<(), Failure> {
        let id = GameId(id.unwrap_or_default());
        let failed = |e: papillon_store::StoreError| Failure::new(e.to_string(), json);
        match ask {
            Ask::Add { sheet, session } => {
                let sheet: S = read(&sheet, json)?;
                let game = store
                    .new_sheet_game(&sheet, session)
                    .map_err(|e| refused(e, json))?;
                let now = store.sheet_game::<S>(game).map_err(failed)?;
                show("stored", &now, json, text_of);
            }
            Ask::Show => show(
                "",
                &store.sheet_game::<S>(id).map_err(failed)?,
                json,
                text_of,
            ),
            Ask::Edit(path) => {
                let sheet: S = read(&path, json)?;
                let now = store
                    .save_sheet(id, None, &sheet)
                    .map_err(|e| refused(e, json))?;
                show("edited", &now, json, text_of);
            }
            Ask::Undo => show(
                "undone",
                &store.sheet_undo::<S>(id).map_err(failed)?,
                json,
                text_of,
            ),
            Ask::Redo => show(
                "redone",
                &store.sheet_redo::<S>(id).map_err(failed)?,
                json,
                text_of,
            ),
            Ask::Stats => {
                let stats = store.sheet_stats::<S>().map_err(failed)?;
                if json {
                    print_json(&stats);
                } else {
                    if stats.is_empty() {
                        outln!("no finished {} games", S::GAME);
                    }
                    for s in &stats {
                        outln!(
                            "{}  games {}  wins {}  ({:.1}%)  average {:.1}  best {}",
                            s.name,
                            s.games,
                            s.wins,
                            s.win_percent,
                            s.average_total,
                            s.best_game
                                .as_ref()
                                .map_or_else(String::new, |b| b.total.to_string())
                        );
                    }
                }
            }
        }
        Ok(())
    }
}

/// `papillon bench --game NAME`: raw random play of a game of the family on one core,
/// and with `--ai` each level's move times, through the family's traits only.
pub fn bench(
    game: GameName,
    games: u64,
    seed: u64,
    ai: bool,
    moves: usize,
    json: bool,
) -> Result<(), Failure> {
    match game {
        GameName::Classic => {
            bench_game::<classic_papillon::ClassicGame>(&[3, 4], games, seed, ai, moves, json)
        }
        GameName::Farfalia => {
            bench_game::<farfalia::play::FarfaliaGame>(&[4, 5], games, seed, ai, moves, json)
        }
        _ => Err(unavailable(game, "bench", json)),
    }
}

fn bench_game<G: Heuristics + NewGame>(
    player_counts: &[usize],
    games: u64,
    seed: u64,
    ai: bool,
    moves: usize,
    json: bool,
) -> Result<(), Failure>
where
    G::SetupError: std::fmt::Display,
{
    use game_kit::ai::Level;
    use rand::RngExt;
    let new = |players: usize, seed: u64| -> Result<G, Failure> {
        let setup = G::default_setup(players).map_err(|e| Failure::new(e.to_string(), json))?;
        G::new_game(setup, seed).map_err(|e| Failure::new(e.to_string(), json))
    };
    let mut rows = Vec::new();
    for &players in player_counts {
        if ai {
            for level in Level::ALL {
                let mut seeds = game_kit::seeded_rng(seed);
                let mut rng = game_kit::seeded_rng(seed ^ 1);
                let mut times = Vec::new();
                while times.len() < moves {
                    let mut state = new(players, seeds.random())?;
                    while state.current_player().is_some() && times.len() < moves {
                        let started = Instant::now();
                        let chosen = level.ai().choose(&state, &mut rng);
                        times.push(started.elapsed().as_secs_f64() * 1000.0);
                        // the game goes on as medium plays it, whatever was timed
                        let action = chosen
                            .and_then(|_| AiKind::Greedy.choose(&state, &mut rng))
                            .ok_or_else(|| Failure::new("no legal move", json))?;
                        state
                            .try_apply(&action)
                            .map_err(|e| Failure::new(e.to_string(), json))?;
                    }
                }
                times.sort_by(f64::total_cmp);
                rows.push(serde_json::json!({
                    "benchmark": format!("{} move, {} {players} players", level.name(), G::NAME),
                    "moves": times.len(),
                    "p50_ms": arena::percentile(&times, 0.5),
                    "p95_ms": arena::percentile(&times, 0.95),
                    "max_ms": times.last().copied().unwrap_or(0.0),
                }));
            }
            continue;
        }
        let mut seeds = game_kit::seeded_rng(seed);
        let mut rng = game_kit::seeded_rng(seed ^ 2);
        let mut legal = Vec::new();
        let mut actions = 0u64;
        let started = Instant::now();
        for _ in 0..games {
            let mut state = new(players, seeds.random())?;
            while state.current_player().is_some() {
                state.legal_actions(&mut legal);
                let pick = legal[rng.random_range(0..legal.len())];
                state.apply(&pick);
                actions += 1;
            }
        }
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        rows.push(serde_json::json!({
            "benchmark": format!("{} random play, {players} players", G::NAME),
            "games": games,
            "actions": actions,
            "seconds": seconds,
            "games_per_second": games as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    if json {
        print_json(&rows);
    } else {
        for r in &rows {
            let name = r["benchmark"].as_str().unwrap_or_default();
            let number = |key: &str| r[key].as_f64().unwrap_or_default();
            if r.get("moves").is_some() {
                outln!(
                    "{name}: {} moves, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
                    r["moves"],
                    number("p50_ms"),
                    number("p95_ms"),
                    number("max_ms")
                );
            } else {
                outln!(
                    "{name}: {} games, {} actions in {:.2} s: {:.0} games/s, {:.0} actions/s",
                    r["games"],
                    r["actions"],
                    number("seconds"),
                    number("games_per_second"),
                    number("actions_per_second")
                );
            }
        }
    }
    Ok(())
}
