//! A game of Farfalia against the computer: the kit's `Practice` dealt from a setup
//! (the names and house rules, who plays each seat, the seed), the game's log
//! (each move with the trick it completed and the deal it ended), and its end as the
//! score keeper reports it: the game written out as a sheet and scored by the score
//! keeper's own functions, so that the report is the one a table gets by hand.

use game_kit::ScoreSheet;
use game_kit::practice::{
    Dealt, Outcome, PracticeKind, PracticeMove, SeatPlayer, Session, SessionError,
};
use serde::{Deserialize, Serialize};

use crate::card::Subject;
use crate::play::action::Action;
use crate::play::record::DealRecord;
use crate::play::setup::{PlayOptions, PlaySetup, SetupError};
use crate::play::state::FarfaliaGame;
use crate::report::FarfaliaReport;

/// Everything a game against the computer is made from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FarfaliaPracticeSetup {
    /// The players, clockwise.
    pub names: Vec<String>,
    #[serde(default)]
    pub options: PlayOptions,
    /// One per seat, in seat order.
    pub seats: Vec<SeatPlayer>,
    /// Deals every card (and the first dealer, unless chosen) and seeds the computer's
    /// choices.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seed: u64,
}

impl FarfaliaPracticeSetup {
    fn play_setup(&self) -> PlaySetup {
        PlaySetup {
            names: self.names.clone(),
            options: self.options.clone(),
        }
    }
}

/// Why a game against the computer cannot do what was asked (nothing changes).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FarfaliaPracticeError {
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Session(#[from] SessionError),
    /// Taking the move back would undo the end of a deal: the next deal's cards were
    /// seen and could not be unseen.
    #[error("a new deal was dealt since that move: it cannot be taken back")]
    WouldShowCards,
}

/// One move of the log, with what it did at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FarfaliaLogged {
    /// The move's number in the game, from 1.
    pub number: u32,
    pub seat: usize,
    /// The move, or none for a move the viewing seat did not see (another dealer's
    /// two cards laid aside: «sans les faire voir aux autres»).
    pub action: Option<Action>,
    /// The deal it was played in, from 1.
    pub deal: usize,
    /// BURNIN': the family the joker played burns (public once played).
    pub joker: Option<Subject>,
    /// The seat that won the trick this move completed (the trick's last card).
    pub won_by: Option<usize>,
    /// The deal this move ended, scored.
    pub deal_end: Option<DealRecord>,
}

game_kit::practice_type! {
    /// A game against the computer: the kit's `Practice<FarfaliaGame>`, whose methods
    /// it has, with Farfalia's own log and report.
    pub FarfaliaPractice(FarfaliaGame)
}

/// How Farfalia is dealt for one person against the computer, and what a take-back
/// would unsee.
impl Dealt for FarfaliaGame {
    type Setup = FarfaliaPracticeSetup;
    type Refusal = FarfaliaPracticeError;

    fn deal(setup: &FarfaliaPracticeSetup) -> Result<FarfaliaGame, FarfaliaPracticeError> {
        Ok(FarfaliaGame::start(setup.play_setup(), setup.seed)?)
    }
    fn seats(setup: &FarfaliaPracticeSetup) -> &[SeatPlayer] {
        &setup.seats
    }
    fn seed(setup: &FarfaliaPracticeSetup) -> u64 {
        setup.seed
    }
    /// Nothing `seat` did not see before its last move was shown since: no deal ended
    /// (the next deal's cards), the proposition was not turned up (by the trump's call
    /// at five, or the last DOUBLE YOU choice at four), and no other seat played its
    /// BURNIN' joker (whose family it was is hidden until played). Taking the move back
    /// would let `seat` choose again knowing it. (The cards played to a trick were seen
    /// face up by everyone either way.)
    fn take_back_hides_nothing(
        _setup: &FarfaliaPracticeSetup,
        session: &Session<FarfaliaGame>,
        seat: usize,
    ) -> bool {
        let Some(at) = session.moves().iter().rposition(|m| m.seat == seat) else {
            return true;
        };
        let before = session.position_after(at);
        let now = session.game();
        let jokers_shown = (0..now.players()).any(|s| {
            s != seat && before.jokers_played()[s].is_none() && now.jokers_played()[s].is_some()
        });
        let proposition_turned = before.proposition().is_none() && now.proposition().is_some();
        let deal_ended = before.deal_number() != now.deal_number();
        !(deal_ended || proposition_turned || jokers_shown || session.is_over())
    }
    fn would_show_cards() -> FarfaliaPracticeError {
        FarfaliaPracticeError::WouldShowCards
    }
}

