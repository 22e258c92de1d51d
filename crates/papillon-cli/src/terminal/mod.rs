//! `papillon play` for every game of the family played against the computer in the
//! terminal, written once (issue 52): the kit's one-person game ([`Practice`], the same
//! session the app plays), the table drawn, every move said, the legal moves numbered,
//! a line read (a number, a move in the game's notation, or a command: `hint`, `back`,
//! `log`, `moves`, `table`, `help`, `quit`, and `next` after a game of a sitting), the
//! end. Each game gives its side as a [`TerminalGame`]: its table and its moves in
//! words, how it reads a typed move, what a move's end of deal and the game's end say
//! (`play_classic.rs`, `play_farfalia.rs`, each with its `words.rs`).
//!
//! A game with one person at the table is saved move by move in the store the app
//! opens (`save.rs`), so the app lists it, resumes it, reviews it and counts it, and
//! `papillon play --resume` picks it up again after the terminal was closed.
//!
//! `--json` speaks one protocol for every game (docs/formats.md, "The terminal's game
//! protocol"): one object a line out, one answer a line in.

mod ends;
pub(crate) mod save;
pub(crate) mod seats;
mod table;

use std::io::BufRead;
use std::ops::DerefMut;
use std::path::PathBuf;

use game_kit::Game;
use game_kit::ai::Level;
use game_kit::practice::{Dealt, Practice, PracticeKind, PracticeMove, SeatPlayer};
use papillon_store::GameType;
use serde_json::Value;

use crate::Failure;
use crate::family_cmd::GameName;
use crate::play_cmd::PlayArgs;
use save::Saver;
use seats::Seating;
use table::{Config, Table};

/// The action type of a game played in the terminal.
pub(crate) type ActionOf<T> = <<T as TerminalGame>::Game as Game>::Action;

/// What happens at the end of some moves besides the move itself (the end of a
/// Farfalia deal): a line of the protocol, its words, and what the next part's opening
/// says.
pub(crate) struct Aside {
    /// The protocol's key (`deal_over`).
    pub key: &'static str,
    pub json: Value,
    pub text: String,
    /// The next deal's opening, when the game goes on.
    pub opening: Vec<String>,
}

/// A refusal of a typed move: a code for scripts and the reason in words.
pub(crate) struct Refusal {
    pub code: String,
    pub why: String,
}

impl Refusal {
    pub fn new(code: &str, why: impl Into<String>) -> Refusal {
        Refusal {
            code: code.into(),
            why: why.into(),
        }
    }
}

/// A game against the computer as the terminal plays it: the game's own practice
/// type (its `PracticeKind`, over the kit's [`Practice`]) and its words.
pub(crate) trait TerminalGame:
    PracticeKind + DerefMut<Target = Practice<Self::Game>> + Clone
{
    type Game: Dealt<Setup = <Self as PracticeKind>::Setup, Refusal: std::fmt::Display>;

    /// What a hint's reason counts in (`counters`, `points`).
    const UNIT: &'static str;
    /// What `help` prints at a turn.
    const HELP: &'static str;

    /// A new game, dealt from its setup.
    fn start(setup: Self::Setup) -> Result<Self, String>;
    /// A saved game, its moves replayed.
    fn resume(setup: Self::Setup, moves: &[PracticeMove]) -> Result<Self, String>;
    /// How the game ended, once over.
    fn end_report(&self) -> Option<Self::Report>;

    /// The game's own part of the set-up line (its options, its mode…) and the set-up
    /// in words.
    fn introduce(&self, people: &[usize], hint: Level) -> (Value, Vec<String>);
    /// What the start of the game says (the cut, the deal).
    fn opening(&self) -> Vec<String>;
    /// The part of the game a log line belongs to (a deal of Farfalia, the game of a
    /// sitting for the 1756 game), and its name in the log's heading.
    fn part(game: &Self::Game) -> (usize, String);
    /// A move in sentences, from the positions before and after it. `private`: the
    /// mover is the only person watching (what only they see may be said).
    fn said(
        before: &Self::Game,
        seat: usize,
        action: &ActionOf<Self>,
        after: &Self::Game,
        private: bool,
    ) -> Vec<String>;
    /// What a move ended besides itself (a deal), if anything.
    fn aside(before: &Self::Game, after: &Self::Game) -> Result<Option<Aside>, String> {
        let _ = (before, after);
        Ok(None)
    }
    /// A legal move in words, for the list and the hint.
    fn move_words(game: &Self::Game, seat: usize, action: &ActionOf<Self>) -> String;
    /// The table as `seat` sees it; `last` is the last move in words.
    fn table(game: &Self::Game, seat: usize, seats: &[SeatPlayer], last: Option<&str>) -> String;
    /// What `seat` sees, for the protocol.
    fn view(game: &Self::Game, seat: usize) -> Value;
    /// The moves listed in words (`all`: asked with `moves`); `None` lists them all,
    /// numbered.
    fn listing(game: &Self::Game, legal: &[ActionOf<Self>], all: bool) -> Option<String> {
        let _ = (game, legal, all);
        None
    }
    /// What "your move" is about now, for the list's heading.
    fn your_moves(game: &Self::Game) -> String {
        let _ = game;
        "Your moves:".into()
    }
    /// A typed move that is not a number or a listed notation: read, then checked
    /// against the rules.
    fn parse(game: &Self::Game, text: &str) -> Result<ActionOf<Self>, Refusal>;
    /// The end: its line of the protocol and its words for `viewer` (`None`: only
    /// computers).
    fn game_over(&self, viewer: Option<usize>) -> Result<(Value, String), String>;
    /// The next game of a sitting from `seed`, once this one is over; `None` for a game
    /// without sittings.
    fn next_setup(&self, seed: u64) -> Option<Self::Setup> {
        let _ = seed;
        None
    }
}

