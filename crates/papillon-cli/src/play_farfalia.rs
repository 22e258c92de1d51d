//! `papillon play --game farfalia`: people play Farfalia against the computer in the
//! terminal, the five-player beginner game or the four-player game (the two- and
//! three-player games and CHINKWAY after deal 5 are not played: their rules are lost).
//!
//! Text mode says the set-up (the game, its length, the points for matching cards as
//! the score keeper names them, the variants, who sits where), draws the table as the
//! person sees it (the hand by colour, the trump, the proposition, the sides, each
//! player's cards in hand, face-up collection, face-down pile as a count and total, the
//! trick), says every move as it happens, lists the person's legal moves numbered, and
//! reads a number, a move in the engine's notation (`play 11B`, `discard 3R 7G`, `trump
//! none`, `pick 12O`, `no-pick`, `joker`, `double-you`; a card alone plays or keeps
//! it) or a command: `hint`, `back` (take back your last move and the computer's moves
//! after it), `log`, `moves`, `table`, `help`, `quit`. At each deal's end: what each side
//! kept and scored, and the score keeper's report. Several people may share the
//! terminal (`--seat 1,3`): each is shown their own hand at their turn.
//!
//! `--json` speaks the family's protocol (docs/formats.md): one object a line out
//! (`setup` first, then a `turn` with the view, the legal moves and what happened
//! before each read; `refused` with the error's `code`, `hint`, `taken_back`, `log`,
//! `deal_over`, `game_over`), one answer a line in.
//!
//! The seed decides the first dealer, every deal and the computer's choices: the same
//! seed and the same answers give the same game.

use std::io::{BufRead, Write};

use farfalia::play::{Action, FarfaliaGame, Phase, PlayOptions, PlaySetup, SetupError};
use game_kit::ai::{AiKind, Level, hint};
use game_kit::{Game, GameRng, ScoreSheet, seeded_rng};
use serde::Serialize;

use crate::table_talk::{Flow, Said, said};
use serde_json::{Value, json};

use crate::play_classic::{ai_name, computer, level_of, read_line};
use crate::play_cmd::{PlayArgs, emit, reason_text};
use crate::{Failure, input};

mod words;

/// Who sits where, and how the game is played.
struct Config {
    /// The people's seats.
    people: Vec<usize>,
    /// The computer at each seat (`None` at a person's).
    ais: Vec<Option<AiKind>>,
    /// The level whose move `hint` gives: the strongest computer's.
    hint_level: Level,
    seed: u64,
    json: bool,
}

pub fn play(args: PlayArgs) -> Result<(), Failure> {
    let json = args.json;
    let bad = |flag: &str, why: String| Failure::new(format!("{flag}: {why}"), json);
    if args.round.is_some() {
        return Err(bad(
            "--round",
            "the rounds are the modern Papillon's; Farfalia is played deal after deal".into(),
        ));
    }
    let players = args.players.unwrap_or(if args.names.is_empty() {
        4
    } else {
        args.names.len()
    });
    let names: Vec<String> = if args.names.is_empty() {
        (1..=players).map(|i| format!("P{i}")).collect()
    } else {
        args.names.iter().map(|n| n.trim().to_string()).collect()
    };
    if names.len() != players && (4..=5).contains(&players) {
        return Err(bad(
            "--names",
            format!("{} names for {players} players", names.len()),
        ));
    }
    let options: PlayOptions = match &args.options {
        Some(text) => {
            input::parse_json(text, "set of house rules").map_err(|e| bad("--options", e))?
        }
        None => PlayOptions::default(),
    };
    let setup = PlaySetup { names, options };
    setup
        .rules()
        .map_err(|e| setup_failure(&e, &setup, &args, json))?;
    let mut people = Vec::new();
    let seats: &[usize] = if args.watch { &[] } else { &args.seat };
    for &seat in seats {
        if seat == 0 || seat > players {
            return Err(bad("--seat", format!("choose a seat from 1 to {players}")));
        }
        if people.contains(&(seat - 1)) {
            return Err(bad("--seat", format!("seat {seat} is given twice")));
        }
        people.push(seat - 1);
    }

    let kinds = args
        .ai
        .split(',')
        .map(|text| computer(text, json))
        .collect::<Result<Vec<_>, _>>()?;
    let computers = players - people.len();
    if computers > 0 && kinds.len() != 1 && kinds.len() != computers {
        return Err(bad(
            "--ai",
            format!(
                "give one level for every computer, or {computers} (one a computer seat, in seat order), not {}",
                kinds.len()
            ),
        ));
    }
    let mut next = kinds.iter().cycle();
    let ais = (0..players)
        .map(|s| {
            if people.contains(&s) {
                None
            } else {
                next.next().copied()
            }
        })
        .collect::<Vec<_>>();
    let hint_level = ais
        .iter()
        .flatten()
        .filter_map(|&k| level_of(k))
        .max_by_key(|l| Level::ALL.iter().position(|x| x == l))
        .unwrap_or(Level::Hard);
    let config = Config {
        people,
        ais,
        hint_level,
        seed: crate::seed_or_fresh(args.seed),
        json,
    };
    let stdin = std::io::stdin();
    Table::start(config, setup)?.run(&mut stdin.lock())
}

