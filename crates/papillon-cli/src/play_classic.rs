//! `papillon play --game classic`: a person plays the 18th-century Papillon against the
//! computer in the terminal, game after game of a sitting.
//!
//! Text mode draws the table as people play it (the face-up cards, your cards, the
//! others' cards and counters, the pot, the talon, whose deal, the last round), says
//! every move in words as it happens, lists your legal moves numbered and reads a
//! number, a move in the engine's notation (`10S:AC,4D,5D`, `reveal`) or a command:
//! `hint` (the computer's advice with its reason, from game-kit's hints), `back` (take
//! back your last move, and the computer's moves after it), `log`, `table`, `help`,
//! `quit`. Anything else gets a message and the prompt again. At the end of a game: the
//! counters' changes, then `next` deals the next game of the sitting.
//!
//! `--json` speaks the modern game's protocol (docs/formats.md): one object a line out
//! (`sitting` first, then a `turn` with the view and the legal moves before each read,
//! `refused`, `hint`, `taken_back`, `log`, `game_over`), one answer a line in.
//!
//! The seed decides the cut, every deal of the sitting and the computer's choices: the
//! same seed and the same answers give the same sitting.

use std::io::{BufRead, Write};

use classic_papillon::{Action, ClassicGame, Event, Options, Setup, SetupError, Transfer};
use game_kit::ai::{AiKind, Level, hint};
use game_kit::{GameRng, seeded_rng};
use serde::Serialize;
use serde_json::{Value, json};

use crate::play_cmd::{PlayArgs, emit, reason_text};
use crate::table_talk::{Flow, Said, said};
use crate::{Failure, input};

mod words;

pub(crate) use words::{ai_name, level_of};
use words::{move_words, sentences};

/// The events of one move with their transfers, as the engine logs them.
type Logged = Vec<(Event, Vec<Transfer>)>;

/// Who sits where, and how the sitting is played.
struct Config {
    /// The person's seat.
    seat: usize,
    /// The computer at each seat (`None` at the person's).
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
            "the rounds are the modern Papillon's; the 18th-century Papillon is played game after game of a sitting".into(),
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
    let options: Options = match &args.options {
        Some(text) => {
            input::parse_json(text, "set of house rules").map_err(|e| bad("--options", e))?
        }
        None => Options::default(),
    };
    if names.len() != players && (3..=4).contains(&players) {
        return Err(bad(
            "--names",
            format!("{} names for {players} players", names.len()),
        ));
    }
    let setup = Setup::new(names, options).map_err(|e| {
        let flag = match e {
            SetupError::PlayerCount { .. } if args.players.is_none() => "--names",
            SetupError::PlayerCount { .. } => "--players",
            SetupError::EmptyName { .. } | SetupError::SameName { .. } => "--names",
            SetupError::Options { .. } => "--options",
        };
        bad(flag, e.to_string())
    })?;
    let seat = args.one_seat(players)?;
    let kinds = args
        .ai
        .split(',')
        .map(|text| computer(text, json))
        .collect::<Result<Vec<_>, _>>()?;
    let computers = players - 1;
    if kinds.len() != 1 && kinds.len() != computers {
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
            if s == seat {
                None
            } else {
                next.next().copied()
            }
        })
        .collect();
    let hint_level = kinds
        .iter()
        .filter_map(|&k| level_of(k))
        .max_by_key(|l| Level::ALL.iter().position(|x| x == l))
        .unwrap_or(Level::Hard);
    let config = Config {
        seat,
        ais,
        hint_level,
        seed: crate::seed_or_fresh(args.seed),
        json,
    };
    let stdin = std::io::stdin();
    Sitting::start(config, setup)?.run(&mut stdin.lock())
}

/// A computer player people can face: the levels and `random`.
pub(crate) fn computer(text: &str, json: bool) -> Result<AiKind, Failure> {
    let kind = text
        .parse::<AiKind>()
        .map_err(|e| Failure::new(format!("--ai: {e}"), json))?;
    match kind {
        AiKind::Random | AiKind::Easy | AiKind::Greedy | AiKind::Hard | AiKind::Expert => Ok(kind),
        _ => Err(Failure::new(
            format!(
                "--ai: {kind} is for the arena; choose easy, medium, hard or expert (or random)"
            ),
            json,
        )),
    }
}

