//! A game of the 18th-century Papillon against the computer: the kit's `Practice`
//! dealt from a setup (names, house rules, who plays each seat, the seed) and, for a
//! later game of a sitting, what the game before handed on ([`Carry`]).
//! One saved game is one game of a sitting; "next game" starts another from this one's
//! carry, "same deal" another from the same setup.

use game_kit::practice::{Dealt, PracticeMove, SeatPlayer, Session, SessionError};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::deal::{Setup, SetupError};
use crate::events::{Event, Transfer, Transfers};
use crate::game_end::GameResult;
use crate::options::Options;
use crate::sitting::{Carry, CarryError};
use crate::state::ClassicGame;

/// Everything a game against the computer is made from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ClassicPracticeSetup {
    /// The players in playing order.
    pub names: Vec<String>,
    #[serde(default)]
    pub options: Options,
    /// One per seat, in seat order.
    pub seats: Vec<SeatPlayer>,
    /// Cuts for the dealer, deals every card and seeds the computer's choices.
    pub seed: u64,
    /// For a later game of a sitting: what the game before handed on.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub carry: Option<Carry>,
}

/// Why a game against the computer cannot do what was asked (nothing changes).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClassicPracticeError {
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Carry(#[from] CarryError),
    #[error("{0}")]
    Session(#[from] SessionError),
    /// Taking the move back would undo a new deal or another player's reveal: the cards
    /// seen since could not be unseen.
    #[error("cards were dealt or revealed since that move: it cannot be taken back")]
    WouldShowCards,
}

/// One event of a move, with the counters it moved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LoggedEvent {
    pub event: Event,
    pub transfers: Vec<Transfer>,
}

/// One line of a game's log: the deal (no seat, no move) or a move and what it did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LoggedMove {
    pub seat: Option<usize>,
    pub action: Option<Action>,
    pub events: Vec<LoggedEvent>,
}

fn log_into(out: &mut Vec<LoggedEvent>) -> impl FnMut(&Event, &Transfers) + '_ {
    |event, transfers| {
        out.push(LoggedEvent {
            event: event.clone(),
            transfers: transfers.to_vec(),
        })
    }
}

/// How a game against the computer ended: its number in the sitting, everyone's
/// counters before and after it, the pot left, and the engine's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ClassicPracticeReport {
    pub game: u32,
    pub start: Vec<i32>,
    pub counters: Vec<i32>,
    pub pot: i32,
    pub result: GameResult,
}

game_kit::practice_type! {
    /// A game against the computer: the kit's `Practice<ClassicGame>`, whose methods it
    /// has, with the 1756 game's own report, log and sitting.
    pub ClassicPractice(ClassicGame)
}

/// How the 1756 game is dealt for one person against the computer, and what a take-back
/// would unsee: a new deal, or another player's reveal, from the person's last move on
/// (the card a computer played from its hand, laid face up to capture, is seen either
/// way).
impl Dealt for ClassicGame {
    type Setup = ClassicPracticeSetup;
    type Refusal = ClassicPracticeError;

    fn deal(setup: &ClassicPracticeSetup) -> Result<ClassicGame, ClassicPracticeError> {
        first_position(setup, &mut |_, _| {})
    }
    fn seats(setup: &ClassicPracticeSetup) -> &[SeatPlayer] {
        &setup.seats
    }
    fn seed(setup: &ClassicPracticeSetup) -> u64 {
        setup.seed
    }
    fn take_back_hides_nothing(
        setup: &ClassicPracticeSetup,
        session: &Session<ClassicGame>,
        seat: usize,
    ) -> bool {
        let Some(at) = session.moves().iter().rposition(|m| m.seat == seat) else {
            return true;
        };
        let Ok(log) = history_of(setup, session.moves()) else {
            return false;
        };
        // the log's first line is the deal: move `at` is line `at + 1`
        log.iter().skip(at + 1).all(|line| {
            line.events.iter().all(|e| match &e.event {
                Event::Dealt { .. } => false,
                Event::Reveal { player, .. } => *player == seat,
                _ => true,
            })
        })
    }
    fn would_show_cards() -> ClassicPracticeError {
        ClassicPracticeError::WouldShowCards
    }
}