/// A set-up the engine refuses, with the flag at fault and the players named.
fn setup_failure(error: &SetupError, setup: &PlaySetup, args: &PlayArgs, json: bool) -> Failure {
    let name = |seat: usize| setup.names.get(seat).cloned().unwrap_or_default();
    let (flag, why) = match error {
        SetupError::Players { .. } => (
            if args.players.is_none() {
                "--names"
            } else {
                "--players"
            },
            format!(
                "{error}; CHINKWAY, the expert game at five, is not played either (its deals 6 to 11 are lost). `papillon score --game farfalia` keeps the score of every Farfalia game played with real cards"
            ),
        ),
        SetupError::EmptyName { seat } => ("--names", format!("name {} is empty", seat + 1)),
        SetupError::SameName { first, second } => (
            "--names",
            format!(
                "two players are called {} (\"{}\" and \"{}\": names are compared without case or accents)",
                name(*first),
                name(*first),
                name(*second)
            ),
        ),
        SetupError::FirstDealer { .. } | SetupError::Options { .. } => {
            ("--options", error.to_string())
        }
    };
    Failure::new(format!("{flag}: {why}"), json)
}

/// One move (or a deal's opening) in words, for the log.
#[derive(Debug, Clone, Serialize)]
struct Entry {
    deal: usize,
    /// Who moved (`None` for a deal's opening).
    seat: Option<usize>,
    action: Option<Action>,
    says: Vec<String>,
}

/// What `back` returns to: the game just before one of the people's moves.
struct Snapshot {
    game: FarfaliaGame,
    rng: GameRng,
    log: usize,
    seat: usize,
    action: Action,
}

const HELP: &str = "Type a move's number, or the move: play 11B (or just 11B), pick 12O (or just 12O), no-pick, joker (BURNIN'), double-you or no-double-you, discard 3R 7G and trump red / trump none (the dealer at five). Cards are the number then the colour: R red, G (or V) green, B blue, O orange; 8, 10 and 12 are butterflies. Commands: moves (your legal moves), hint (the computer's advice and why), back (take back your last move), log (this deal's moves), table (draw the table again), quit.";

/// The game at the table: the engine, the computers' generator, the log, take-backs.
struct Table {
    config: Config,
    game: FarfaliaGame,
    rng: GameRng,
    log: Vec<Entry>,
    undo: Vec<Snapshot>,
    /// Sentences not yet sent (JSON mode).
    pending: Vec<String>,
    legal: Vec<Action>,
    /// The person who moved last (several people: the screen changes hands).
    last_person: Option<usize>,
}

