//! A game against the computer, for any game of the family: who plays each seat (a
//! person or a computer level), the seed, and the moves played, each recorded by its
//! place in the engine's list of legal actions and checked by its notation on replay.
//!
//! A [`Session`] is always the starting state plus its moves, so a saved game resumes
//! exactly, a take-back is a replay of fewer moves (nothing drawn since can show), and a
//! computer seat answers a position the same way whatever was played and taken back
//! before: its randomness comes from the seed and the move's number, never from what it
//! saw. Every digital game of the family is played through this session, dealt from
//! the game's setup by [`Practice`] (`dealt.rs`, the game's side in [`Dealt`]).

mod dealt;

pub use dealt::{Dealt, Practice};

use serde::{Deserialize, Serialize};

use crate::ai::{Heuristics, Hint, Level, hint};
use crate::rng::{GameRng, seeded_rng};

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "player", content = "level", rename_all = "snake_case")]
pub enum SeatPlayer {
    /// A person at this device (several people pass it round: hot-seat).
    Person,
    Computer(Level),
}

/// One move as recorded: who played it, its place in the legal actions of its position
/// (in the engine's fixed order) and its notation, which must match on replay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeMove {
    pub seat: usize,
    pub index: u32,
    pub action: String,
}

/// Why a session cannot do what was asked (nothing changes).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    #[error("the table has {players} players but {seats} seats are described")]
    Seats { players: usize, seats: usize },
    #[error("the game is over")]
    Over,
    #[error("it is seat {current}'s turn, not seat {seat}'s")]
    NotYourTurn { seat: usize, current: usize },
    #[error("seat {seat} is played by the computer")]
    ComputerSeat { seat: usize },
    #[error("seat {seat} is played by a person")]
    PersonSeat { seat: usize },
    #[error("{action} is not a legal play here")]
    Illegal { action: String },
    #[error("move {number} of the saved game does not replay: {reason}")]
    Replay { number: usize, reason: String },
    #[error("seat {seat} has no move to take back")]
    NothingToTakeBack { seat: usize },
}

/// A game against the computer: its first position, the seats, the seed of the
/// computer's decisions and the moves played.
#[derive(Debug, Clone)]
pub struct Session<G: Heuristics> {
    /// Boxed: a session is mostly moved around whole, its start rarely read.
    start: Box<G>,
    game: G,
    seats: Vec<SeatPlayer>,
    seed: u64,
    moves: Vec<PracticeMove>,
}

impl<G: Heuristics> Session<G> {
    /// A new session from the first position (`seed` decides the computer's choices).
    pub fn new(start: G, seats: Vec<SeatPlayer>, seed: u64) -> Result<Session<G>, SessionError> {
        if seats.len() != start.players() {
            return Err(SessionError::Seats {
                players: start.players(),
                seats: seats.len(),
            });
        }
        Ok(Session {
            game: start.clone(),
            start: Box::new(start),
            seats,
            seed,
            moves: Vec::new(),
        })
    }

    /// A saved session: its moves replayed and checked one by one.
    pub fn replay(
        start: G,
        seats: Vec<SeatPlayer>,
        seed: u64,
        moves: &[PracticeMove],
    ) -> Result<Session<G>, SessionError> {
        let mut session = Session::new(start, seats, seed)?;
        let mut legal = Vec::new();
        for (number, recorded) in moves.iter().enumerate() {
            let fail = |reason: String| SessionError::Replay {
                number: number + 1,
                reason,
            };
            let seat = session
                .game
                .current_player()
                .ok_or_else(|| fail("the game was already over".into()))?;
            if seat != recorded.seat {
                return Err(fail(format!(
                    "it was seat {seat}'s turn, not seat {}'s",
                    recorded.seat
                )));
            }
            session.game.legal_actions(&mut legal);
            let action = legal
                .get(recorded.index as usize)
                .copied()
                .ok_or_else(|| fail(format!("there is no legal play {}", recorded.index)))?;
            if action.to_string() != recorded.action {
                return Err(fail(format!(
                    "play {} is {action}, not {}",
                    recorded.index, recorded.action
                )));
            }
            session.game.apply(&action);
            session.moves.push(recorded.clone());
        }
        Ok(session)
    }