impl ClassicPractice {
    /// How the game ended, once over.
    pub fn report(&self) -> Option<ClassicPracticeReport> {
        let game = self.game();
        Some(ClassicPracticeReport {
            game: game.game_number(),
            start: game.start_counters().to_vec(),
            counters: game.counters().to_vec(),
            pot: game.pot(),
            result: game.result()?.clone(),
        })
    }

    /// The game's log: the cut (first game only) and the deal, then every move with its
    /// events and their counters.
    pub fn history(&self) -> Result<Vec<LoggedMove>, ClassicPracticeError> {
        history_of(self.setup(), self.moves())
    }

    /// The setup of the next game of the sitting, once this one is over: the same
    /// people, rules and seats, this game's carry, and `seed`.
    pub fn next_game(&self, seed: u64) -> Option<ClassicPracticeSetup> {
        let carry = self.game().carry()?;
        Some(ClassicPracticeSetup {
            carry: Some(carry),
            seed,
            ..self.setup().clone()
        })
    }
}

/// The 1756 game in the shared machinery of games against the computer (the store,
/// backups, the app): its setup, its report, and its moves replayed.
impl game_kit::practice::PracticeKind for ClassicPractice {
    const KEY: &'static str = "classic";
    type Setup = ClassicPracticeSetup;
    type Report = ClassicPracticeReport;
    type Error = ClassicPracticeError;

    fn seats(setup: &ClassicPracticeSetup) -> &[SeatPlayer] {
        &setup.seats
    }
    fn names(setup: &ClassicPracticeSetup) -> Vec<String> {
        setup.names.clone()
    }
    fn replay(
        setup: &ClassicPracticeSetup,
        moves: &[PracticeMove],
    ) -> Result<Option<ClassicPracticeReport>, ClassicPracticeError> {
        Ok(ClassicPractice::replay(setup.clone(), moves)?.report())
    }
    /// The counters each seat won or lost in the game, and who won it (went out first).
    fn outcome(
        setup: &ClassicPracticeSetup,
        report: &ClassicPracticeReport,
    ) -> game_kit::practice::Outcome {
        let seats = 0..setup.seats.len();
        game_kit::practice::Outcome {
            points: seats
                .clone()
                .map(|s| {
                    i64::from(report.counters.get(s).copied().unwrap_or(0))
                        - i64::from(report.start.get(s).copied().unwrap_or(0))
                })
                .collect(),
            won: seats.map(|s| report.result.winner == Some(s)).collect(),
        }
    }
    /// One person against the computer: the game's screens and words are the
    /// person's, and a take-back undoes that person's move.
    fn people_allowed(people: usize) -> bool {
        people == 1
    }
}

/// The log of a game from its setup and moves (see [`ClassicPractice::history`]).
fn history_of(
    setup: &ClassicPracticeSetup,
    moves: &[PracticeMove],
) -> Result<Vec<LoggedMove>, ClassicPracticeError> {
    let mut events = Vec::new();
    let mut game = first_position(setup, &mut log_into(&mut events))?;
    let mut log = vec![LoggedMove {
        seat: None,
        action: None,
        events,
    }];
    let mut legal = Vec::new();
    for recorded in moves {
        game.legal_moves_into(&mut legal);
        let Some(&action) = legal.get(recorded.index as usize) else {
            break;
        };
        let mut events = Vec::new();
        game.apply_legal(&action, &mut log_into(&mut events));
        log.push(LoggedMove {
            seat: Some(recorded.seat),
            action: Some(action),
            events,
        });
    }
    Ok(log)
}