impl Table {
    fn start(config: Config, setup: PlaySetup) -> Result<Table, Failure> {
        let game = FarfaliaGame::start(setup, config.seed)
            .map_err(|e| Failure::new(e.to_string(), config.json))?;
        let mut table = Table {
            rng: seeded_rng(config.seed ^ 0x5eed),
            config,
            game,
            log: Vec::new(),
            undo: Vec::new(),
            pending: Vec::new(),
            legal: Vec::new(),
            last_person: None,
        };
        table.introduce();
        let opening = words::deal_intro(&table.game);
        table.record(None, None, opening);
        Ok(table)
    }

    fn name(&self, seat: usize) -> &str {
        self.game.names().get(seat).map_or("?", String::as_str)
    }

    fn introduce(&self) {
        let c = &self.config;
        let g = &self.game;
        if c.json {
            emit(&json!({"setup": {
                "game": "farfalia",
                "mode": g.mode(),
                "seed": c.seed,
                "people": c.people,
                "names": g.names(),
                "ai": c.ais.iter().map(|a| a.map(ai_name)).collect::<Vec<_>>(),
                "hint_level": c.hint_level.name(),
                "options": g.setup().options,
                "settings": g.rules().settings,
                "house_points_note": farfalia::Note::HousePoints.info(),
            }}));
            return;
        }
        outln!(
            "Farfalia, {} ({}), seed {} (--seed {} replays this game).",
            g.mode(),
            words::length_words(g),
            c.seed,
            c.seed
        );
        outln!("{}", words::points_words(g));
        outln!("{}", words::variants_words(g));
        let seats: Vec<String> = (0..g.players())
            .map(|s| {
                let who = match c.ais.get(s).copied().flatten() {
                    Some(k) => ai_name(k),
                    None => "a person".into(),
                };
                format!("{} (seat {}, {who})", self.name(s), s + 1)
            })
            .collect();
        outln!("At the table: {}.", seats.join(", "));
        if c.people.is_empty() {
            outln!("The computers play every seat (--watch).");
        } else {
            outln!(
                "Hints at {}. Type help for the moves and commands.",
                c.hint_level.name()
            );
        }
    }

    /// Adds a move (or a deal's opening) to the log and says it.
    fn record(&mut self, seat: Option<usize>, action: Option<Action>, says: Vec<String>) {
        if self.config.json {
            self.pending.extend(says.iter().cloned());
        } else {
            for line in &says {
                outln!("{line}");
            }
        }
        self.log.push(Entry {
            deal: self.game.deal_number(),
            seat,
            action,
            says,
        });
    }

    fn run(mut self, input: &mut impl BufRead) -> Result<(), Failure> {
        loop {
            let flow = match self.game.to_play() {
                None => self.game_over(input)?,
                Some(seat) if self.config.people.contains(&seat) => self.turn(seat, input)?,
                Some(seat) => {
                    self.computer_plays(seat)?;
                    Flow::Go
                }
            };
            if let Flow::Quit = flow {
                return Ok(());
            }
        }
    }

    /// Plays a move checked legal, says it, and at a deal's end its score.
    fn apply(&mut self, seat: usize, action: Action) -> Result<(), Failure> {
        let json = self.config.json;
        let before = self.game.clone();
        self.game
            .play(&action)
            .map_err(|e| Failure::new(words::refusal(&e, &before, &action), json))?;
        // the dealer's two cards are said only on the dealer's own screen
        let show_discard = self.config.people == [seat];
        let says = words::move_sentences(&before, seat, &action, &self.game, show_discard);
        let deal = before.deal_number();
        self.log.push(Entry {
            deal,
            seat: Some(seat),
            action: Some(action),
            says: says.clone(),
        });
        if json {
            self.pending.extend(says);
        } else {
            for line in &says {
                outln!("{line}");
            }
        }
        if self.game.history().len() > before.history().len() {
            self.deal_over(deal)?;
            if !self.game.is_over() {
                let opening = words::deal_intro(&self.game);
                if !json {
                    outln!();
                }
                self.record(None, None, opening);
            }
        }
        Ok(())
    }