/// `papillon play --game G` for a game played in the terminal: a new game from the
/// flags (`setup`: the game's own reading of them), saved in the store when one person
/// plays it (as the app does) unless `--no-save`; or, with `--resume [ID]`, a saved game
/// picked up where it was left.
pub(crate) fn play<T: TerminalGame>(
    args: &PlayArgs,
    db: Option<PathBuf>,
    setup: impl FnOnce(&PlayArgs) -> Result<(T::Setup, Seating), Failure>,
) -> Result<(), Failure> {
    let json = args.json;
    let stdin = std::io::stdin();
    if let Some(resume) = &args.resume {
        let id = resume_id(resume, json)?;
        let (store, saved) = save::load::<T>(db, id, json)?;
        let practice = T::resume(saved.setup.clone(), &saved.moves).map_err(|e| {
            Failure::new(
                format!("--resume {}: the game does not replay: {e}", saved.id),
                json,
            )
        })?;
        let seats = T::seats(&saved.setup);
        let config = Config {
            people: (0..seats.len())
                .filter(|&s| seats.get(s) == Some(&SeatPlayer::Person))
                .collect(),
            hint: strongest(seats),
            json,
        };
        let table = Table::<T>::resumed(config, practice, Saver::resuming(store, saved.id));
        return table.run(&mut stdin.lock());
    }
    let (setup, seating) = setup(args)?;
    let saver = if args.no_save {
        None
    } else if !T::people_allowed(seating.people.len()) {
        Some(Saver::not(if seating.people.is_empty() {
            "only computers play (the app keeps the games a person plays)".to_string()
        } else {
            format!(
                "{} people share the terminal, and the app plays this game one person against the computer",
                seating.people.len()
            )
        }))
    } else {
        Some(Saver::into(crate::store_cmd::open(db, json)?))
    };
    let config = Config {
        people: seating.people,
        hint: seating.hint,
        json,
    };
    Table::<T>::start(config, setup, saver)?.run(&mut stdin.lock())
}

/// The game `papillon play` plays: `--game`'s (the modern game by default), or with
/// `--resume ID` and no `--game`, the saved game's own.
pub(crate) fn game_to_resume(
    game: Option<GameName>,
    db: &Option<PathBuf>,
    args: &PlayArgs,
) -> Result<GameName, Failure> {
    let json = args.json;
    let Some(resume) = &args.resume else {
        return Ok(game.unwrap_or(GameName::Papillon));
    };
    let not_saved = || {
        Failure::new(
            "--resume: the modern Papillon played in the terminal is not saved (the app saves its own games); --resume picks up a game of the 18th-century Papillon or Farfalia: add --game classic or --game farfalia, or give the game's number",
            json,
        )
    };
    match (game, resume_id(resume, json)?) {
        (Some(GameName::Papillon), _) | (None, None) => Err(not_saved()),
        (Some(game), _) => Ok(game),
        (None, Some(id)) => {
            let store = crate::store_cmd::open(db.clone(), json)?;
            let kind = store
                .practice_game_type(papillon_store::PracticeId(id))
                .map_err(|e| Failure::new(format!("--resume {id}: {e}"), json))?;
            match kind {
                GameType::Classic => Ok(GameName::Classic),
                GameType::Farfalia => Ok(GameName::Farfalia),
                _ => Err(not_saved()),
            }
        }
    }
}

/// `--resume`'s game: a number, or `latest` (the flag alone).
fn resume_id(text: &str, json: bool) -> Result<Option<i64>, Failure> {
    if text.eq_ignore_ascii_case("latest") {
        return Ok(None);
    }
    text.trim().parse::<i64>().map(Some).map_err(|_| {
        Failure::new(
            format!("--resume: \"{text}\" is not a game's number (`papillon games list` gives them; --resume alone takes the latest in progress)"),
            json,
        )
    })
}

/// The strongest computer's level, the one `hint` asks (hard when only people play).
pub(crate) fn strongest(seats: &[SeatPlayer]) -> Level {
    seats
        .iter()
        .filter_map(|s| match s {
            SeatPlayer::Computer(level) => Some(*level),
            SeatPlayer::Person => None,
        })
        .max_by_key(|l| Level::ALL.iter().position(|x| x == l))
        .unwrap_or(Level::Hard)
}

/// The seed of game `number` of a sitting (the first is dealt from the seed itself,
/// as `arena --game classic` deals it).
pub(crate) fn game_seed(seed: u64, number: u32) -> u64 {
    seed.wrapping_add(u64::from(number.saturating_sub(1)).wrapping_mul(0x9e37_79b9_7f4a_7c15))
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