/// The position before the first move: the first game of a sitting (cut, deal,
/// stakes) or a later one from its carry.
fn first_position(
    setup: &ClassicPracticeSetup,
    sink: &mut impl FnMut(&Event, &Transfers),
) -> Result<ClassicGame, ClassicPracticeError> {
    let rules = Setup::new(setup.names.clone(), setup.options.clone())?;
    if setup.seats.len() != rules.players() {
        return Err(SessionError::Seats {
            players: rules.players(),
            seats: setup.seats.len(),
        }
        .into());
    }
    Ok(match &setup.carry {
        None => ClassicGame::start(rules, setup.seed, sink)?,
        Some(carry) => ClassicGame::continue_sitting(rules, carry, setup.seed, sink)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_kit::ai::Level;

    fn setup(seats: Vec<SeatPlayer>, seed: u64) -> ClassicPracticeSetup {
        ClassicPracticeSetup {
            names: (1..=seats.len()).map(|i| format!("P{i}")).collect(),
            options: Options::default(),
            seats,
            seed,
            carry: None,
        }
    }

    fn play_out(p: &mut ClassicPractice) {
        while let Some((seat, player)) = p.to_play() {
            match player {
                SeatPlayer::Computer(_) => {
                    p.play_computer().expect("computer");
                }
                SeatPlayer::Person => {
                    let first = p.game().legal_moves()[0].to_string();
                    p.play(seat, &first).expect("person");
                }
            }
        }
    }

    #[test]
    fn a_saved_game_replays_and_the_sitting_goes_on_with_its_counters() {
        let seats = vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Medium),
            SeatPlayer::Computer(Level::Easy),
        ];
        let s = setup(seats, 7);
        let mut p = ClassicPractice::new(s.clone()).expect("new");
        play_out(&mut p);
        let again = ClassicPractice::replay(s, p.moves()).expect("replay");
        assert!(again.is_over());
        assert_eq!(again.game().counters(), p.game().counters());
        assert_eq!(again.game().result(), p.game().result());
        // the log has the deal and every move, and its transfers add up to the counters
        let log = again.history().expect("history");
        assert_eq!(log.len(), p.moves().len() + 1);
        assert!(log[0].seat.is_none() && !log[0].events.is_empty());
        // the next game starts from this one's counters and pot
        let next = ClassicPractice::new(p.next_game(8).expect("over")).expect("next");
        assert_eq!(next.game().game_number(), 2);
        assert_eq!(next.game().start_counters(), p.game().counters());
        assert_eq!(next.game().dealer(), (p.game().dealer() + 1) % 3);
        let total: i32 = next.game().counters().iter().sum::<i32>() + next.game().pot();
        assert_eq!(total, 60);
        // a damaged carry is refused, not dealt
        let mut bad = p.next_game(8).expect("over");
        if let Some(c) = bad.carry.as_mut() {
            c.counters[0] += 5;
        }
        assert!(matches!(
            ClassicPractice::new(bad),
            Err(ClassicPracticeError::Carry(CarryError::Total { .. }))
        ));
    }

    #[test]
    fn a_take_back_returns_to_the_position_and_the_computer_answers_the_same() {
        let seats = vec![
            SeatPlayer::Computer(Level::Hard),
            SeatPlayer::Person,
            // expert answers the person, reading the person's capture from its memory
            SeatPlayer::Computer(Level::Expert),
            SeatPlayer::Computer(Level::Easy),
        ];
        let mut p = ClassicPractice::new(setup(seats, 21)).expect("new");
        // up to the person's turn with a real choice
        loop {
            match p.to_play() {
                Some((_, SeatPlayer::Computer(_))) => {
                    p.play_computer().expect("computer");
                }
                Some((seat, SeatPlayer::Person)) if p.game().legal_moves().len() > 1 => {
                    assert_eq!(seat, 1);
                    break;
                }
                Some((seat, SeatPlayer::Person)) => {
                    let only = p.game().legal_moves()[0].to_string();
                    p.play(seat, &only).expect("person");
                }
                None => panic!("the game ended before a choice"),
            }
        }
        let before = p.game().clone();
        let hint = p.hint(Level::Expert).expect("a hint");
        let last = p.game().legal_moves().last().expect("moves").to_string();
        p.play(1, &last).expect("a move");
        let answer = p.play_computer().expect("answer").clone();
        assert!(p.can_take_back());
        assert_eq!(p.take_back(1).expect("back"), 2);
        assert_eq!(p.game(), &before);
        assert_eq!(p.hint(Level::Expert).expect("same hint"), hint);
        p.play(1, &last).expect("again");
        assert_eq!(p.play_computer().expect("answer"), &answer);
        // a move out of turn is refused, and one not in the list
        let waiting = p.to_play().expect("going on").0;
        let other = (waiting + 1) % 4;
        assert!(matches!(
            p.play(other, "reveal"),
            Err(SessionError::NotYourTurn { .. } | SessionError::ComputerSeat { .. })
        ));
    }

    #[test]
    fn a_move_followed_by_a_new_deal_or_a_reveal_cannot_be_taken_back() {
        let seats = vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Easy),
            SeatPlayer::Computer(Level::Easy),
        ];
        let mut p = ClassicPractice::new(setup(seats, 11)).expect("new");
        let mut refused = 0;
        let mut allowed = 0;
        while let Some((seat, player)) = p.to_play() {
            if let SeatPlayer::Person = player {
                // what a take-back would undo, if the person's last move were undone now
                if let Some(at) = p.moves().iter().rposition(|m| m.seat == seat) {
                    let log = p.history().expect("log");
                    let shows = log.iter().skip(at + 1).any(|l| {
                        l.events.iter().any(|e| {
                            matches!(e.event, Event::Dealt { .. })
                                || matches!(e.event, Event::Reveal { player, .. } if player != seat)
                        })
                    });
                    assert_eq!(p.can_take_back(), !shows);
                    let mut copy = p.clone();
                    if shows {
                        refused += 1;
                        assert!(matches!(
                            copy.take_back(seat),
                            Err(ClassicPracticeError::WouldShowCards)
                        ));
                        assert_eq!(copy.moves(), p.moves(), "nothing changed");
                    } else {
                        allowed += 1;
                        copy.take_back(seat).expect("a take-back");
                    }
                }
                let first = p.game().legal_moves()[0].to_string();
                p.play(seat, &first).expect("person");
            } else {
                p.play_computer().expect("computer");
            }
        }
        assert!(
            refused > 0 && allowed > 0,
            "{refused} refused, {allowed} allowed"
        );
    }

    #[test]
    fn a_tampered_save_or_a_wrong_table_is_refused() {
        let seats = vec![SeatPlayer::Computer(Level::Easy); 3];
        let s = setup(seats.clone(), 3);
        let mut p = ClassicPractice::new(s.clone()).expect("new");
        for _ in 0..4 {
            p.play_computer().expect("computer");
        }
        let mut moves = p.moves().to_vec();
        moves[2].action = "KS:KH".into();
        assert!(matches!(
            ClassicPractice::replay(s.clone(), &moves),
            Err(ClassicPracticeError::Session(SessionError::Replay {
                number: 3,
                ..
            }))
        ));
        let mut four = s.clone();
        four.names.push("P4".into());
        assert!(matches!(
            ClassicPractice::new(four),
            Err(ClassicPracticeError::Session(SessionError::Seats {
                players: 4,
                seats: 3
            }))
        ));
        let mut two = setup(seats[..2].to_vec(), 3);
        two.names.truncate(2);
        assert!(matches!(
            ClassicPractice::new(two),
            Err(ClassicPracticeError::Setup(SetupError::PlayerCount {
                count: 2
            }))
        ));
    }
}