    /// The score keeper's report of the game so far.
    fn report(&self) -> Result<farfalia::FarfaliaReport, Failure> {
        self.game.to_sheet().score().map_err(|problems| {
            Failure::new(
                format!(
                    "the score keeper refused the game's sheet: {}",
                    problems
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("; ")
                ),
                self.config.json,
            )
        })
    }

    fn deal_over(&mut self, deal: usize) -> Result<(), Failure> {
        let report = self.report()?;
        if self.config.json {
            emit(&json!({"deal_over": {
                "deal": deal,
                "events": std::mem::take(&mut self.pending),
                "record": self.game.history().last(),
                "report": report,
            }}));
        } else {
            out!("{}", words::deal_over(&report, deal));
        }
        Ok(())
    }

    fn computer_plays(&mut self, seat: usize) -> Result<(), Failure> {
        let json = self.config.json;
        let ai = self
            .config
            .ais
            .get(seat)
            .copied()
            .flatten()
            .unwrap_or(AiKind::Greedy);
        let action = ai
            .choose(&self.game, &mut self.rng)
            .ok_or_else(|| Failure::new("the computer found no move", json))?;
        self.apply(seat, action)
    }

    /// A person's turn: the table, the moves, and lines read until a move is played
    /// (or taken back, or the person quits).
    fn turn(&mut self, seat: usize, input: &mut impl BufRead) -> Result<Flow, Failure> {
        let json = self.config.json;
        let mut draw = true;
        if !json && self.config.people.len() > 1 && self.last_person != Some(seat) {
            outln!(
                "\n--- {}'s turn (seat {}): the others look away ---",
                self.name(seat),
                seat + 1
            );
        }
        self.last_person = Some(seat);
        loop {
            self.game.legal_moves_into(&mut self.legal);
            let words: Vec<String> = self
                .legal
                .iter()
                .map(|a| words::move_words(&self.game, a))
                .collect();
            if json {
                emit(&json!({
                    "turn": seat,
                    "view": self.game.view(seat),
                    "legal": self.legal.iter().map(ToString::to_string).collect::<Vec<_>>(),
                    "moves": words,
                    "events": std::mem::take(&mut self.pending),
                }));
            } else {
                if draw {
                    outln!();
                    let view = self.game.view(seat);
                    out!("{}", words::table(&self.game, &view, &self.config.ais));
                    self.show_moves(&words, false);
                }
                out!("Your move (a number, a move, hint, back, log, moves, help, quit): ");
                let _ = std::io::stdout().flush();
            }
            draw = false;
            let Some(line) = read_line(input, json)? else {
                return Err(Failure::new(
                    "the input ended before the end of the game (type quit to stop)",
                    json,
                ));
            };
            match said(&line) {
                Said::Quit => return Ok(Flow::Quit),
                Said::Hint => self.hint(seat),
                Said::Back => {
                    if self.take_back() {
                        return Ok(Flow::Go);
                    }
                }
                Said::Log => self.show_log(),
                Said::Table => draw = true,
                Said::Moves => self.show_moves(&words, true),
                Said::Help => self.say("help", HELP),
                Said::Next | Said::Other => match self.choose(&line) {
                    Ok(action) => {
                        self.person_plays(seat, action)?;
                        return Ok(Flow::Go);
                    }
                    Err((code, reason)) => self.refuse(&code, &reason),
                },
            }
        }
    }

    /// The legal moves, numbered, with what each does. The dealer's discard (66 pairs
    /// of 12 cards) is listed only when asked (`all`).
    fn show_moves(&self, words: &[String], all: bool) {
        if self.config.json {
            emit(
                &json!({"moves": self.legal.iter().map(ToString::to_string).collect::<Vec<_>>(), "says": words}),
            );
            return;
        }
        let phase = self.game.phase();
        outln!("Your moves ({}):", words::your_turn(phase));
        if matches!(phase, Phase::Discard { .. }) && !all {
            outln!(
                "  type discard and two of your cards, e.g. {} ({} ways; moves lists them)",
                self.legal
                    .first()
                    .map_or("discard 3R 7G".into(), |a| a.to_string()),
                self.legal.len()
            );
            return;
        }
        for (i, (a, w)) in self.legal.iter().zip(words).enumerate() {
            outln!("  {:>2}. {:<16} {w}", i + 1, a.to_string());
        }
    }