impl FarfaliaPractice {
    /// The game's log as `viewer` saw it (every move, the trick it completed and the
    /// deal it ended; another seat's discard hidden), or whole for `None` (a finished
    /// game's review).
    pub fn log(&self, viewer: Option<usize>) -> Vec<FarfaliaLogged> {
        let mut game = self.session().start().clone();
        let mut legal = Vec::new();
        let mut out = Vec::with_capacity(self.moves().len());
        for (i, recorded) in self.moves().iter().enumerate() {
            game.legal_moves_into(&mut legal);
            let Some(&action) = legal.get(recorded.index as usize) else {
                break;
            };
            let deal = game.deal_number();
            let last_card = matches!(action, Action::Play(_) | Action::Joker)
                && game.trick().len() + 1 == game.players();
            let deals_before = game.history().len();
            let joker = (action == Action::Joker)
                .then(|| game.joker(recorded.seat))
                .flatten();
            game.apply_legal(&action);
            out.push(FarfaliaLogged {
                number: i as u32 + 1,
                seat: recorded.seat,
                action: match action {
                    Action::Discard(..) if viewer.is_some_and(|v| v != recorded.seat) => None,
                    other => Some(other),
                },
                deal,
                joker,
                won_by: if last_card {
                    game.last_trick().map(|t| t.winner)
                } else {
                    None
                },
                deal_end: (game.history().len() > deals_before)
                    .then(|| game.history().last().cloned())
                    .flatten(),
            });
        }
        out
    }

    /// The game as the score keeper reports it (every deal played so far), or why its
    /// sheet does not score (which would be a fault of the engine, never of the player).
    pub fn sheet_report(&self) -> Result<FarfaliaReport, String> {
        self.game().to_sheet().score().map_err(|problems| {
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        })
    }

    /// How the game ended, once over: the score keeper's report of its sheet.
    pub fn report(&self) -> Option<FarfaliaReport> {
        if !self.is_over() {
            return None;
        }
        self.sheet_report().ok()
    }
}

impl PracticeKind for FarfaliaPractice {
    const KEY: &'static str = "farfalia";
    type Setup = FarfaliaPracticeSetup;
    type Report = FarfaliaReport;
    type Error = FarfaliaPracticeError;

