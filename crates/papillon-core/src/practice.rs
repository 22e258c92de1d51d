//! A digital game against the computer (practice): who sits where (people and computer
//! levels), the seed that deals everything, and the moves played, each recorded by its
//! place in the engine's list of legal actions and checked by its notation. A game is
//! always rebuilt by replaying its moves from the seed, so a saved game resumes exactly,
//! a take-back is a replay of fewer moves (nothing drawn since can show), and a computer
//! seat answers a position the same way whatever was played and taken back before: its
//! dice come from the game's seed and the move's number, never from what it saw.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::ai::{Heuristics, Level};
use crate::blue::{BlueAction, BlueRound, BlueState, SetupError};
use crate::dice::Contest;
use crate::game::{BlueGame, FullAction, FullGame, GameKind, OrangeGame, PapillonGame, Table};
use crate::orange::{OrangeAction, OrangeRound, OrangeState};

use game_kit::practice::{Dealt, Session, SessionError};
pub use game_kit::practice::{PracticeMove, SeatPlayer};

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
    #[error("this move cannot be taken back: cards were dealt or drawn since")]
    WouldShowCards,
}

impl From<SessionError> for PracticeError {
    fn from(e: SessionError) -> PracticeError {
        match e {
            SessionError::Seats { players, seats } => PracticeError::Seats { players, seats },
            SessionError::Over => PracticeError::Over,
            SessionError::NotYourTurn { seat, current } => {
                PracticeError::NotYourTurn { seat, current }
            }
            SessionError::ComputerSeat { seat } => PracticeError::ComputerSeat { seat },
            SessionError::PersonSeat { seat } => PracticeError::PersonSeat { seat },
            SessionError::Illegal { action } => PracticeError::Illegal { action },
            SessionError::Replay { number, reason } => PracticeError::Replay { number, reason },
            SessionError::NothingToTakeBack { seat } => PracticeError::NothingToTakeBack { seat },
        }
    }
}

/// A practice game of one kind (`G`: the blue round, the orange round or the full game):
/// the family's game against the computer (`game_kit::practice::Practice`) dealt from a
/// Papillon setup. A take-back is refused with [`PracticeError::WouldShowCards`] when, from the
/// person's last move on, they were dealt or drew a card they did not hold before it:
/// the orange hands dealt at the end of the blue round, a card drawn from the pile, the
/// Papillon's three, a Chat Noir's draw. The person has seen those cards; replaying the
/// move would let them play it again knowing them (docs/app.md, "Playing against the
/// computer"; the 1756 game and Farfalia refuse it the same way).
pub type Practice<G> = game_kit::practice::Practice<G>;

/// The first position of a setup: its table dealt from its seed.
fn deal<G: Heuristics + PapillonGame>(setup: &PracticeSetup) -> Result<G, PracticeError> {
    if setup.seats.len() != setup.table.players() {
        return Err(PracticeError::Seats {
            players: setup.table.players(),
            seats: setup.seats.len(),
        });
    }
    Ok(G::new_game(Arc::new(setup.table.clone()), setup.seed)?)
}

/// Each kind dealt from a Papillon setup, a take-back refused when no position from the
/// person's last move on hides every card it shows them.
macro_rules! dealt_from_a_setup {
    ($($game:ty),*) => {$(
        impl Dealt for $game {
            type Setup = PracticeSetup;
            type Refusal = PracticeError;
            fn deal(setup: &PracticeSetup) -> Result<$game, PracticeError> {
                deal(setup)
            }
            fn seats(setup: &PracticeSetup) -> &[SeatPlayer] {
                &setup.seats
            }
            fn seed(setup: &PracticeSetup) -> u64 {
                setup.seed
            }
            fn take_back_hides_nothing(
                _setup: &PracticeSetup,
                session: &Session<$game>,
                seat: usize,
            ) -> bool {
                session.take_back_hides_nothing(seat, |from, later| {
                    shows_new_cards(from, later, seat)
                })
            }
            fn would_show_cards() -> PracticeError {
                PracticeError::WouldShowCards
            }
        }
    )*};
}

dealt_from_a_setup!(BlueGame, OrangeGame, FullGame);

