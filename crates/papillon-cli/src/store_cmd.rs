//! The store commands: `games`, `players`, `sessions`, `stats`, `export`, `import`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use papillon_core::{SheetInput, dice, settle_with_dice};
use papillon_store::{GameFilter, GameId, GameStatus, Saved, SessionId, Store, StoreError};
use serde::Serialize;

use crate::family_cmd::{self, GameName};
use crate::{Failure, format, print_json, read_sheet, seed_or_fresh, sheet_failure};

#[derive(Subcommand)]
pub enum GamesCommand {
    /// Store a complete score sheet as a finished game (scored by the engine).
    Add(AddArgs),
    /// List games, newest first.
    List(ListArgs),
    /// Show a game: its sheet, its score, its dice log.
    Show(ShowArgs),
    /// Replace a game's sheet with a corrected one (a new revision; undo restores).
    Edit(EditArgs),
    /// Undo the last change to a game's sheet (itself a new revision).
    Undo(IdArgs),
    /// Redo the last undone change.
    Redo(IdArgs),
}

#[derive(Args)]
pub struct AddArgs {
    /// The score sheet (JSON file, or - for standard input).
    sheet: PathBuf,
    /// The evening this game belongs to (created if new).
    #[arg(long)]
    session: Option<String>,
    /// Roll what the sheet is missing (roll-offs, Couteau Suisse values) and log it.
    #[arg(long)]
    roll: bool,
    /// The seed for --roll (default: from the clock, printed).
    #[arg(long, requires = "roll")]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum StatusArg {
    InProgress,
    Finished,
}