    /// The position now.
    pub fn game(&self) -> &G {
        &self.game
    }
    /// The position before the first move.
    pub fn start(&self) -> &G {
        &self.start
    }
    pub fn seats(&self) -> &[SeatPlayer] {
        &self.seats
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn moves(&self) -> &[PracticeMove] {
        &self.moves
    }
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The seat to play and who plays it, `None` when the game is over.
    pub fn to_play(&self) -> Option<(usize, SeatPlayer)> {
        let seat = self.game.current_player()?;
        Some((seat, self.seats.get(seat).copied()?))
    }

    /// Plays a person's move, named by its notation (as the legal actions print it).
    pub fn play(&mut self, seat: usize, action: &str) -> Result<&PracticeMove, SessionError> {
        let (current, player) = self.to_play().ok_or(SessionError::Over)?;
        if current != seat {
            return Err(SessionError::NotYourTurn { seat, current });
        }
        if player != SeatPlayer::Person {
            return Err(SessionError::ComputerSeat { seat });
        }
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        let index = legal
            .iter()
            .position(|a| a.to_string() == action.trim())
            .ok_or_else(|| SessionError::Illegal {
                action: action.trim().to_owned(),
            })?;
        Ok(self.record(seat, index, legal[index]))
    }

    /// The computer's move, when a computer seat is to play: chosen at its level from
    /// its own information only, with randomness from the seed and the move's number.
    pub fn play_computer(&mut self) -> Result<&PracticeMove, SessionError> {
        let (seat, player) = self.to_play().ok_or(SessionError::Over)?;
        let SeatPlayer::Computer(level) = player else {
            return Err(SessionError::PersonSeat { seat });
        };
        let mut rng = self.move_rng();
        let action = level
            .ai()
            .choose(&self.game, &mut rng)
            .ok_or(SessionError::Over)?;
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        let index =
            legal
                .iter()
                .position(|a| *a == action)
                .ok_or_else(|| SessionError::Illegal {
                    action: action.to_string(),
                })?;
        Ok(self.record(seat, index, action))
    }

    /// The seat of the last move a person made (what a take-back undoes), if any.
    pub fn last_person_move(&self) -> Option<usize> {
        self.moves
            .iter()
            .rev()
            .find(|m| self.seats.get(m.seat) == Some(&SeatPlayer::Person))
            .map(|m| m.seat)
    }

    /// Whether a person's move can be taken back: one was made, and the game is not over
    /// (a finished game is kept as it ended).
    pub fn can_take_back(&self) -> bool {
        !self.is_over() && self.last_person_move().is_some()
    }

    /// The level's suggestion for the seat to play, with its reason.
    pub fn hint(&self, level: Level) -> Option<Hint<G::Action>> {
        let seat = self.game.current_player()?;
        hint::<G>(level, &self.game.info(seat), self.move_seed())
    }

    /// Takes back `seat`'s last move and everything played after it (the computer's
    /// answers): the session is replayed from its start up to just before that move.
    /// Returns how many moves were undone.
    pub fn take_back(&mut self, seat: usize) -> Result<usize, SessionError> {
        if self.is_over() {
            return Err(SessionError::Over);
        }
        let at = self
            .moves
            .iter()
            .rposition(|m| m.seat == seat)
            .ok_or(SessionError::NothingToTakeBack { seat })?;
        let replayed = Session::replay(
            (*self.start).clone(),
            self.seats.clone(),
            self.seed,
            &self.moves[..at],
        )?;
        let undone = self.moves.len() - at;
        *self = replayed;
        Ok(undone)
    }

    /// Whether taking back `seat`'s last move would unsee nothing: `shows(from, later)`
    /// is the game's own test of whether the position `later` shows `seat` a card the
    /// position `from` did not (a new deal, a draw into the seat's hand, another's hand
    /// revealed). It is asked of every position from that move on, against the position
    /// just before it. True when the seat has no move.
    pub fn take_back_hides_nothing(&self, seat: usize, shows: impl Fn(&G, &G) -> bool) -> bool {
        let Some(at) = self.moves.iter().rposition(|m| m.seat == seat) else {
            return true;
        };
        let from = self.position_after(at);
        let mut game = from.clone();
        let mut legal = Vec::new();
        for recorded in &self.moves[at..] {
            game.legal_actions(&mut legal);
            match legal.get(recorded.index as usize) {
                Some(action) => game.apply(&action.clone()),
                None => return false,
            }
            if shows(&from, &game) {
                return false;
            }
        }
        true
    }

    /// The position after the first `count` moves (for a review), replayed from the
    /// start with the moves already checked.
    pub fn position_after(&self, count: usize) -> G {
        let mut game = (*self.start).clone();
        let mut legal = Vec::new();
        for recorded in self.moves.iter().take(count) {
            game.legal_actions(&mut legal);
            match legal.get(recorded.index as usize) {
                Some(action) => game.apply(&action.clone()),
                None => break,
            }
        }
        game
    }

    /// What `level` would have played before move `number` (counted from 0), with the
    /// seed that move's decision had: the review's "the computer would have played".
    pub fn hint_before(&self, number: usize, level: Level) -> Option<Hint<G::Action>> {
        let game = self.position_after(number);
        let seat = game.current_player()?;
        hint::<G>(level, &game.info(seat), self.seed_of(number))
    }

    fn record(&mut self, seat: usize, index: usize, action: G::Action) -> &PracticeMove {
        self.game.apply(&action);
        self.moves.push(PracticeMove {
            seat,
            index: index as u32,
            action: action.to_string(),
        });
        let last = self.moves.len() - 1;
        &self.moves[last]
    }

    /// The seed of move `number`'s decisions: the session's seed and the move's number.
    fn seed_of(&self, number: usize) -> u64 {
        self.seed
            .rotate_left(17)
            .wrapping_add((number as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    fn move_seed(&self) -> u64 {
        self.seed_of(self.moves.len())
    }

    fn move_rng(&self) -> GameRng {
        seeded_rng(self.move_seed())
    }
}

/// Each seat's result at a game's end, in words no game owns: its points (its side's
/// score, or the counters it won or lost) and whether it won. The shared lists and
/// statistics of games against the computer read this, never a game's own report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// One per seat, in seat order.
    pub points: Vec<i64>,
    /// One per seat: whether the seat (or its side) won.
    pub won: Vec<bool>,
}

/// What a game gives the shared machinery of games against the computer (the store,
/// its backups, the app's commands) so that its games are saved, listed, checked and
/// counted without that machinery knowing the game: the game's key, the setup a game
/// is made from, the report of its end, and a replay of saved moves.
pub trait PracticeKind: 'static {
    /// The game's key in the store and in backups (its game type: `papillon`,
    /// `classic`, `farfalia`).
    const KEY: &'static str;
    /// Everything a game is made from (names, house rules, who plays each seat, the
    /// seed; for a later game of a sitting, what the last game handed on).
    type Setup: Clone + PartialEq + std::fmt::Debug + Serialize + serde::de::DeserializeOwned;
    /// How a game ended, as the game reports it.
    type Report: Clone + PartialEq + std::fmt::Debug + Serialize + serde::de::DeserializeOwned;
    /// Why a setup or its moves do not replay.
    type Error: std::fmt::Display;

    /// Who plays each seat, in seat order.
    fn seats(setup: &Self::Setup) -> &[SeatPlayer];
    /// The players' names, in seat order.
    fn names(setup: &Self::Setup) -> Vec<String>;
    /// A saved game replayed from its setup, every move checked: its report once over.
    fn replay(
        setup: &Self::Setup,
        moves: &[PracticeMove],
    ) -> Result<Option<Self::Report>, Self::Error>;
    /// The end in the shared words: each seat's points and whether it won.
    fn outcome(setup: &Self::Setup, report: &Self::Report) -> Outcome;
    /// Whether a table with this many people (the other seats being computers) is
    /// played; a backup's game with another number is refused.
    fn people_allowed(people: usize) -> bool {
        let _ = people;
        true
    }
}