/// Whether `later` puts in `seat`'s hand a card its hand did not hold in `from`: a hand
/// of the next round (the orange deal after the blue round), or a card drawn.
fn shows_new_cards<G: PracticeGame>(from: &G, later: &G, seat: usize) -> bool {
    match (from.position(), later.position()) {
        (Position::Blue(a), Position::Blue(b)) => !b.hand(seat).is_subset(a.hand(seat)),
        (Position::Orange(a), Position::Orange(b)) => {
            let (was, now) = (a.hand(seat), b.hand(seat));
            !(now.orange.is_subset(was.orange) && now.blue.is_subset(was.blue))
        }
        // the orange hands were dealt since
        (Position::Blue(_), Position::Orange(_)) => true,
        (Position::Orange(_), Position::Blue(_)) => false,
    }
}

/// Replays a saved game of any kind from its setup and moves (every move checked): its
/// score when it is over. For reading games back from a file.
pub fn replay_report(
    setup: &PracticeSetup,
    moves: &[PracticeMove],
) -> Result<Option<crate::ScoreReport>, PracticeError> {
    Ok(match setup.kind {
        GameKind::Blue => Practice::<BlueGame>::replay(setup.clone(), moves)?
            .game()
            .report(),
        GameKind::Orange => Practice::<OrangeGame>::replay(setup.clone(), moves)?
            .game()
            .report(),
        GameKind::Full => Practice::<FullGame>::replay(setup.clone(), moves)?
            .game()
            .report(),
    })
}

/// The modern Papillon in the shared machinery of games against the computer (the
/// store, backups, the app): a setup of any kind (blue, orange, full), its moves
/// replayed through [`replay_report`], its end the scorer's report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Modern;

impl game_kit::practice::PracticeKind for Modern {
    const KEY: &'static str = "papillon";
    type Setup = PracticeSetup;
    type Report = crate::ScoreReport;
    type Error = PracticeError;

    fn seats(setup: &PracticeSetup) -> &[SeatPlayer] {
        &setup.seats
    }
    fn names(setup: &PracticeSetup) -> Vec<String> {
        setup.table.names.clone()
    }
    fn replay(
        setup: &PracticeSetup,
        moves: &[PracticeMove],
    ) -> Result<Option<crate::ScoreReport>, PracticeError> {
        replay_report(setup, moves)
    }
    /// Each seat's side's total, and whether that side placed first (partners share
    /// both).
    fn outcome(setup: &PracticeSetup, report: &crate::ScoreReport) -> game_kit::practice::Outcome {
        let side = |name: &String| report.sides.iter().find(|s| s.members.contains(name));
        game_kit::practice::Outcome {
            points: setup
                .table
                .names
                .iter()
                .map(|n| side(n).map_or(0, |s| i64::from(s.total)))
                .collect(),
            won: setup
                .table
                .names
                .iter()
                .map(|n| side(n).is_some_and(|s| s.place == 1))
                .collect(),
        }
    }
}

/// Where a game stands, as a table shows it: a blue position or an orange one.
#[derive(Debug, Clone, Copy)]
pub enum Position<'a> {
    Blue(&'a BlueState),
    Orange(&'a OrangeState),
}

/// A move of either round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundMove {
    Blue(BlueAction),
    Orange(OrangeAction),
}

/// A game of Papillon that can be practised against the computer (the blue round, the
/// orange round, the full game), seen round by round: what the table shows now, and
/// each move as a move of its round. The app draws any kind through this.
pub trait PracticeGame:
    Heuristics + PapillonGame + Dealt<Setup = PracticeSetup, Refusal = PracticeError>
{
    fn position(&self) -> Position<'_>;
    fn round_move(action: &Self::Action) -> RoundMove;
    /// The blue round's score once it is over inside a full game (none otherwise).
    fn blue_report(&self) -> Option<crate::ScoreReport> {
        None
    }
}

impl PracticeGame for BlueGame {
    fn position(&self) -> Position<'_> {
        Position::Blue(&self.state)
    }
    fn round_move(action: &BlueAction) -> RoundMove {
        RoundMove::Blue(*action)
    }
}

impl PracticeGame for OrangeGame {
    fn position(&self) -> Position<'_> {
        Position::Orange(&self.state)
    }
    fn round_move(action: &OrangeAction) -> RoundMove {
        RoundMove::Orange(*action)
    }
}