    /// The move a line names: its number, its notation, or a card alone (played, or
    /// kept after a trick won). The error is a code and a message.
    fn choose(&self, text: &str) -> Result<Action, (String, String)> {
        let n = self.legal.len();
        let err = |code: &str, why: String| Err((code.to_string(), why));
        if text.is_empty() {
            return err(
                "empty",
                format!(
                    "nothing typed: type a move's number from 1 to {n}, a move such as play 11B, or help"
                ),
            );
        }
        if text.chars().all(|c| c.is_ascii_digit()) {
            return match text.parse::<usize>() {
                Ok(k) if (1..=n).contains(&k) => Ok(self.legal[k - 1]),
                _ => err(
                    "no_such_number",
                    format!("there is no move {text}: choose a number from 1 to {n}"),
                ),
            };
        }
        let parsed = match text.parse::<farfalia::Card>() {
            // a card alone: played in a trick, kept after one
            Ok(card) => match self.game.phase() {
                Phase::Pick { .. } => Ok(Action::Pick(card)),
                _ => Ok(Action::Play(card)),
            },
            Err(_) => text.parse::<Action>(),
        };
        let action = match parsed {
            Ok(action) => action,
            Err(e) => {
                let code = serde_json::to_value(&e)
                    .ok()
                    .and_then(|v| v.get("code").and_then(Value::as_str).map(String::from))
                    .filter(|c| c != "unknown")
                    .unwrap_or_else(|| "not_a_move".into());
                return err(&code, format!("{e}; or type a move's number, or help"));
            }
        };
        self.game.check(&action).map_err(|e| {
            let code = serde_json::to_value(&e)
                .ok()
                .and_then(|v| v.get("code").and_then(Value::as_str).map(String::from))
                .unwrap_or_else(|| "illegal".into());
            (code, words::refusal(&e, &self.game, &action))
        })?;
        Ok(action)
    }

    fn person_plays(&mut self, seat: usize, action: Action) -> Result<(), Failure> {
        self.undo.push(Snapshot {
            game: self.game.clone(),
            rng: self.rng.clone(),
            log: self.log.len(),
            seat,
            action,
        });
        self.apply(seat, action)
    }

    /// Back to just before the last move a person made; false when there is none.
    fn take_back(&mut self) -> bool {
        let Some(snapshot) = self.undo.pop() else {
            self.refuse(
                "nothing_to_take_back",
                "nothing to take back: no person has moved yet",
            );
            return false;
        };
        let undone = self.log[snapshot.log..]
            .iter()
            .filter(|e| e.seat.is_some())
            .count();
        self.game = snapshot.game;
        self.rng = snapshot.rng;
        self.log.truncate(snapshot.log);
        self.pending.clear();
        let whose = if self.config.people.len() > 1 {
            format!("{}'s", self.name(snapshot.seat))
        } else {
            "your".into()
        };
        let text = format!(
            "{whose} move {} is taken back{}",
            snapshot.action,
            match undone.saturating_sub(1) {
                0 => String::new(),
                1 => ", with the move after it".into(),
                k => format!(", with the {k} moves after it"),
            }
        );
        if self.config.json {
            emit(
                &json!({"taken_back": {"action": snapshot.action, "seat": snapshot.seat, "moves": undone, "says": text}}),
            );
        } else {
            outln!("Taken back: {text}.");
        }
        true
    }