/// The seed of game `number` of the sitting (the first is dealt from the seed itself,
/// as `arena --game classic` deals it).
fn game_seed(seed: u64, number: u32) -> u64 {
    seed.wrapping_add(u64::from(number.saturating_sub(1)).wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

/// One move (or a deal) in words, for the log.
#[derive(Debug, Clone, Serialize)]
struct Entry {
    /// Who moved (`None` for the deal at the start of a game).
    seat: Option<usize>,
    /// The move in notation.
    action: Option<Action>,
    /// What happened, a sentence a line.
    says: Vec<String>,
}

/// What `back` returns to: the game just before one of the person's moves.
struct Snapshot {
    game: ClassicGame,
    rng: GameRng,
    log: usize,
    action: Action,
}

const HELP: &str = "Type a move's number or the move in notation (10S:AC,4D,5D takes AC, 4D and 5D with 10S; reveal lays your cards face up). Commands: hint (the computer's advice and why), back (take back your last move), log (this game's moves), table (draw the table again), quit.";

/// A sitting: the games, the computer's generator, this game's log and take-backs.
struct Sitting {
    config: Config,
    game: ClassicGame,
    rng: GameRng,
    log: Vec<Entry>,
    undo: Vec<Snapshot>,
    /// Sentences not yet sent (JSON mode).
    pending: Vec<String>,
    legal: Vec<Action>,
}

impl Sitting {
    fn start(config: Config, setup: Setup) -> Result<Sitting, Failure> {
        let mut logged = Logged::new();
        let game = ClassicGame::start(setup, config.seed, &mut |e, t| {
            logged.push((e.clone(), t.to_vec()))
        })
        .map_err(|e| Failure::new(e.to_string(), config.json))?;
        let mut sitting = Sitting {
            rng: seeded_rng(config.seed ^ 0x5eed),
            config,
            game,
            log: Vec::new(),
            undo: Vec::new(),
            pending: Vec::new(),
            legal: Vec::new(),
        };
        sitting.introduce();
        sitting.record(None, None, &logged);
        Ok(sitting)
    }

    fn name(&self, seat: usize) -> &str {
        self.game.names().get(seat).map_or("?", String::as_str)
    }

    fn introduce(&self) {
        let c = &self.config;
        let ais: Vec<String> = c.ais.iter().flatten().map(|&k| ai_name(k)).collect();
        if c.json {
            emit(&json!({"sitting": {
                "game": "classic",
                "seed": c.seed,
                "seat": c.seat,
                "names": self.game.names(),
                "ai": c.ais.iter().map(|a| a.map(ai_name)).collect::<Vec<_>>(),
                "hint_level": c.hint_level.name(),
                "options": self.game.options(),
            }}));
            return;
        }
        let others: Vec<String> = (0..self.game.players())
            .filter(|&s| s != c.seat)
            .zip(&ais)
            .map(|(s, ai)| format!("{} ({ai})", self.name(s)))
            .collect();
        outln!(
            "The 18th-century Papillon, {} players, seed {} (--seed {} replays this sitting).",
            self.game.players(),
            c.seed,
            c.seed
        );
        outln!(
            "You are {} (seat {}) against {}; hints at {}. Type help for the commands.",
            self.name(c.seat),
            c.seat + 1,
            others.join(", "),
            c.hint_level.name()
        );
    }

    /// Adds a move (or a deal) to the log and says it.
    fn record(&mut self, seat: Option<usize>, action: Option<Action>, logged: &Logged) {
        let says = sentences(self.game.names(), logged);
        if self.config.json {
            self.pending.extend(says.iter().cloned());
        } else {
            for line in &says {
                outln!("{line}");
            }
        }
        self.log.push(Entry { seat, action, says });
    }

    fn run(mut self, input: &mut impl BufRead) -> Result<(), Failure> {
        loop {
            let flow = match self.game.to_play() {
                None => self.game_over(input)?,
                Some(seat) if seat == self.config.seat => self.turn(input)?,
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
        let logged = self
            .game
            .play_logged(&action)
            .map_err(|e| Failure::new(format!("the computer's move was refused: {e}"), json))?;
        self.record(Some(seat), Some(action), &logged);
        Ok(())
    }

    /// The person's turn: the table, the moves, and lines read until a move is played
    /// (or taken back, or the person quits).
    fn turn(&mut self, input: &mut impl BufRead) -> Result<Flow, Failure> {
        let json = self.config.json;
        let seat = self.config.seat;
        let mut draw = true;
        loop {
            self.game.legal_moves_into(&mut self.legal);
            let words: Vec<String> = self
                .legal
                .iter()
                .map(|a| move_words(&self.game, seat, a))
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
                    let last_move = self
                        .log
                        .iter()
                        .rev()
                        .find(|e| e.seat.is_some())
                        .and_then(|e| e.says.first());
                    let view = self.game.view(seat);
                    out!(
                        "{}",
                        words::table(&view, &self.config.ais, last_move.map(String::as_str))
                    );
                    outln!("Your moves:");
                    for (i, (a, w)) in self.legal.iter().zip(&words).enumerate() {
                        outln!("  {:>2}. {a}  ({w})", i + 1);
                    }
                }
                out!("Your move (a number, a move, hint, back, log, help, quit): ");
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
                Said::Hint => self.hint(),
                Said::Back => {
                    if self.take_back() {
                        return Ok(Flow::Go);
                    }
                }
                Said::Log => self.show_log(),
                Said::Table => draw = true,
                Said::Help => self.say("help", HELP),
                Said::Next => self.refuse("the game is not over yet: play a move first"),
                Said::Moves | Said::Other => match self.choose(&line) {
                    Ok(action) => {
                        self.person_plays(action)?;
                        return Ok(Flow::Go);
                    }
                    Err(reason) => self.refuse(&reason),
                },
            }
        }
    }

    /// The move a line names: its number, its notation as listed, or any capture in
    /// notation the rules allow (suits do not matter).
    fn choose(&self, text: &str) -> Result<Action, String> {
        let n = self.legal.len();
        if text.is_empty() {
            return Err(format!(
                "nothing typed: type a move's number from 1 to {n}, a move in notation, or help"
            ));
        }
        if text.chars().all(|c| c.is_ascii_digit()) {
            return match text.parse::<usize>() {
                Ok(k) if (1..=n).contains(&k) => Ok(self.legal[k - 1]),
                _ => Err(format!(
                    "there is no move {text}: choose a number from 1 to {n}"
                )),
            };
        }
        if let Some(a) = self
            .legal
            .iter()
            .find(|a| a.to_string().eq_ignore_ascii_case(text))
        {
            return Ok(*a);
        }
        let action: Action = text
            .parse()
            .map_err(|e| format!("{e}; or type a move's number from 1 to {n}, or help"))?;
        self.game.check(&action).map_err(|e| e.to_string())?;
        Ok(action)
    }

    fn person_plays(&mut self, action: Action) -> Result<(), Failure> {
        let before = Snapshot {
            game: self.game.clone(),
            rng: self.rng.clone(),
            log: self.log.len(),
            action,
        };
        let logged = self
            .game
            .play_logged(&action)
            .map_err(|e| Failure::new(format!("your move was refused: {e}"), self.config.json))?;
        self.undo.push(before);
        self.record(Some(self.config.seat), Some(action), &logged);
        Ok(())
    }

    /// Back to just before the person's last move of this game; false when there is
    /// none.
    fn take_back(&mut self) -> bool {
        let Some(snapshot) = self.undo.pop() else {
            self.refuse("nothing to take back: you have not moved in this game yet");
            return false;
        };
        let undone = self.log.len().saturating_sub(snapshot.log);
        self.game = snapshot.game;
        self.rng = snapshot.rng;
        self.log.truncate(snapshot.log);
        self.pending.clear();
        let text = format!(
            "your move {} is taken back{}",
            snapshot.action,
            match undone.saturating_sub(1) {
                0 => String::new(),
                1 => ", with the computer's move after it".into(),
                k => format!(", with the computer's {k} moves after it"),
            }
        );
        if self.config.json {
            emit(
                &json!({"taken_back": {"action": snapshot.action, "moves": undone, "says": text}}),
            );
        } else {
            outln!("Taken back: {text}.");
        }
        true
    }

    fn hint(&mut self) {
        let seat = self.config.seat;
        let info = game_kit::Game::info(&self.game, seat);
        let seed = self.config.seed ^ 0x4147 ^ (self.log.len() as u64).wrapping_mul(0x100_0001);
        let Some(h) = hint::<ClassicGame>(self.config.hint_level, &info, seed) else {
            self.refuse("no hint: it is not your turn");
            return;
        };
        let number = self
            .legal
            .iter()
            .position(|a| *a == h.action)
            .map(|i| i + 1);
        let why = reason_text(&h.reason, "counters");
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
                move_words(&self.game, seat, &h.action)
            );
        }
    }

    fn show_log(&self) {
        if self.config.json {
            emit(&json!({ "log": self.log }));
            return;
        }
        outln!("The moves of game {}:", self.game.game_number());
        let mut moves = 0;
        for entry in &self.log {
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
    fn refuse(&self, reason: &str) {
        if self.config.json {
            emit(&json!({ "refused": reason }));
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

    /// The end of a game: the counters' changes, then the next game, a take-back, the
    /// log or the end of the sitting.
    fn game_over(&mut self, input: &mut impl BufRead) -> Result<Flow, Failure> {
        if !self.config.json {
            self.show_result();
        }
        loop {
            if self.config.json {
                // every line read follows a `turn` or a `game_over`
                self.show_result();
            } else {
                out!(
                    "Next game of the sitting (next), take back your last move (back), log, or quit: "
                );
                let _ = std::io::stdout().flush();
            }
            let Some(line) = read_line(input, self.config.json)? else {
                if !self.config.json {
                    outln!();
                }
                return Ok(Flow::Quit);
            };
            match said(&line) {
                Said::Next => {
                    self.next_game()?;
                    return Ok(Flow::Go);
                }
                Said::Back => {
                    if self.take_back() {
                        return Ok(Flow::Go);
                    }
                }
                Said::Quit => return Ok(Flow::Quit),
                Said::Log => self.show_log(),
                Said::Table | Said::Help => self.say(
                    "help",
                    "The game is over. Type next for the next game of the sitting, back to take back your last move, log for this game's moves, or quit.",
                ),
                Said::Hint | Said::Moves | Said::Other => self.refuse(&format!(
                    "the game is over, \"{line}\" is not a choice here: type next, back, log or quit"
                )),
            }
        }
    }

    fn show_result(&mut self) {
        let g = &self.game;
        let n = g.players();
        let start = g.start_counters();
        let now = g.counters();
        let first = g.options().starting_counters;
        if self.config.json {
            emit(&json!({"game_over": {
                "game": g.game_number(),
                "names": g.names(),
                "result": g.result(),
                "events": std::mem::take(&mut self.pending),
                "start": start,
                "counters": now,
                "changes": (0..n).map(|p| now[p] - start[p]).collect::<Vec<_>>(),
                "sitting": (0..n).map(|p| now[p] - first).collect::<Vec<_>>(),
                "pot": g.pot(),
            }}));
            return;
        }
        out!("{}", words::result(&self.game, self.config.seat));
    }

    fn next_game(&mut self) -> Result<(), Failure> {
        let seed = game_seed(self.config.seed, self.game.game_number().saturating_add(1));
        let mut logged = Logged::new();
        self.game = self
            .game
            .next_game(seed, &mut |e, t| logged.push((e.clone(), t.to_vec())))
            .map_err(|e| Failure::new(e.to_string(), self.config.json))?;
        self.log.clear();
        self.undo.clear();
        if !self.config.json {
            outln!();
        }
        self.record(None, None, &logged);
        Ok(())
    }
}

/// One line of input without its line end, quotes or spaces around it; `None` at the
/// end. Bytes that are not UTF-8 are replaced, never fatal.
pub(crate) fn read_line(input: &mut impl BufRead, json: bool) -> Result<Option<String>, Failure> {
    let mut bytes = Vec::new();
    match input.read_until(b'\n', &mut bytes) {
        Ok(0) => Ok(None),
        Ok(_) => Ok(Some(
            String::from_utf8_lossy(&bytes)
                .trim()
                .trim_matches('"')
                .trim()
                .to_string(),
        )),
        Err(e) => Err(Failure::new(format!("cannot read: {e}"), json)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_of_a_sitting_has_its_own_seed() {
        assert_eq!(game_seed(7, 1), 7);
        assert_ne!(game_seed(7, 2), game_seed(7, 3));
    }
}
