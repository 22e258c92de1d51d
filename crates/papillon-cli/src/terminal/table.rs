//! The table of a game played in the terminal: the session and its log, the set-up
//! said, the moves said and saved, a person's turn read (`ends.rs`: the take-back, the
//! hint, the log, the end of a game).

use std::io::{BufRead, Write};

use game_kit::Game;
use game_kit::ai::Level;
use game_kit::practice::SeatPlayer;
use serde::Serialize;
use serde_json::{Value, json};

use super::save::Saver;
use super::{ActionOf, Aside, Refusal, TerminalGame, read_line};
use crate::Failure;
use crate::play_cmd::emit;
use crate::table_talk::{Flow, Said, said};

/// How a table is played: who the people are, the hint's level, the output.
pub(crate) struct Config {
    /// The people's seats (empty: the computers play on their own).
    pub people: Vec<usize>,
    /// The level whose move `hint` gives: the strongest computer's.
    pub hint: Level,
    pub json: bool,
}

/// One move (or a part's opening) in words, for the log.
#[derive(Debug, Clone, Serialize)]
pub(super) struct Entry {
    /// The part of the game (deal, or game of a sitting).
    pub(super) part: usize,
    /// Who moved (`None` for an opening).
    pub(super) seat: Option<usize>,
    /// The move in notation.
    pub(super) action: Option<String>,
    pub(super) says: Vec<String>,
    /// How many moves had been played once it was said.
    #[serde(skip)]
    pub(super) after: usize,
}

/// A game at the terminal: the session, its log, the store it is saved in.
pub(crate) struct Table<T: TerminalGame> {
    pub(super) config: Config,
    pub(super) practice: T,
    pub(super) saver: Option<Saver>,
    pub(super) log: Vec<Entry>,
    /// Sentences not yet sent (JSON mode).
    pub(super) pending: Vec<String>,
    pub(super) legal: Vec<ActionOf<T>>,
    /// The person who moved last (several people: the screen changes hands).
    pub(super) last_person: Option<usize>,
}

impl<T: TerminalGame> Table<T> {
    /// A new game from its setup, saved when `saver` is given.
    pub fn start(config: Config, setup: T::Setup, saver: Option<Saver>) -> Result<Self, Failure> {
        let json = config.json;
        let practice = T::start(setup).map_err(|e| Failure::new(e, json))?;
        let mut table = Table::new(config, practice, saver);
        if let Some(saver) = &mut table.saver {
            saver.create::<T>(table.practice.setup(), json)?;
        }
        table.introduce(0);
        table.say_opening();
        Ok(table)
    }

    /// A saved game, replayed with its words (said again in text, kept for `log`).
    pub fn resumed(config: Config, practice: T, saver: Saver) -> Self {
        let moves = practice.moves().len();
        let mut table = Table::new(config, practice, Some(saver));
        table.introduce(moves);
        let mut game = table.practice.session().start().clone();
        table.log.push(Entry {
            part: T::part(&game).0,
            seat: None,
            action: None,
            says: table.practice.opening(),
            after: 0,
        });
        let recorded = table.practice.moves().to_vec();
        let mut legal = Vec::new();
        for (number, m) in recorded.iter().enumerate() {
            game.legal_actions(&mut legal);
            let Some(&action) = legal.get(m.index as usize) else {
                break;
            };
            let before = game.clone();
            game.apply(&action);
            table.note_move(&before, m.seat, &action, &game, number + 1, false);
        }
        if !table.config.json {
            outln!(
                "Resumed after {moves} {}.",
                if moves == 1 { "move" } else { "moves" }
            );
        }
        table
    }

    pub(super) fn new(config: Config, practice: T, saver: Option<Saver>) -> Self {
        Table {
            config,
            practice,
            saver,
            log: Vec::new(),
            pending: Vec::new(),
            legal: Vec::new(),
            last_person: None,
        }
    }

    pub(super) fn name(&self, seat: usize) -> String {
        T::names(self.practice.setup())
            .get(seat)
            .cloned()
            .unwrap_or_else(|| "?".into())
    }

