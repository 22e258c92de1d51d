//! `papillon play --game farfalia`: people play Farfalia against the computer in the
//! terminal, the five-player beginner game or the four-player game (the two- and
//! three-player games and CHINKWAY after deal 5 are not played: their rules are lost),
//! on the one terminal loop (`terminal/`). This file is the game's side of it: the
//! flags read into a setup, the set-up, the table and the moves in words
//! (`play_farfalia/words.rs`: the hand by colour, the trump, the proposition, the
//! sides, the trick), a move typed in the engine's notation (`play 11B`, `discard 3R
//! 7G`, `trump none`, `pick 12O`, `no-pick`, `joker`, `double-you`; a card alone plays
//! or keeps it), and at each deal's end what each side kept and scored, with the score
//! keeper's report. Several people may share the terminal (`--seat 1,3`): each is shown
//! their own hand at their turn; `--watch` lets the computers play every seat.
//!
//! The seed decides the first dealer, every deal and the computer's choices: the same
//! seed and the same answers give the same game.

use std::path::PathBuf;

use farfalia::FarfaliaReport;
use farfalia::play::{
    Action, FarfaliaGame, FarfaliaPractice, FarfaliaPracticeSetup, Phase, PlayOptions, PlaySetup,
    SetupError,
};
use game_kit::ScoreSheet;
use game_kit::ai::Level;
use game_kit::practice::{PracticeMove, SeatPlayer};
use serde_json::{Value, json};

use crate::play_cmd::PlayArgs;
use crate::terminal::seats::{self, Seating};
use crate::terminal::{Aside, Refusal, TerminalGame};
use crate::{Failure, input};

mod words;

pub fn play(args: PlayArgs, db: Option<PathBuf>) -> Result<(), Failure> {
    crate::terminal::play::<FarfaliaPractice>(&args, db, setup)
}

