//! `papillon play --game classic`: the 18th-century Papillon against the computer in
//! the terminal, game after game of a sitting, on the one terminal loop
//! (`terminal/`). This file is the game's side of it: the flags read into a setup, the
//! table and the moves in words (`play_classic/words.rs`), a move typed in notation
//! (`10S:AC,4D,5D` takes AC, 4D and 5D with 10S; `reveal`), the counters at the end,
//! and `next`, which deals the next game of the sitting (saved as a game of its own).
//!
//! The seed decides the cut, every deal of the sitting and the computer's choices: the
//! same seed and the same answers give the same sitting.

use std::path::PathBuf;

use classic_papillon::{
    Action, ClassicGame, ClassicPractice, ClassicPracticeReport, ClassicPracticeSetup, Event,
    Options, Setup, SetupError, Transfer,
};
use game_kit::ai::Level;
use game_kit::practice::{PracticeMove, SeatPlayer};
use serde_json::{Value, json};

use crate::play_cmd::PlayArgs;
use crate::terminal::seats::{self, Seating};
use crate::terminal::{Refusal, TerminalGame};
use crate::{Failure, input};

mod words;

pub fn play(args: PlayArgs, db: Option<PathBuf>) -> Result<(), Failure> {
    crate::terminal::play::<ClassicPractice>(&args, db, setup)
}

/// The setup the flags describe, checked, with flags at fault named.
fn setup(args: &PlayArgs) -> Result<(ClassicPracticeSetup, Seating), Failure> {
    let json = args.json;
    let bad = |flag: &str, why: String| Failure::new(format!("{flag}: {why}"), json);
    if args.round.is_some() {
        return Err(bad(
            "--round",
            "the rounds are the modern Papillon's; the 18th-century Papillon is played game after game of a sitting".into(),
        ));
    }
    let options: Options = match &args.options {
        Some(text) => {
            input::parse_json(text, "set of house rules").map_err(|e| bad("--options", e))?
        }
        None => Options::default(),
    };
    let (players, names) = seats::names(args, 4);
    if names.len() == players || !(3..=4).contains(&players) {
        Setup::new(names, options.clone()).map_err(|e| {
            let flag = match e {
                SetupError::PlayerCount { .. } if args.players.is_none() => "--names",
                SetupError::PlayerCount { .. } => "--players",
                SetupError::EmptyName { .. } | SetupError::SameName { .. } => "--names",
                SetupError::Options { .. } => "--options",
            };
            bad(flag, e.to_string())
        })?;
    }
    let seating = seats::seating(args, 4, 3..=4, false)?;
    let setup = ClassicPracticeSetup {
        names: seating.names.clone(),
        options,
        seats: seating.seats.clone(),
        seed: crate::seed_or_fresh(args.seed),
        carry: None,
    };
    Ok((setup, seating))
}

const HELP: &str = "Type a move's number or the move in notation (10S:AC,4D,5D takes AC, 4D and 5D with 10S; reveal lays your cards face up). Commands: hint (the computer's advice and why), back (take back your last move), log (this game's moves), moves (your moves again), table (draw the table again), quit (the game is kept: papillon play --resume picks it up).";

fn sentences_of(names: &[String], logged: &[(Event, Vec<Transfer>)]) -> Vec<String> {
    words::sentences(names, logged)
}

impl TerminalGame for ClassicPractice {
    type Game = ClassicGame;
    const UNIT: &'static str = "counters";
    const HELP: &'static str = HELP;

    fn start(setup: ClassicPracticeSetup) -> Result<Self, String> {
        ClassicPractice::new(setup).map_err(|e| e.to_string())
    }
    fn resume(setup: ClassicPracticeSetup, moves: &[PracticeMove]) -> Result<Self, String> {
        ClassicPractice::replay(setup, moves).map_err(|e| e.to_string())
    }
    fn end_report(&self) -> Option<ClassicPracticeReport> {
        self.report()
    }