    /// The set-up line: who sits where, the seed, where the game is saved.
    pub(super) fn introduce(&self, moves: usize) {
        let c = &self.config;
        let setup = self.practice.setup();
        let seats = T::seats(setup);
        let (own, words) = self.practice.introduce(&c.people, c.hint);
        let id = self.saver.as_ref().and_then(Saver::id);
        if c.json {
            let mut line = json!({
                "game": T::KEY,
                "id": id,
                "seed": self.practice.session().seed(),
                "people": c.people,
                "names": T::names(setup),
                "seats": seats,
                "ai": seats.iter().map(|s| match s {
                    SeatPlayer::Person => None,
                    SeatPlayer::Computer(level) => Some(level.name()),
                }).collect::<Vec<_>>(),
                "hint_level": c.hint.name(),
                "moves": moves,
            });
            if let (Some(line), Value::Object(own)) = (line.as_object_mut(), own) {
                line.extend(own);
            }
            emit(&json!({ "setup": line }));
            return;
        }
        for line in words {
            outln!("{line}");
        }
        match (id, &self.saver) {
            (Some(id), _) => outln!(
                "Saved as game {id} against the computer: `papillon play --resume {id}` picks it up, and the app lists it."
            ),
            (None, Some(saver)) => outln!("Not saved: {}.", saver.why_not()),
            (None, None) => {}
        }
    }

    pub(super) fn say_opening(&mut self) {
        let says = self.practice.opening();
        let part = T::part(self.practice.game()).0;
        self.say_lines(&says);
        self.log.push(Entry {
            part,
            seat: None,
            action: None,
            says,
            after: self.practice.moves().len(),
        });
    }

    pub(super) fn say_lines(&mut self, lines: &[String]) {
        if self.config.json {
            self.pending.extend(lines.iter().cloned());
        } else {
            for line in lines {
                outln!("{line}");
            }
        }
    }

    /// Logs move `number` (and what it ended), saying it when `aloud`.
    pub(super) fn note_move(
        &mut self,
        before: &T::Game,
        seat: usize,
        action: &ActionOf<T>,
        after: &T::Game,
        number: usize,
        aloud: bool,
    ) -> Option<Aside> {
        let private = self.config.people == [seat];
        let says = T::said(before, seat, action, after, private);
        if aloud {
            self.say_lines(&says);
        }
        self.log.push(Entry {
            part: T::part(before).0,
            seat: Some(seat),
            action: Some(action.to_string()),
            says,
            after: number,
        });
        let aside = T::aside(before, after).ok().flatten()?;
        if !after.is_over() {
            self.log.push(Entry {
                part: T::part(after).0,
                seat: None,
                action: None,
                says: aside.opening.clone(),
                after: number,
            });
        }
        Some(aside)
    }

    pub fn run(mut self, input: &mut impl BufRead) -> Result<(), Failure> {
        loop {
            let flow = match self.practice.to_play() {
                None => self.game_over(input)?,
                Some((seat, SeatPlayer::Person)) => self.turn(seat, input)?,
                Some((_, SeatPlayer::Computer(_))) => {
                    self.computer_plays()?;
                    Flow::Go
                }
            };
            if let Flow::Quit = flow {
                return Ok(());
            }
        }
    }

    /// Says and saves the move just played (the session's last), with what it ended.
    pub(super) fn after_move(&mut self, before: T::Game) -> Result<(), Failure> {
        let json = self.config.json;
        let number = self.practice.moves().len();
        let Some(played) = self.practice.moves().last().cloned() else {
            return Ok(());
        };
        let mut legal = Vec::new();
        before.legal_actions(&mut legal);
        let Some(&action) = legal.get(played.index as usize) else {
            return Err(Failure::new("a move the session played is not legal", json));
        };
        if let Some(saver) = &mut self.saver {
            let previous = number
                .checked_sub(2)
                .and_then(|i| self.practice.moves().get(i));
            saver.save_move::<T>(number, previous, &played, self.practice.end_report(), json)?;
        }
        let after = self.practice.game().clone();
        if let Some(aside) = self.note_move(&before, played.seat, &action, &after, number, true) {
            if json {
                let mut line = aside.json;
                if let Some(object) = line.as_object_mut() {
                    object.insert("events".into(), json!(std::mem::take(&mut self.pending)));
                }
                emit(&json!({ aside.key: line }));
            } else {
                out!("{}", aside.text);
            }
            if !after.is_over() {
                if !json {
                    outln!();
                }
                self.say_lines(&aside.opening);
            }
        }
        Ok(())
    }