impl PracticeGame for FullGame {
    fn position(&self) -> Position<'_> {
        match &self.stage {
            crate::game::full::Stage::Blue { state, .. } => Position::Blue(state),
            crate::game::full::Stage::Orange { state, .. } => Position::Orange(state),
        }
    }
    fn blue_report(&self) -> Option<crate::ScoreReport> {
        match &self.stage {
            crate::game::full::Stage::Orange { blue, .. } => {
                crate::game::score::settle(&self.table, Some(blue), None, self.dice_seed).ok()
            }
            crate::game::full::Stage::Blue { .. } => None,
        }
    }
    fn round_move(action: &FullAction) -> RoundMove {
        match action {
            FullAction::Blue(a) => RoundMove::Blue(*a),
            FullAction::Orange(a) => RoundMove::Orange(*a),
        }
    }
}

/// The start roll of a practice game's first round, as its seed rolls it (the same
/// roll the engine makes when it deals: highest starts the blue round, lowest the
/// orange one). It does not depend on the teams, so it can be shown — and, with five
/// players, its winner can pick partners — before the table is complete.
pub fn start_roll(
    kind: GameKind,
    players: usize,
    seed: u64,
) -> Result<Option<Contest<usize>>, SetupError> {
    let table = Table::simple(players)?;
    Ok(match kind {
        GameKind::Blue | GameKind::Full => {
            BlueRound::new(crate::game::blue::config_for(&table, seed)?)?
                .start_roll()
                .cloned()
        }
        GameKind::Orange => OrangeRound::new(crate::game::orange::config_for(
            &table,
            seed ^ crate::game::orange::ORANGE_DEAL,
        )?)?
        .start_roll()
        .cloned(),
    })
}