    fn introduce(&self, people: &[usize], hint: Level) -> (Value, Vec<String>) {
        let game = self.game();
        let own = json!({
            "game_number": game.game_number(),
            "options": game.options(),
        });
        let seat = people.first().copied().unwrap_or(0);
        let name = |s: usize| game.names().get(s).map_or("?", String::as_str);
        let others: Vec<String> = (0..game.players())
            .filter(|&s| s != seat)
            .map(|s| {
                let level = self.setup().seats.get(s).copied();
                format!(
                    "{} ({})",
                    name(s),
                    level.map_or_else(String::new, seats::player_words)
                )
            })
            .collect();
        let seed = self.setup().seed;
        let first = if game.game_number() == 1 {
            format!(
                "The 18th-century Papillon, {} players, seed {seed} (--seed {seed} replays this sitting).",
                game.players()
            )
        } else {
            format!(
                "Game {} of the sitting, dealt from seed {seed}.",
                game.game_number()
            )
        };
        let words = vec![
            first,
            format!(
                "You are {} (seat {}) against {}; hints at {}. Type help for the commands.",
                name(seat),
                seat + 1,
                others.join(", "),
                hint.name()
            ),
        ];
        (own, words)
    }

    fn opening(&self) -> Vec<String> {
        let names = self.game().names().to_vec();
        self.history()
            .ok()
            .and_then(|log| log.into_iter().next())
            .map(|line| {
                let logged: Vec<(Event, Vec<Transfer>)> = line
                    .events
                    .into_iter()
                    .map(|e| (e.event, e.transfers))
                    .collect();
                sentences_of(&names, &logged)
            })
            .unwrap_or_default()
    }

    fn part(game: &ClassicGame) -> (usize, String) {
        let n = game.game_number();
        (n as usize, format!("game {n}"))
    }

    fn said(
        before: &ClassicGame,
        _seat: usize,
        action: &Action,
        _after: &ClassicGame,
        _private: bool,
    ) -> Vec<String> {
        let mut game = before.clone();
        match game.play_logged(action) {
            Ok(logged) => sentences_of(before.names(), &logged),
            Err(e) => vec![e.to_string()],
        }
    }

    fn move_words(game: &ClassicGame, seat: usize, action: &Action) -> String {
        words::move_words(game, seat, action)
    }
    fn table(game: &ClassicGame, seat: usize, seats: &[SeatPlayer], last: Option<&str>) -> String {
        words::table(&game.view(seat), seats, last)
    }
    fn view(game: &ClassicGame, seat: usize) -> Value {
        serde_json::to_value(game.view(seat)).unwrap_or(Value::Null)
    }

    /// Any capture in notation the rules allow (suits do not matter), or `reveal`.
    fn parse(game: &ClassicGame, text: &str) -> Result<Action, Refusal> {
        let action: Action = text.parse().map_err(|e| {
            Refusal::new(
                "not_a_move",
                format!("{e}; or type a move's number, or help"),
            )
        })?;
        game.check(&action)
            .map_err(|e| Refusal::new("illegal", e.to_string()))?;
        Ok(action)
    }

    fn game_over(&self, viewer: Option<usize>) -> Result<(Value, String), String> {
        let g = self.game();
        let n = g.players();
        let start = g.start_counters();
        let now = g.counters();
        let first = g.options().starting_counters;
        let line = json!({
            "game": g.game_number(),
            "names": g.names(),
            "result": g.result(),
            "start": start,
            "counters": now,
            "changes": (0..n).map(|p| now[p] - start[p]).collect::<Vec<_>>(),
            "sitting": (0..n).map(|p| now[p] - first).collect::<Vec<_>>(),
            "pot": g.pot(),
        });
        Ok((line, words::result(g, viewer.unwrap_or(0))))
    }

    fn next_setup(&self, seed: u64) -> Option<ClassicPracticeSetup> {
        self.next_game(seed)
    }
}
