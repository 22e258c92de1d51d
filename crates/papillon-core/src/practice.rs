//! A digital game against the computer (practice): who sits where (people and computer
//! levels), the seed that deals everything, and the moves played, each recorded by its
//! place in the engine's list of legal actions and checked by its notation. A game is
//! always rebuilt by replaying its moves from the seed, so a saved game resumes exactly,
//! a take-back is a replay of fewer moves (nothing drawn since can show), and a computer
//! seat answers a position the same way whatever was played and taken back before: its
//! dice come from the game's seed and the move's number, never from what it saw.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::ai::{Hint, Level, Policy, hint};
use crate::blue::SetupError;
use crate::game::{GameKind, NewGame, Table};

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "player", content = "level", rename_all = "snake_case")]
pub enum SeatPlayer {
    /// A person at this device (several people pass it round: hot-seat).
    Person,
    Computer(Level),
}

/// Everything a practice game is made from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeSetup {
    pub kind: GameKind,
    pub table: Table,
    /// One per seat, in seat order.
    pub seats: Vec<SeatPlayer>,
    /// Deals the cards and rolls every die of the game.
    pub seed: u64,
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

/// Why a practice game cannot do what was asked (nothing changes).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    #[error("{0}")]
    Setup(#[from] SetupError),
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

/// A practice game of one kind (`G`: the blue round, the orange round or the full game).
#[derive(Debug, Clone)]
pub struct Practice<G: Policy + NewGame> {
    setup: PracticeSetup,
    game: G,
    moves: Vec<PracticeMove>,
}

impl<G: Policy + NewGame> Practice<G> {
    /// A new game, dealt from the setup's seed.
    pub fn new(setup: PracticeSetup) -> Result<Practice<G>, PracticeError> {
        if setup.seats.len() != setup.table.players() {
            return Err(PracticeError::Seats {
                players: setup.table.players(),
                seats: setup.seats.len(),
            });
        }
        let game = G::new_game(Arc::new(setup.table.clone()), setup.seed)?;
        Ok(Practice {
            setup,
            game,
            moves: Vec::new(),
        })
    }

    /// A saved game: the setup and its moves, replayed and checked one by one.
    pub fn replay(
        setup: PracticeSetup,
        moves: &[PracticeMove],
    ) -> Result<Practice<G>, PracticeError> {
        let mut practice = Practice::<G>::new(setup)?;
        for (number, recorded) in moves.iter().enumerate() {
            let fail = |reason: String| PracticeError::Replay {
                number: number + 1,
                reason,
            };
            let seat = practice
                .game
                .current_player()
                .ok_or_else(|| fail("the game was already over".into()))?;
            if seat != recorded.seat {
                return Err(fail(format!(
                    "it was seat {seat}'s turn, not seat {}'s",
                    recorded.seat
                )));
            }
            let mut legal = Vec::new();
            practice.game.legal_actions(&mut legal);
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
            practice.game.apply(&action);
            practice.moves.push(recorded.clone());
        }
        Ok(practice)
    }

    pub fn setup(&self) -> &PracticeSetup {
        &self.setup
    }
    pub fn game(&self) -> &G {
        &self.game
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
        Some((seat, self.setup.seats.get(seat).copied()?))
    }

    /// Plays a person's move, named by its notation (as the legal plays print it).
    pub fn play(&mut self, seat: usize, action: &str) -> Result<&PracticeMove, PracticeError> {
        let (current, player) = self.to_play().ok_or(PracticeError::Over)?;
        if current != seat {
            return Err(PracticeError::NotYourTurn { seat, current });
        }
        if player != SeatPlayer::Person {
            return Err(PracticeError::ComputerSeat { seat });
        }
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        let index = legal
            .iter()
            .position(|a| a.to_string() == action.trim())
            .ok_or_else(|| PracticeError::Illegal {
                action: action.trim().to_owned(),
            })?;
        Ok(self.record(seat, index, legal[index]))
    }

    /// The computer's move, when a computer seat is to play: chosen at its level from
    /// its own information only, with dice from the game's seed and the move's number.
    pub fn play_computer(&mut self) -> Result<&PracticeMove, PracticeError> {
        let (seat, player) = self.to_play().ok_or(PracticeError::Over)?;
        let SeatPlayer::Computer(level) = player else {
            return Err(PracticeError::PersonSeat { seat });
        };
        let mut rng = self.move_rng();
        let action = level
            .ai()
            .choose(&self.game, &mut rng)
            .ok_or(PracticeError::Over)?;
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        let index =
            legal
                .iter()
                .position(|a| *a == action)
                .ok_or_else(|| PracticeError::Illegal {
                    action: action.to_string(),
                })?;
        Ok(self.record(seat, index, action))
    }

    /// The level's suggestion for a person's turn, with its reason.
    pub fn hint(&self, level: Level) -> Option<Hint<G::Action>> {
        let seat = self.game.current_player()?;
        hint::<G>(level, &self.game.info(seat), self.move_seed())
    }

    /// Takes back `seat`'s last move and everything played after it (the computer's
    /// answers): the game is replayed from its seed up to just before that move.
    pub fn take_back(&mut self, seat: usize) -> Result<usize, PracticeError> {
        let at = self
            .moves
            .iter()
            .rposition(|m| m.seat == seat)
            .ok_or(PracticeError::NothingToTakeBack { seat })?;
        let replayed = Practice::<G>::replay(self.setup.clone(), &self.moves[..at])?;
        let undone = self.moves.len() - at;
        *self = replayed;
        Ok(undone)
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

    /// The seed of the next move's decisions: the game's seed and the move's number.
    fn move_seed(&self) -> u64 {
        self.setup
            .seed
            .rotate_left(17)
            .wrapping_add((self.moves.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    fn move_rng(&self) -> crate::dice::GameRng {
        crate::dice::seeded_rng(self.move_seed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{BlueGame, FullGame, Game, OrangeGame};

    fn setup(kind: GameKind, players: usize, seats: Vec<SeatPlayer>, seed: u64) -> PracticeSetup {
        let table = Table::simple(players).expect("table");
        PracticeSetup {
            kind,
            table: (*table).clone(),
            seats,
            seed,
        }
    }

    /// Plays a game to its end: the person takes the first legal play.
    fn play_out<G: Policy + NewGame>(p: &mut Practice<G>) {
        while let Some((seat, player)) = p.to_play() {
            match player {
                SeatPlayer::Computer(_) => {
                    p.play_computer().expect("computer");
                }
                SeatPlayer::Person => {
                    let mut legal = Vec::new();
                    p.game().legal_actions(&mut legal);
                    let first = legal[0].to_string();
                    p.play(seat, &first).expect("person");
                }
            }
        }
    }

    #[test]
    fn a_saved_game_replays_to_the_same_position_and_score() {
        let seats = vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Easy),
            SeatPlayer::Computer(Level::Medium),
            SeatPlayer::Computer(Level::Easy),
        ];
        let s = setup(GameKind::Full, 4, seats, 11);
        let mut p = Practice::<FullGame>::new(s.clone()).expect("new");
        play_out(&mut p);
        let again = Practice::<FullGame>::replay(s, p.moves()).expect("replay");
        assert!(again.is_over());
        assert_eq!(again.game().returns(), p.game().returns());
        assert_eq!(again.game().report(), p.game().report());
    }

    #[test]
    fn a_take_back_gives_back_the_position_and_the_computer_answers_the_same() {
        let seats = vec![SeatPlayer::Person, SeatPlayer::Computer(Level::Medium)];
        let s = setup(GameKind::Blue, 2, seats, 5);
        let mut p = Practice::<BlueGame>::new(s).expect("new");
        // a few moves in, up to the person's turn
        while p.moves().len() < 6 || p.to_play().is_some_and(|(seat, _)| seat != 0) {
            match p.to_play() {
                Some((_, SeatPlayer::Computer(_))) => {
                    p.play_computer().expect("computer");
                }
                Some((seat, SeatPlayer::Person)) => {
                    let mut legal = Vec::new();
                    p.game().legal_actions(&mut legal);
                    let last = legal[legal.len() - 1].to_string();
                    p.play(seat, &last).expect("person");
                }
                None => break,
            }
        }
        let before = p.clone();
        let seat = p.to_play().expect("going on").0;
        assert_eq!(seat, 0);
        let mut legal = Vec::new();
        p.game().legal_actions(&mut legal);
        p.play(0, &legal[0].to_string()).expect("a move");
        let answer = p.play_computer().expect("answer").clone();
        // another try of the same move after a take-back: the same answer, and the
        // position is exactly the one before (nothing drawn since is known)
        assert_eq!(p.take_back(0).expect("take back"), 2);
        assert_eq!(format!("{:?}", p.game()), format!("{:?}", before.game()));
        p.play(0, &legal[0].to_string()).expect("again");
        assert_eq!(p.play_computer().expect("answer"), &answer);
        // a computer seat cannot be played by a person, nor a person by the computer
        assert!(matches!(
            p.play(1, "F1"),
            Err(PracticeError::NotYourTurn { .. } | PracticeError::ComputerSeat { .. })
        ));
    }

    #[test]
    fn a_tampered_save_is_refused_with_the_move() {
        let seats = vec![SeatPlayer::Computer(Level::Easy); 3];
        let s = setup(GameKind::Orange, 3, seats, 2);
        let mut p = Practice::<OrangeGame>::new(s.clone()).expect("new");
        for _ in 0..5 {
            p.play_computer().expect("computer");
        }
        let mut moves = p.moves().to_vec();
        moves[2].action = "E99@plate1".into();
        let err = Practice::<OrangeGame>::replay(s.clone(), &moves).expect_err("tampered");
        assert!(
            matches!(err, PracticeError::Replay { number: 3, .. }),
            "{err}"
        );
        moves[2] = p.moves()[2].clone();
        moves[3].index = 9_999;
        assert!(Practice::<OrangeGame>::replay(s, &moves).is_err());
    }
}