    pub(super) fn computer_plays(&mut self) -> Result<(), Failure> {
        let before = self.practice.game().clone();
        self.practice.play_computer().map_err(|e| {
            Failure::new(
                format!("the computer's move was refused: {e}"),
                self.config.json,
            )
        })?;
        self.after_move(before)
    }

    /// A person's turn: the table, the moves, and lines read until a move is played
    /// (or taken back, or the person quits).
    pub(super) fn turn(&mut self, seat: usize, input: &mut impl BufRead) -> Result<Flow, Failure> {
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
            let game = self.practice.game();
            game.legal_actions(&mut self.legal);
            let words: Vec<String> = self
                .legal
                .iter()
                .map(|a| T::move_words(game, seat, a))
                .collect();
            if json {
                emit(&json!({
                    "turn": seat,
                    "view": T::view(game, seat),
                    "legal": self.legal.iter().map(ToString::to_string).collect::<Vec<_>>(),
                    "moves": words,
                    "events": std::mem::take(&mut self.pending),
                }));
            } else {
                if draw {
                    outln!();
                    let last = self
                        .log
                        .iter()
                        .rev()
                        .find(|e| e.seat.is_some())
                        .and_then(|e| e.says.first());
                    let seats = T::seats(self.practice.setup());
                    out!("{}", T::table(game, seat, seats, last.map(String::as_str)));
                    self.show_moves(&words, false);
                }
                out!("Your move (a number, a move, hint, back, log, moves, help, quit): ");
                let _ = std::io::stdout().flush();
            }
            draw = false;
            let Some(line) = read_line(input, json)? else {
                return Err(Failure::new(
                    "the input ended before the end of the game (type quit to stop; the game is kept as it stands when it is saved)",
                    json,
                ));
            };
            match said(&line) {
                Said::Quit => return Ok(Flow::Quit),
                Said::Hint => self.hint(seat),
                Said::Back => {
                    if self.take_back()? {
                        return Ok(Flow::Go);
                    }
                }
                Said::Log => self.show_log(),
                Said::Table => draw = true,
                Said::Moves => self.show_moves(&words, true),
                Said::Help => self.say("help", T::HELP),
                Said::Next => {
                    self.refuse("not_over", "the game is not over yet: play a move first")
                }
                Said::Other => match self.choose(&line) {
                    Ok(action) => {
                        let before = self.practice.game().clone();
                        self.practice.play(seat, &action.to_string()).map_err(|e| {
                            Failure::new(format!("your move was refused: {e}"), json)
                        })?;
                        self.after_move(before)?;
                        return Ok(Flow::Go);
                    }
                    Err(r) => self.refuse(&r.code, &r.why),
                },
            }
        }
    }

    /// The legal moves, numbered, with what each does (or the game's own listing).
    pub(super) fn show_moves(&self, words: &[String], all: bool) {
        if self.config.json {
            emit(
                &json!({"moves": self.legal.iter().map(ToString::to_string).collect::<Vec<_>>(), "says": words}),
            );
            return;
        }
        let game = self.practice.game();
        outln!("{}", T::your_moves(game));
        if let Some(listing) = T::listing(game, &self.legal, all) {
            outln!("{listing}");
            return;
        }
        for (i, (a, w)) in self.legal.iter().zip(words).enumerate() {
            outln!("  {:>2}. {:<16} {w}", i + 1, a.to_string());
        }
    }

    /// The move a line names: its number, its notation as listed, or a move the game
    /// reads and the rules allow.
    pub(super) fn choose(&self, text: &str) -> Result<ActionOf<T>, Refusal> {
        let n = self.legal.len();
        if text.is_empty() {
            return Err(Refusal::new(
                "empty",
                format!(
                    "nothing typed: type a move's number from 1 to {n}, a move in notation, or help"
                ),
            ));
        }
        if text.chars().all(|c| c.is_ascii_digit()) {
            return match text.parse::<usize>() {
                Ok(k) if (1..=n).contains(&k) => Ok(self.legal[k - 1]),
                _ => Err(Refusal::new(
                    "no_such_number",
                    format!("there is no move {text}: choose a number from 1 to {n}"),
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
        let action = T::parse(self.practice.game(), text)?;
        self.legal
            .iter()
            .find(|a| **a == action)
            .copied()
            .ok_or_else(|| {
                Refusal::new(
                    "illegal",
                    format!("{action} is not one of your moves now: type moves to list them"),
                )
            })
    }
}