/// The two partners a computer that won the five-player start roll picks: the strongest
/// players (expert, then hard or a person, then medium, then easy), the nearer seats
/// after its own first when equal.
pub fn computer_partners(seats: &[SeatPlayer], picker: usize) -> Option<[usize; 2]> {
    let strength = |p: SeatPlayer| match p {
        SeatPlayer::Computer(Level::Expert) => 0,
        SeatPlayer::Computer(Level::Hard) | SeatPlayer::Person => 1,
        SeatPlayer::Computer(Level::Medium) => 2,
        SeatPlayer::Computer(Level::Easy) => 3,
    };
    let n = seats.len();
    let mut others: Vec<usize> = (1..n).map(|d| (picker + d) % n).collect();
    others.sort_by_key(|&s| strength(seats[s]));
    match others.as_slice() {
        [a, b, ..] => Some([*a, *b]),
        _ => None,
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
    fn play_out<G: PracticeGame>(p: &mut Practice<G>) {
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
        // a finished game is kept as it ended: nothing to take back
        assert!(!p.can_take_back());
        assert!(matches!(p.take_back(0), Err(PracticeError::Over)));
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
            Err(SessionError::NotYourTurn { .. } | SessionError::ComputerSeat { .. })
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

    #[test]
    fn the_start_roll_shown_is_the_one_that_decides_who_starts() {
        for players in 2..=5 {
            for seed in 0..20 {
                let seats = vec![SeatPlayer::Computer(Level::Easy); players];
                for kind in [GameKind::Blue, GameKind::Orange, GameKind::Full] {
                    let roll = start_roll(kind, players, seed)
                        .expect("roll")
                        .expect("a start roll");
                    let s = setup(kind, players, seats.clone(), seed);
                    let first = match kind {
                        GameKind::Blue => Practice::<BlueGame>::new(s).expect("new").to_play(),
                        GameKind::Orange => Practice::<OrangeGame>::new(s).expect("new").to_play(),
                        GameKind::Full => Practice::<FullGame>::new(s).expect("new").to_play(),
                    };
                    assert_eq!(first.map(|(seat, _)| seat), Some(roll.winner), "{kind:?}");
                }
            }
        }
    }

    #[test]
    fn a_computer_picks_the_strongest_partners() {
        use SeatPlayer::*;
        let seats = [
            Computer(Level::Medium),
            Person,
            Computer(Level::Easy),
            Computer(Level::Expert),
            Computer(Level::Hard),
        ];
        assert_eq!(computer_partners(&seats, 0), Some([3, 1]));
        assert_eq!(computer_partners(&seats, 3), Some([4, 1]));
        assert_eq!(computer_partners(&seats[..1], 0), None);
    }
}

#[cfg(test)]
mod take_back_tests {
    use super::*;
    use crate::game::{FullGame, Game, OrangeGame};
    use crate::orange::Hand;

    fn practice<G: PracticeGame>(kind: GameKind, seed: u64) -> Practice<G> {
        let table = Table::simple(3).expect("table");
        let seats = vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Easy),
            SeatPlayer::Computer(Level::Easy),
        ];
        Practice::new(PracticeSetup {
            kind,
            table: (*table).clone(),
            seats,
            seed,
        })
        .expect("new")
    }

    /// The computers' moves up to the person's turn (or the end).
    fn computers<G: PracticeGame>(p: &mut Practice<G>) {
        while let Some((_, SeatPlayer::Computer(_))) = p.to_play() {
            p.play_computer().expect("computer");
        }
    }

    fn orange_hand<G: PracticeGame>(p: &Practice<G>) -> Option<Hand> {
        match p.game().position() {
            Position::Orange(state) => Some(state.hand(0)),
            Position::Blue(_) => None,
        }
    }

    /// Issue 50, item 25: the orange hands dealt after the person's last blue move make
    /// that move impossible to take back.
    #[test]
    fn the_last_blue_move_cannot_be_taken_back_once_the_orange_hands_are_dealt() {
        for seed in 1..=4 {
            let mut p = practice::<FullGame>(GameKind::Full, seed);
            let mut checked_blue = false;
            while orange_hand(&p).is_none() {
                computers(&mut p);
                if orange_hand(&p).is_some() || p.is_over() {
                    break;
                }
                let mut legal = Vec::new();
                p.game().legal_actions(&mut legal);
                p.play(0, &legal[legal.len() - 1].to_string())
                    .expect("person");
                // inside the blue round nothing new reaches a hand: a take-back is allowed
                if orange_hand(&p).is_none() && !checked_blue {
                    let mut again = p.clone();
                    computers(&mut again);
                    if orange_hand(&again).is_none() {
                        assert!(again.can_take_back());
                        again.take_back(0).expect("a blue take-back");
                        checked_blue = true;
                    }
                }
            }
            assert!(
                orange_hand(&p).is_some(),
                "seed {seed}: the orange round began"
            );
            assert!(checked_blue, "seed {seed}: a blue take-back was tried");
            assert!(!p.can_take_back(), "seed {seed}");
            let moves = p.moves().len();
            assert_eq!(p.take_back(0), Err(PracticeError::WouldShowCards));
            assert_eq!(
                p.moves().len(),
                moves,
                "a refused take-back changes nothing"
            );
        }
    }

    /// In the orange round, a take-back is refused exactly when a card reached the
    /// person's hand since their last move (a draw, the Papillon's three, a Chat Noir's
    /// draw), and allowed otherwise; seen from the hands at the person's turns.
    #[test]
    fn an_orange_take_back_is_refused_exactly_when_a_card_was_drawn_since() {
        let (mut refused, mut allowed) = (0, 0);
        for seed in 1..=6 {
            let mut p = practice::<OrangeGame>(GameKind::Orange, seed);
            computers(&mut p);
            let mut turn = 0usize;
            while !p.is_over() {
                let before = orange_hand(&p).expect("orange");
                let mut legal = Vec::new();
                p.game().legal_actions(&mut legal);
                // the person mixes their choices, so that draws come as well as plays
                let pick = legal[(turn * 7 + seed as usize) % legal.len()].to_string();
                p.play(0, &pick).expect("person");
                computers(&mut p);
                turn += 1;
                if p.is_over() {
                    break;
                }
                let now = orange_hand(&p).expect("orange");
                let drew =
                    !(now.orange.is_subset(before.orange) && now.blue.is_subset(before.blue));
                let mut again = p.clone();
                assert_eq!(again.can_take_back(), !drew, "seed {seed}, turn {turn}");
                if drew {
                    assert_eq!(again.take_back(0), Err(PracticeError::WouldShowCards));
                    refused += 1;
                } else {
                    again.take_back(0).expect("nothing drawn: allowed");
                    assert_eq!(orange_hand(&again), Some(before));
                    allowed += 1;
                }
            }
        }
        assert!(
            refused > 0 && allowed > 0,
            "refused {refused}, allowed {allowed}"
        );
    }
}