    fn seats(setup: &FarfaliaPracticeSetup) -> &[SeatPlayer] {
        &setup.seats
    }
    fn names(setup: &FarfaliaPracticeSetup) -> Vec<String> {
        setup.names.clone()
    }
    fn replay(
        setup: &FarfaliaPracticeSetup,
        moves: &[PracticeMove],
    ) -> Result<Option<FarfaliaReport>, FarfaliaPracticeError> {
        Ok(FarfaliaPractice::replay(setup.clone(), moves)?.report())
    }
    /// Each seat's total (at four, the team's), and whether the seat is among the
    /// winners.
    fn outcome(setup: &FarfaliaPracticeSetup, report: &FarfaliaReport) -> Outcome {
        Outcome {
            points: (0..setup.names.len())
                .map(|s| report.totals.get(s).copied().unwrap_or(0))
                .collect(),
            won: setup
                .names
                .iter()
                .map(|n| report.winners.contains(n))
                .collect(),
        }
    }
    /// One person at the table; the others are the computer.
    fn people_allowed(people: usize) -> bool {
        people == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::LeaderBar;
    use crate::play::error::Phase;
    use game_kit::ai::Level;

    fn setup(players: usize, seed: u64) -> FarfaliaPracticeSetup {
        let mut seats = vec![SeatPlayer::Computer(Level::Easy); players];
        seats[0] = SeatPlayer::Person;
        FarfaliaPracticeSetup {
            names: (1..=players).map(|i| format!("P{i}")).collect(),
            options: PlayOptions::default(),
            seats,
            seed,
        }
    }

    fn play_out(p: &mut FarfaliaPractice) {
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
    fn a_saved_game_replays_and_ends_with_the_score_keepers_report() {
        for players in [4, 5] {
            let s = setup(players, 11);
            let mut p = FarfaliaPractice::new(s.clone()).expect("new");
            play_out(&mut p);
            let again = FarfaliaPractice::replay(s.clone(), p.moves()).expect("replay");
            assert!(again.is_over());
            let report = again.report().expect("over");
            assert!(report.finished);
            assert_eq!(report.totals, again.game().totals());
            let outcome = FarfaliaPractice::outcome(&s, &report);
            assert_eq!(outcome.points, again.game().totals());
            let winners = again.game().winners().expect("winners");
            for seat in 0..players {
                assert_eq!(outcome.won[seat], winners.contains(&seat));
            }
            // the log: one line per move, every trick's winner, every deal's end
            let log = again.log(None);
            assert_eq!(log.len(), p.moves().len());
            assert!(log.iter().all(|l| l.action.is_some()));
            // a seat never sees another dealer's discard in its log
            for line in again.log(Some(0)) {
                if let Some(Action::Discard(..)) = line.action {
                    assert_eq!(line.seat, 0);
                }
            }
            if players == 5 {
                assert!(again.log(Some(0)).iter().any(|l| l.action.is_none()));
            }
            let ends: Vec<_> = log.iter().filter_map(|l| l.deal_end.clone()).collect();
            assert_eq!(ends, again.game().history());
            let tricks = log.iter().filter(|l| l.won_by.is_some()).count();
            let per_deal = usize::from(again.game().rules().tricks());
            assert_eq!(tricks, per_deal * ends.len());
        }
    }

    #[test]
    fn a_take_back_stays_in_its_deal() {
        // the person does not deal: their moves are cards played
        let mut s = setup(5, 3);
        s.options.first_dealer = Some(1);
        let mut p = FarfaliaPractice::new(s).expect("new");
        // play until the person has moved twice in the first deal
        let mut person_moves = 0;
        while person_moves < 2 {
            let (seat, player) = p.to_play().expect("not over");
            if player == SeatPlayer::Person {
                let first = p.game().legal_moves()[0].to_string();
                p.play(seat, &first).expect("person");
                person_moves += 1;
            } else {
                p.play_computer().expect("computer");
            }
        }
        assert!(p.can_take_back());
        let before = p.moves().len();
        assert!(p.take_back(0).expect("back") >= 1);
        assert!(p.moves().len() < before);
        // to the end of the first deal: its last moves cannot be taken back once the
        // next deal is dealt
        while p.game().deal_number() == 1 {
            let (seat, player) = p.to_play().expect("not over");
            if player == SeatPlayer::Person {
                let first = p.game().legal_moves()[0].to_string();
                p.play(seat, &first).expect("person");
            } else {
                p.play_computer().expect("computer");
            }
        }
        let last_person = p.moves().iter().rposition(|m| m.seat == 0).expect("moved");
        if p.session().position_after(last_person).deal_number() == 1 {
            assert!(!p.can_take_back());
            assert_eq!(p.take_back(0), Err(FarfaliaPracticeError::WouldShowCards));
        }
    }

    /// Plays until seat 0 is to act in a phase `stop` accepts.
    fn until_person(p: &mut FarfaliaPractice, stop: impl Fn(Phase) -> bool) {
        while let Some((seat, player)) = p.to_play() {
            if player == SeatPlayer::Person && stop(p.game().phase()) {
                return;
            }
            if player == SeatPlayer::Person {
                let first = p.game().legal_moves()[0].to_string();
                p.play(seat, &first).expect("person");
            } else {
                p.play_computer().expect("computer");
            }
        }
    }

    #[test]
    fn a_take_back_never_unsees_the_proposition() {
        // five players, DOUBLE YOU: seat 0 decides before the dealer (seat 1) discards
        // and calls; by its first card the proposition is turned up
        let mut s = setup(5, 8);
        s.options.double_you = true;
        // (everyone is asked in the first deal: no one leads alone at 0)
        s.options.double_you_leader = LeaderBar::UniqueLeaderBarred;
        s.options.first_dealer = Some(1);
        let mut p = FarfaliaPractice::new(s).expect("new");
        until_person(&mut p, |ph| matches!(ph, Phase::DoubleYou { .. }));
        p.play(0, "no-double-you").expect("no joker");
        until_person(&mut p, |ph| matches!(ph, Phase::Play { .. }));
        assert!(p.game().proposition().is_some());
        assert!(!p.can_take_back());
        assert_eq!(p.take_back(0), Err(FarfaliaPracticeError::WouldShowCards));
        // the person deals: the call turns the proposition up, and stays made
        let mut s = setup(5, 9);
        s.options.first_dealer = Some(0);
        let mut p = FarfaliaPractice::new(s).expect("new");
        until_person(&mut p, |ph| matches!(ph, Phase::Trump { .. }));
        assert!(
            p.can_take_back(),
            "the discard can be taken back before the call"
        );
        p.play(0, "trump red").expect("call");
        assert!(p.game().proposition().is_some());
        assert!(!p.can_take_back());
        // four players: the last DOUBLE YOU choice turns the proposition up
        let mut turned = 0;
        for seed in 10..40 {
            let mut s = setup(4, seed);
            s.options.double_you = true;
            s.options.double_you_leader = LeaderBar::UniqueLeaderBarred;
            let mut p = FarfaliaPractice::new(s).expect("new");
            until_person(&mut p, |ph| matches!(ph, Phase::DoubleYou { .. }));
            if p.game().proposition().is_some() {
                continue;
            }
            p.play(0, "no-double-you").expect("no joker");
            if p.game().proposition().is_some() && p.game().deal_number() == 1 {
                assert!(!p.can_take_back(), "seed {seed}");
                turned += 1;
            }
        }
        assert!(turned > 0, "the person was the last to decide in some deal");
    }

    #[test]
    fn a_take_back_never_unsees_a_burnin_joker() {
        let mut refused = 0;
        for seed in 0..40 {
            let mut s = setup(5, seed);
            s.options.burnin = true;
            let mut p = FarfaliaPractice::new(s).expect("new");
            let mut last: Option<FarfaliaGame> = None;
            while let Some((seat, player)) = p.to_play() {
                if player == SeatPlayer::Person {
                    if let Some(before) = &last
                        && before.deal_number() == p.game().deal_number()
                        && (1..5).any(|o| {
                            before.jokers_played()[o].is_none()
                                && p.game().jokers_played()[o].is_some()
                        })
                    {
                        assert!(!p.can_take_back(), "seed {seed}: a joker would be unseen");
                        refused += 1;
                    }
                    last = Some(p.game().clone());
                    let first = p.game().legal_moves()[0].to_string();
                    p.play(seat, &first).expect("person");
                } else {
                    p.play_computer().expect("computer");
                }
            }
        }
        assert!(
            refused > 0,
            "a computer played its joker after a move of the person's"
        );
    }

    #[test]
    fn a_table_of_three_is_refused() {
        let s = setup(3, 1);
        assert!(matches!(
            FarfaliaPractice::new(s),
            Err(FarfaliaPracticeError::Setup(SetupError::Players {
                players: 3
            }))
        ));
        let mut s = setup(5, 1);
        s.seats.pop();
        assert!(matches!(
            FarfaliaPractice::new(s),
            Err(FarfaliaPracticeError::Session(SessionError::Seats { .. }))
        ));
    }
}