#[derive(Args)]
pub struct ListArgs {
    /// Only games this player sat in (any case).
    #[arg(long)]
    player: Option<String>,
    /// Only games started on or after this day (YYYY-MM-DD).
    #[arg(long)]
    from: Option<chrono::NaiveDate>,
    /// Only games started on or before this day (YYYY-MM-DD).
    #[arg(long)]
    to: Option<chrono::NaiveDate>,
    /// Only games of this session (its id, see `papillon sessions list`).
    #[arg(long)]
    session: Option<i64>,
    #[arg(long, value_enum)]
    status: Option<StatusArg>,
    /// At most this many games.
    #[arg(long)]
    limit: Option<u32>,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct ShowArgs {
    id: i64,
    /// Also list every revision of the sheet.
    #[arg(long)]
    revisions: bool,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct EditArgs {
    id: i64,
    /// The corrected sheet (JSON file, or - for standard input).
    sheet: PathBuf,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct IdArgs {
    id: i64,
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
pub enum PlayersCommand {
    /// The roster.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Rename a player; their games follow them.
    Rename { name: String, new_name: String },
}

#[derive(Subcommand)]
pub enum SessionsCommand {
    /// Every session (evening), newest first.
    List {
        #[arg(long)]
        json: bool,
    },
    /// A session's standings (running totals) and games, then its story: every
    /// player's points and running total game by game, the evening's winner, the
    /// biggest swing, the Chat Noirs.
    Show {
        id: i64,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
pub struct StatsArgs {
    /// One player's statistics (with head-to-head).
    #[arg(long)]
    player: Option<String>,
    /// The game's ratings (Weng-Lin): the ladder, and what each finished game did to
    /// its players' ratings, recomputed from the stored games.
    #[arg(long, conflicts_with = "player")]
    ratings: bool,
    /// With --ratings: the ladder of the games against the computer, each level a
    /// player (the games played in the app or with `papillon play`).
    #[arg(long, requires = "ratings")]
    computer: bool,
    /// Two players' record in the game, comma separated (`--vs Ana,Ben`): games together,
    /// who finished ahead, the last time each did, both ratings game by game.
    #[arg(long, value_name = "A,B", conflicts_with_all = ["player", "ratings"])]
    vs: Option<String>,
    /// The game's records: best and worst score, longest winning streak, most frequent
    /// partners, the modern game's biggest comeback, each with its game.
    #[arg(long, conflicts_with_all = ["player", "ratings", "vs"])]
    records: bool,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct ExportArgs {
    /// Where to write (- for standard output).
    file: PathBuf,
    /// A CSV of results (one row per player per finished game) instead of the full
    /// JSON backup.
    #[arg(long)]
    csv: bool,
}

#[derive(Args)]
pub struct ImportArgs {
    /// A JSON export written by `papillon export`.
    file: PathBuf,
    #[arg(long)]
    json: bool,
}

/// Opens the database: --db (or PAPILLON_DB, which clap reads into it), else the
/// store's default path.
pub fn open(db: Option<PathBuf>, json: bool) -> Result<Store, Failure> {
    let path = match db {
        Some(db) => db,
        None => papillon_store::paths::database_path().map_err(|e| store_failure(e, json))?,
    };
    Store::open(&path).map_err(|e| store_failure(e, json))
}

fn store_failure(error: StoreError, json: bool) -> Failure {
    match error {
        StoreError::Refused(errors) | StoreError::Incomplete(errors) => sheet_failure(errors, json),
        StoreError::Import(problems) => Failure {
            messages: problems,
            json,
            problems: Vec::new(),
        },
        other => Failure::new(other.to_string(), json),
    }
}

fn print_saved(what: &str, saved: &Saved, json: bool) -> Result<(), Failure> {
    if json {
        print_json(saved);
        return Ok(());
    }
    outln!(
        "game {}: {what}, now revision {} ({})",
        saved.game,
        saved.revision,
        format::status_name(saved.status)
    );
    match &saved.report {
        Some(report) => out!("{}", format::report(report)),
        None => {
            for missing in &saved.missing {
                outln!("  still missing: {missing}");
            }
        }
    }
    Ok(())
}

#[derive(Serialize)]
struct Added {
    game: GameId,
    seed: Option<u64>,
    rolls: Vec<papillon_core::dice::RollRecord<String>>,
    report: papillon_core::ScoreReport,
}

/// The evening called `name` (created if new).
fn session_named(store: &mut Store, name: &str, json: bool) -> Result<SessionId, Failure> {
    match store
        .session_by_name(name)
        .map_err(|e| store_failure(e, json))?
    {
        Some(id) => Ok(id),
        None => store
            .start_session(name)
            .map_err(|e| store_failure(e, json)),
    }
}

/// A `games` subcommand on another game of the family than Papillon.
fn family_games(db: Option<PathBuf>, game: GameName, command: GamesCommand) -> Result<(), Failure> {
    use family_cmd::stored::{Ask, run};
    let (id, ask, json) = match command {
        GamesCommand::Add(args) => {
            if args.roll {
                return Err(Failure::new(
                    format!(
                        "--roll: the dice fill a Papillon sheet only, not a {} one",
                        game.name()
                    ),
                    args.json,
                ));
            }
            let mut store = open(db.clone(), args.json)?;
            let session = match &args.session {
                Some(name) => Some(session_named(&mut store, name, args.json)?),
                None => None,
            };
            return run(
                game,
                &mut store,
                None,
                Ask::Add {
                    sheet: args.sheet,
                    session,
                },
                args.json,
            );
        }
        GamesCommand::Show(args) => (args.id, Ask::Show, args.json),
        GamesCommand::Edit(args) => (args.id, Ask::Edit(args.sheet), args.json),
        GamesCommand::Undo(args) => (args.id, Ask::Undo, args.json),
        GamesCommand::Redo(args) => (args.id, Ask::Redo, args.json),
        // `games` lists every game itself, filtered by --game
        GamesCommand::List(args) => {
            return Err(Failure::new(
                "games list is not a sheet game's command",
                args.json,
            ));
        }
    };
    let mut store = open(db, json)?;
    run(game, &mut store, Some(id), ask, json)
}

pub fn games(
    db: Option<PathBuf>,
    game: Option<GameName>,
    command: GamesCommand,
) -> Result<(), Failure> {
    if let Some(game) = game.filter(|g| *g != GameName::Papillon)
        && !matches!(command, GamesCommand::List(_))
    {
        return family_games(db, game, command);
    }
    match command {
        GamesCommand::Add(args) => {
            let json = args.json;
            let input = read_sheet(&args.sheet, json)?;
            let mut store = open(db, json)?;
            let (sheet, rolls, seed): (SheetInput, _, _) = if args.roll {
                let seed = seed_or_fresh(args.seed);
                let settled = settle_with_dice(&input, &mut dice::seeded_rng(seed))
                    .map_err(|e| sheet_failure(e, json))?;
                (settled.sheet, settled.rolls, Some(seed))
            } else {
                (input, Vec::new(), None)
            };
            let session = match &args.session {
                Some(name) => Some(
                    match store
                        .session_by_name(name)
                        .map_err(|e| store_failure(e, json))?
                    {
                        Some(id) => id,
                        None => store
                            .start_session(name)
                            .map_err(|e| store_failure(e, json))?,
                    },
                ),
                None => None,
            };
            let game = store
                .add_finished_game(&sheet, session)
                .map_err(|e| store_failure(e, json))?;
            store
                .log_rolls(Some(game), &rolls)
                .map_err(|e| store_failure(e, json))?;
            let detail = store.game(game).map_err(|e| store_failure(e, json))?;
            let report = detail
                .report
                .ok_or_else(|| Failure::new("the stored game has no score", json))?;
            if json {
                print_json(&Added {
                    game,
                    seed,
                    rolls,
                    report,
                });
            } else {
                outln!("game {game} stored ({} players)", sheet.players.len());
                if let Some(seed) = seed {
                    outln!("Dice (seed {seed}):");
                    for roll in &rolls {
                        outln!("  {}", format::roll(roll));
                    }
                }
                out!("{}", format::report(&report));
            }
            Ok(())
        }
        GamesCommand::List(args) => {
            let json = args.json;
            let store = open(db, json)?;
            let games = store
                .list_games(&GameFilter {
                    game: game.map(game_type),
                    player: args.player,
                    from: args.from,
                    to: args.to,
                    session: args.session.map(SessionId),
                    status: args.status.map(|s| match s {
                        StatusArg::InProgress => GameStatus::InProgress,
                        StatusArg::Finished => GameStatus::Finished,
                    }),
                    limit: args.limit,
                })
                .map_err(|e| store_failure(e, json))?;
            if json {
                print_json(&games);
            } else if games.is_empty() {
                outln!("no games");
            } else {
                for game in &games {
                    outln!("{}", format::game_line(game));
                }
            }
            Ok(())
        }
        GamesCommand::Show(args) => {
            let json = args.json;
            let store = open(db, json)?;
            let game = GameId(args.id);
            let detail = store.game(game).map_err(|e| store_failure(e, json))?;
            let revisions = if args.revisions {
                Some(store.revisions(game).map_err(|e| store_failure(e, json))?)
            } else {
                None
            };
            if json {
                #[derive(Serialize)]
                struct Shown<'a> {
                    #[serde(flatten)]
                    detail: &'a papillon_store::GameDetail,
                    #[serde(skip_serializing_if = "Option::is_none")]
                    revisions: Option<&'a Vec<papillon_store::Revision>>,
                }
                print_json(&Shown {
                    detail: &detail,
                    revisions: revisions.as_ref(),
                });
            } else {
                out!("{}", format::game_detail(&detail));
                if let Some(revisions) = revisions {
                    outln!();
                    outln!("Revisions:");
                    for r in &revisions {
                        outln!("{}", format::revision_line(r));
                    }
                }
            }
            Ok(())
        }
        GamesCommand::Edit(args) => {
            let json = args.json;
            let sheet = read_sheet(&args.sheet, json)?;
            let mut store = open(db, json)?;
            let saved = store
                .replace_sheet(GameId(args.id), &sheet)
                .map_err(|e| store_failure(e, json))?;
            print_saved("edited", &saved, json)
        }
        GamesCommand::Undo(args) => {
            let mut store = open(db, args.json)?;
            let saved = store
                .undo(GameId(args.id))
                .map_err(|e| store_failure(e, args.json))?;
            print_saved("undone", &saved, args.json)
        }
        GamesCommand::Redo(args) => {
            let mut store = open(db, args.json)?;
            let saved = store
                .redo(GameId(args.id))
                .map_err(|e| store_failure(e, args.json))?;
            print_saved("redone", &saved, args.json)
        }
    }
}

pub fn players(db: Option<PathBuf>, command: PlayersCommand) -> Result<(), Failure> {
    match command {
        PlayersCommand::List { json } => {
            let store = open(db, json)?;
            let players = store.players().map_err(|e| store_failure(e, json))?;
            if json {
                print_json(&players);
            } else {
                for p in &players {
                    outln!("{}", p.name);
                }
            }
            Ok(())
        }
        PlayersCommand::Rename { name, new_name } => {
            let mut store = open(db, false)?;
            let player = store
                .player_by_name(&name)
                .map_err(|e| store_failure(e, false))?;
            store
                .rename_player(player.id, &new_name)
                .map_err(|e| store_failure(e, false))?;
            outln!("{} is now called {new_name}", player.name);
            Ok(())
        }
    }
}

pub fn sessions(db: Option<PathBuf>, command: SessionsCommand) -> Result<(), Failure> {
    match command {
        SessionsCommand::List { json } => {
            let store = open(db, json)?;
            let sessions = store.sessions().map_err(|e| store_failure(e, json))?;
            if json {
                print_json(&sessions);
            } else {
                for s in &sessions {
                    outln!(
                        "{:>4}  {}  {} ({} games)",
                        s.id,
                        &s.started_at[..10.min(s.started_at.len())],
                        s.name,
                        s.games
                    );
                }
            }
            Ok(())
        }
        SessionsCommand::Show { id, json } => {
            let store = open(db, json)?;
            let standings = store
                .session_standings(SessionId(id))
                .map_err(|e| store_failure(e, json))?;
            let story = store
                .evening_story(SessionId(id))
                .map_err(|e| store_failure(e, json))?;
            if json {
                // the standings as before, and the story beside them
                let mut value = serde_json::to_value(&standings).unwrap_or_default();
                if let Some(object) = value.as_object_mut() {
                    object.insert(
                        "story".into(),
                        serde_json::to_value(&story).unwrap_or_default(),
                    );
                }
                print_json(&value);
            } else {
                out!("{}", format::standings(&standings));
                outln!();
                out!("{}", crate::story_text::story(&story));
            }
            Ok(())
        }
    }
}

/// The store's game type of a game of the family.
fn game_type(game: GameName) -> papillon_store::GameType {
    match game {
        GameName::Papillon => papillon_store::GameType::Papillon,
        GameName::Classic => papillon_store::GameType::Classic,
        GameName::Farfalia => papillon_store::GameType::Farfalia,
        GameName::Prout => papillon_store::GameType::Prout,
    }
}

pub fn stats(db: Option<PathBuf>, game: GameName, args: StatsArgs) -> Result<(), Failure> {
    let json = args.json;
    let mut store = open(db, json)?;
    if args.ratings {
        let ladder = if args.computer {
            store.practice_ratings(game_type(game))
        } else {
            store.ratings(game_type(game))
        }
        .map_err(|e| store_failure(e, json))?;
        if json {
            print_json(&ladder);
        } else {
            out!("{}", format::ladder(&ladder));
        }
        return Ok(());
    }
    if let Some(pair) = &args.vs {
        let names: Vec<&str> = pair.split(',').map(str::trim).collect();
        let [a, b] = names[..] else {
            return Err(Failure::new(
                format!("--vs: name two players, comma separated (--vs Ana,Ben), not \"{pair}\""),
                json,
            ));
        };
        let record = store
            .pair_record(a, b, game_type(game))
            .map_err(|e| store_failure(e, json))?;
        if json {
            print_json(&record);
        } else {
            out!("{}", crate::story_text::pair(&record));
        }
        return Ok(());
    }
    if args.records {
        let records = store
            .records(game_type(game))
            .map_err(|e| store_failure(e, json))?;
        if json {
            print_json(&records);
        } else {
            out!("{}", crate::story_text::records(&records));
        }
        return Ok(());
    }
    if game != GameName::Papillon {
        if args.player.is_some() {
            return Err(Failure::new(
                "--player: one player's statistics are kept for Papillon; the table lists everyone",
                json,
            ));
        }
        return family_cmd::stored::run(
            game,
            &mut store,
            None,
            family_cmd::stored::Ask::Stats,
            json,
        );
    }
    match args.player {
        Some(name) => {
            let stats = store
                .player_stats(&name)
                .map_err(|e| store_failure(e, json))?;
            if json {
                print_json(&stats);
            } else {
                out!("{}", format::player_stats(&stats));
            }
        }
        None => {
            let stats = store.stats().map_err(|e| store_failure(e, json))?;
            if json {
                print_json(&stats);
            } else {
                out!("{}", format::stats_table(&stats));
            }
        }
    }
    Ok(())
}

fn write_out(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> Result<(), Failure>,
) -> Result<(), Failure> {
    if path.as_os_str() == "-" {
        let stdout = std::io::stdout();
        let mut lock = stdout.lock();
        return write(&mut lock);
    }
    // Write beside the target, then rename: a half-written backup never replaces a good one.
    let tmp = path.with_extension("partial");
    let mut file = std::fs::File::create(&tmp)
        .map_err(|e| Failure::new(format!("cannot write {}: {e}", tmp.display()), false))?;
    write(&mut file)?;
    file.sync_all()
        .map_err(|e| Failure::new(format!("cannot write {}: {e}", tmp.display()), false))?;
    std::fs::rename(&tmp, path)
        .map_err(|e| Failure::new(format!("cannot write {}: {e}", path.display()), false))
}

pub fn export(db: Option<PathBuf>, args: ExportArgs) -> Result<(), Failure> {
    let store = open(db, false)?;
    if args.csv {
        write_out(&args.file, |out| {
            store.export_csv(out).map_err(|e| store_failure(e, false))
        })?;
    } else {
        let text = store.export_json().map_err(|e| store_failure(e, false))?;
        write_out(&args.file, |out| {
            out.write_all(text.as_bytes())
                .and_then(|()| out.write_all(b"\n"))
                .map_err(|e| Failure::new(format!("cannot write the export: {e}"), false))
        })?;
    }
    if args.file.as_os_str() != "-" {
        eprintln!("exported to {}", args.file.display());
    }
    Ok(())
}

pub fn import(db: Option<PathBuf>, args: ImportArgs) -> Result<(), Failure> {
    let json = args.json;
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| Failure::new(format!("cannot read {}: {e}", args.file.display()), json))?;
    let mut store = open(db, json)?;
    let summary = store
        .import_json(&text)
        .map_err(|e| store_failure(e, json))?;
    if json {
        print_json(&summary);
    } else {
        outln!(
            "imported {} games ({} already present, skipped), {} new players, {} sessions",
            summary.games,
            summary.skipped,
            summary.players_added,
            summary.sessions
        );
    }
    Ok(())
}