/// The setup the flags describe, checked, with the flag at fault named.
fn setup(args: &PlayArgs) -> Result<(FarfaliaPracticeSetup, Seating), Failure> {
    let json = args.json;
    let bad = |flag: &str, why: String| Failure::new(format!("{flag}: {why}"), json);
    if args.round.is_some() {
        return Err(bad(
            "--round",
            "the rounds are the modern Papillon's; Farfalia is played deal after deal".into(),
        ));
    }
    let options: PlayOptions = match &args.options {
        Some(text) => {
            input::parse_json(text, "set of house rules").map_err(|e| bad("--options", e))?
        }
        None => PlayOptions::default(),
    };
    let (players, names) = seats::names(args, 4);
    if names.len() == players || !(4..=5).contains(&players) {
        let play_setup = PlaySetup {
            names,
            options: options.clone(),
        };
        play_setup
            .rules()
            .map_err(|e| setup_failure(&e, &play_setup, args, json))?;
    }
    let seating = seats::seating(args, 4, 4..=5, true)?;
    let setup = FarfaliaPracticeSetup {
        names: seating.names.clone(),
        options,
        seats: seating.seats.clone(),
        seed: crate::seed_or_fresh(args.seed),
    };
    Ok((setup, seating))
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

const HELP: &str = "Type a move's number, or the move: play 11B (or just 11B), pick 12O (or just 12O), no-pick, joker (BURNIN'), double-you or no-double-you, discard 3R 7G and trump red / trump none (the dealer at five). Cards are the number then the colour: R red, G (or V) green, B blue, O orange; 8, 10 and 12 are butterflies. Commands: moves (your legal moves), hint (the computer's advice and why), back (take back your last move), log (this deal's moves), table (draw the table again), quit (the game is kept: papillon play --game farfalia --resume picks it up).";

/// An engine's refusal's code, for scripts.
fn code_of(error: &impl serde::Serialize, otherwise: &str) -> String {
    serde_json::to_value(error)
        .ok()
        .and_then(|v| v.get("code").and_then(Value::as_str).map(String::from))
        .filter(|c| c != "unknown")
        .unwrap_or_else(|| otherwise.into())
}

fn report_of(game: &FarfaliaGame) -> Result<FarfaliaReport, String> {
    game.to_sheet().score().map_err(|problems| {
        format!(
            "the score keeper refused the game's sheet: {}",
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        )
    })
}

impl TerminalGame for FarfaliaPractice {
    type Game = FarfaliaGame;
    const UNIT: &'static str = "points";
    const HELP: &'static str = HELP;

    fn start(setup: FarfaliaPracticeSetup) -> Result<Self, String> {
        FarfaliaPractice::new(setup).map_err(|e| e.to_string())
    }
    fn resume(setup: FarfaliaPracticeSetup, moves: &[PracticeMove]) -> Result<Self, String> {
        FarfaliaPractice::replay(setup, moves).map_err(|e| e.to_string())
    }
    fn end_report(&self) -> Option<FarfaliaReport> {
        self.report()
    }

    fn introduce(&self, people: &[usize], hint: Level) -> (Value, Vec<String>) {
        let g = self.game();
        let own = json!({
            "mode": g.mode(),
            "options": g.setup().options,
            "settings": g.rules().settings,
            "house_points_note": farfalia::Note::HousePoints.info(),
        });
        let seed = self.setup().seed;
        let mut lines = vec![
            format!(
                "Farfalia, {} ({}), seed {seed} (--seed {seed} replays this game).",
                g.mode(),
                words::length_words(g),
            ),
            words::points_words(g),
            words::variants_words(g),
        ];
        let at_table: Vec<String> = (0..g.players())
            .map(|s| {
                let who = self
                    .setup()
                    .seats
                    .get(s)
                    .copied()
                    .map_or_else(String::new, seats::player_words);
                let name = g.names().get(s).map_or("?", String::as_str);
                format!("{name} (seat {}, {who})", s + 1)
            })
            .collect();
        lines.push(format!("At the table: {}.", at_table.join(", ")));
        lines.push(if people.is_empty() {
            "The computers play every seat (--watch).".into()
        } else {
            format!(
                "Hints at {}. Type help for the moves and commands.",
                hint.name()
            )
        });
        (own, lines)
    }

    fn opening(&self) -> Vec<String> {
        words::deal_intro(self.game())
    }

    fn part(game: &FarfaliaGame) -> (usize, String) {
        let n = game.deal_number();
        (n, format!("deal {n}"))
    }

    fn said(
        before: &FarfaliaGame,
        seat: usize,
        action: &Action,
        after: &FarfaliaGame,
        private: bool,
    ) -> Vec<String> {
        words::move_sentences(before, seat, action, after, private)
    }

    fn aside(before: &FarfaliaGame, after: &FarfaliaGame) -> Result<Option<Aside>, String> {
        if after.history().len() <= before.history().len() {
            return Ok(None);
        }
        let deal = before.deal_number();
        let report = report_of(after)?;
        Ok(Some(Aside {
            key: "deal_over",
            json: json!({
                "deal": deal,
                "record": after.history().last(),
                "report": report,
            }),
            text: words::deal_over(&report, deal),
            opening: words::deal_intro(after),
        }))
    }

    fn move_words(game: &FarfaliaGame, _seat: usize, action: &Action) -> String {
        words::move_words(game, action)
    }
    fn table(
        game: &FarfaliaGame,
        seat: usize,
        seats: &[SeatPlayer],
        _last: Option<&str>,
    ) -> String {
        words::table(game, &game.view(seat), seats)
    }
    fn view(game: &FarfaliaGame, seat: usize) -> Value {
        serde_json::to_value(game.view(seat)).unwrap_or(Value::Null)
    }

    /// The dealer's discard (66 pairs of 12 cards) is listed only when asked.
    fn listing(game: &FarfaliaGame, legal: &[Action], all: bool) -> Option<String> {
        if !matches!(game.phase(), Phase::Discard { .. }) || all {
            return None;
        }
        Some(format!(
            "  type discard and two of your cards, e.g. {} ({} ways; moves lists them)",
            legal
                .first()
                .map_or("discard 3R 7G".into(), ToString::to_string),
            legal.len()
        ))
    }
    fn your_moves(game: &FarfaliaGame) -> String {
        format!("Your moves ({}):", words::your_turn(game.phase()))
    }

    /// A card alone is played in a trick, or kept after one.
    fn parse(game: &FarfaliaGame, text: &str) -> Result<Action, Refusal> {
        let parsed = match text.parse::<farfalia::Card>() {
            Ok(card) => match game.phase() {
                Phase::Pick { .. } => Ok(Action::Pick(card)),
                _ => Ok(Action::Play(card)),
            },
            Err(_) => text.parse::<Action>(),
        };
        let action = parsed.map_err(|e| {
            Refusal::new(
                &code_of(&e, "not_a_move"),
                format!("{e}; or type a move's number, or help"),
            )
        })?;
        game.check(&action).map_err(|e| {
            Refusal::new(&code_of(&e, "illegal"), words::refusal(&e, game, &action))
        })?;
        Ok(action)
    }

    fn game_over(&self, _viewer: Option<usize>) -> Result<(Value, String), String> {
        let g = self.game();
        let winners: Vec<String> = g
            .winners()
            .unwrap_or_default()
            .iter()
            .map(|&s| g.names().get(s).cloned().unwrap_or_default())
            .collect();
        let report = report_of(g)?;
        let line = json!({
            "winners": winners,
            "totals": g.totals(),
            "report": report,
        });
        let text = format!(
            "\nThe game is over: {} {}.\n",
            crate::family_text::and_list(&winners),
            if winners.len() == 1 { "wins" } else { "win" }
        );
        Ok((line, text))
    }
}