    fn hint(&mut self, seat: usize) {
        let info = self.game.info(seat);
        let seed = self.config.seed ^ 0x4147 ^ (self.log.len() as u64).wrapping_mul(0x100_0001);
        let Some(h) = hint::<FarfaliaGame>(self.config.hint_level, &info, seed) else {
            self.refuse("no_hint", "no hint: it is not your turn");
            return;
        };
        let number = self
            .legal
            .iter()
            .position(|a| *a == h.action)
            .map(|i| i + 1);
        let why = reason_text(&h.reason, "points");
        if self.config.json {
            let mut value = serde_json::to_value(&h).unwrap_or(Value::Null);
            if let Some(object) = value.as_object_mut() {
                object.insert("number".into(), json!(number));
                object.insert("says".into(), json!(why));
                object.insert("level".into(), json!(self.config.hint_level.name()));
            }
            emit(&json!({ "hint": value }));
        } else {
            let number = number.map(|k| format!("{k}. ")).unwrap_or_default();
            outln!(
                "Hint ({}): {number}{} ({}): {why}.",
                self.config.hint_level.name(),
                h.action,
                words::move_words(&self.game, &h.action)
            );
        }
    }

    /// This deal's moves (in JSON the whole game's).
    fn show_log(&self) {
        if self.config.json {
            emit(&json!({ "log": self.log }));
            return;
        }
        let deal = self.game.deal_number();
        outln!("The moves of deal {deal}:");
        let mut moves = 0;
        for entry in self.log.iter().filter(|e| e.deal == deal) {
            let mut lines = entry.says.iter();
            if let (Some(_), Some(action)) = (entry.seat, entry.action) {
                moves += 1;
                outln!(
                    "  {moves:>3}. {} [{action}]",
                    lines.next().map_or("", String::as_str)
                );
            }
            for line in lines {
                outln!("       {line}");
            }
        }
    }

    /// A refusal or a mistake, and the prompt again.
    fn refuse(&self, code: &str, reason: &str) {
        if self.config.json {
            emit(&json!({ "refused": reason, "code": code }));
        } else {
            outln!("Refused: {reason}.");
        }
    }

    fn say(&self, key: &str, text: &str) {
        if self.config.json {
            emit(&json!({ key: text }));
        } else {
            outln!("{text}");
        }
    }

    fn emit_game_over(&mut self, winners: &[String]) -> Result<(), Failure> {
        let report = self.report()?;
        emit(&json!({"game_over": {
            "winners": winners,
            "totals": self.game.totals(),
            "events": std::mem::take(&mut self.pending),
            "report": report,
        }}));
        Ok(())
    }

    /// The end: the winners, then a take-back, the log or the end of the program.
    fn game_over(&mut self, input: &mut impl BufRead) -> Result<Flow, Failure> {
        let winners: Vec<String> = self
            .game
            .winners()
            .unwrap_or_default()
            .iter()
            .map(|&s| self.name(s).to_string())
            .collect();
        if !self.config.json {
            outln!(
                "\nThe game is over: {} {}.",
                crate::family_text::and_list(&winners),
                if winners.len() == 1 { "wins" } else { "win" }
            );
        }
        if self.config.people.is_empty() {
            // --watch: nobody to take a move back
            if self.config.json {
                self.emit_game_over(&winners)?;
            }
            return Ok(Flow::Quit);
        }
        loop {
            if self.config.json {
                // every line read follows a `turn` or a `game_over`
                self.emit_game_over(&winners)?;
            } else {
                out!("Take back your last move (back), log, or quit: ");
                let _ = std::io::stdout().flush();
            }
            let Some(line) = read_line(input, self.config.json)? else {
                if !self.config.json {
                    outln!();
                }
                return Ok(Flow::Quit);
            };
            match said(&line) {
                Said::Back => {
                    if self.take_back() {
                        return Ok(Flow::Go);
                    }
                }
                Said::Quit => return Ok(Flow::Quit),
                Said::Log => self.show_log(),
                Said::Table | Said::Help | Said::Moves => self.say(
                    "help",
                    "The game is over. Type back to take back your last move, log for the last deal's moves, or quit.",
                ),
                Said::Hint | Said::Next | Said::Other => self.refuse(
                    "game_over",
                    &format!(
                        "the game is over, \"{line}\" is not a choice here: type back, log or quit"
                    ),
                ),
            }
        }
    }
}
