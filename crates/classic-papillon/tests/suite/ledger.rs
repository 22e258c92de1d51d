//! The counter keeper's ledger: entries told by cards or by events, every kind of bad
//! ledger refused with the entry and the player named, and whole sittings played by the
//! state machine, written down as ledgers and replayed to the same counters.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::capture::Refusal;
use classic_papillon::ledger::{Impossible, Ledger, LedgerProblem, Recorder};
use classic_papillon::options::{Debt, Options};
use classic_papillon::{ClassicGame, Setup};
use game_kit::{Game, ScoreSheet, SheetReport, seeded_rng};
use rand::RngExt;

fn ledger(entries: &str) -> Ledger {
    serde_json::from_str(&format!(
        r#"{{ "players": ["Ana", "Ben", "Cleo"], "dealer": "Cleo", "entries": [{entries}] }}"#
    ))
    .unwrap()
}

fn problems(entries: &str) -> Vec<LedgerProblem> {
    ledger(entries).score().unwrap_err()
}

fn counters(entries: &str) -> (Vec<i32>, i32) {
    let report = ledger(entries).score().unwrap_or_else(|p| panic!("{p:?}"));
    (report.counters, report.pot)
}

/// Everyone reveals in the last deal, Cleo last.
const ALL_REVEAL: &str = r#"{"entry":"reveal","player":"Ana","cards":3},{"entry":"reveal","player":"Ben","cards":3},{"entry":"reveal","player":"Cleo","cards":3}"#;

const TO_LAST: &str = r#"{"entry":"deal"},{"entry":"deal"},{"entry":"deal"},{"entry":"deal"}"#;

#[test]
fn a_capture_told_by_its_cards_or_by_its_bonuses_pays_the_same() {
    let by_cards =
        counters(r#"{"entry":"capture","player":"Ben","card":"3","took":["A","A","A"]}"#);
    let by_event = counters(
        r#"{"entry":"capture","player":"Ben","aces":3,"pure":true,"klein_papillon":true}"#,
    );
    // "mit einer 3 drei Asse, dann 6 Zählsteine" + Klein-Papillon: 7 from each
    assert_eq!(by_cards, (vec![12, 33, 12], 3));
    assert_eq!(by_event, by_cards);
    // pure three aces imply the three cards of a Klein-Papillon
    assert_eq!(
        counters(r#"{"entry":"capture","player":"Ben","aces":3,"pure":true}"#),
        by_cards
    );
    // "Ana took an ace": one from each
    assert_eq!(
        counters(r#"{"entry":"capture","player":"Ana","aces":1}"#),
        (vec![21, 18, 18], 3)
    );
    // a plain capture changes nothing
    assert_eq!(
        counters(r#"{"entry":"capture","player":"Ana","card":"7","took":["7"]}"#),
        (vec![19, 19, 19], 3)
    );
}

#[test]
fn illegal_captures_are_refused_with_the_referee_s_reason() {
    let p = problems(r#"{"entry":"capture","player":"Ana","card":"5","took":["5","5"]}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::IllegalCapture { entry: 0, player, reason: Refusal::MoreThanOneMatched { .. } }] if player == "Ana"
    ));
    let p = problems(r#"{"entry":"capture","player":"Ana","card":"K","took":["Q"]}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::IllegalCapture {
            reason: Refusal::FaceOnlyBySameFace { .. },
            ..
        }]
    ));
    let p = problems(r#"{"entry":"capture","player":"Ana","card":"9","took":["4","4"]}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::IllegalCapture {
            reason: Refusal::SumWrong {
                sum: 8,
                value: 9,
                ..
            },
            ..
        }]
    ));
    let p = problems(r#"{"entry":"capture","player":"Ana","card":"A","took":["A","A","A","A"]}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::MoreThanFour { count: 5, .. }]
    ));
    let p = problems(r#"{"entry":"capture","player":"Ana","card":"2","took":["A","A"],"aces":2}"#);
    assert_eq!(
        p,
        [LedgerProblem::ToldTwice {
            entry: 0,
            player: "Ana".into()
        }]
    );
    let p = problems(r#"{"entry":"capture","player":"Ana","took":["A"]}"#);
    assert_eq!(
        p,
        [LedgerProblem::NoCardPlayed {
            entry: 0,
            player: "Ana".into()
        }]
    );
    let p = problems(r#"{"entry":"capture","player":"Ana","pure":true}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::ImpossibleCapture {
            why: Impossible::PureWithoutAces,
            ..
        }]
    ));
    let p = problems(r#"{"entry":"capture","player":"Ana","haneton":true,"klein_papillon":true}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::ImpossibleCapture {
            why: Impossible::BothThrees,
            ..
        }]
    ));
}

#[test]
fn events_impossible_at_that_point_are_refused() {
    // a Klein-Papillon in the last round
    let p = problems(&format!(
        r#"{TO_LAST},{{"entry":"capture","player":"Ana","klein_papillon":true}}"#
    ));
    assert_eq!(
        p,
        [LedgerProblem::KleinPapillonInLastRound {
            entry: 4,
            player: "Ana".into()
        }]
    );
    // a reveal by someone who already revealed
    let p = problems(
        r#"{"entry":"reveal","player":"Ben","cards":2},{"entry":"reveal","player":"Ben","cards":1}"#,
    );
    assert_eq!(
        p,
        [LedgerProblem::AlreadyRevealed {
            entry: 1,
            player: "Ben".into()
        }]
    );
    // ... but in the next deal Ben has cards again
    counters(
        r#"{"entry":"reveal","player":"Ben","cards":3},{"entry":"deal"},{"entry":"reveal","player":"Ben","cards":3}"#,
    );
    // a capture by a revealer
    let p = problems(
        r#"{"entry":"reveal","player":"Ben","cards":3},{"entry":"capture","player":"Ben","aces":1}"#,
    );
    assert_eq!(
        p,
        [LedgerProblem::AlreadyRevealed {
            entry: 1,
            player: "Ben".into()
        }]
    );
    // four captures from a hand of three
    let four = r#"{"entry":"capture","player":"Ana","aces":1}"#;
    let p = problems(&[four; 4].join(","));
    assert_eq!(
        p,
        [LedgerProblem::NoCardLeft {
            entry: 3,
            player: "Ana".into(),
            dealt: 3
        }]
    );
    // a second winner
    let p = problems(&format!(
        r#"{TO_LAST},{{"entry":"won","player":"Ana"}},{{"entry":"won","player":"Ben"}}"#
    ));
    assert_eq!(
        p,
        [LedgerProblem::SecondWinner {
            entry: 5,
            player: "Ben".into(),
            winner: "Ana".into()
        }]
    );
    // a winner before the last deal
    let p = problems(r#"{"entry":"won","player":"Ana"}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::WonBeforeLastDeal {
            entry: 0,
            deal: 1,
            talon: 36,
            ..
        }]
    ));
    // more aces than the deck holds
    let p = problems(
        r#"{"entry":"capture","player":"Ana","aces":3},{"entry":"capture","player":"Ben","card":"2","took":["A","A"]}"#,
    );
    assert_eq!(
        p,
        [LedgerProblem::TooManyAces {
            entry: 1,
            player: "Ben".into(),
            taken: 5,
            revealed: 0
        }]
    );
    let p = problems(r#"{"entry":"reveal","player":"Ana","cards":2,"aces":3}"#);
    assert!(matches!(&p[..], [LedgerProblem::RevealAces { .. }]));
    let p = problems(r#"{"entry":"reveal","player":"Ana","cards":4}"#);
    assert!(matches!(
        &p[..],
        [LedgerProblem::RevealTooLarge { left: 3, .. }]
    ));
    // no fifth deal in a game of three (36 = 4 × 9)
    let p = problems(&format!(r#"{TO_LAST},{{"entry":"deal"}}"#));
    assert_eq!(p, [LedgerProblem::NothingToDeal { entry: 4 }]);
    // nothing after the end but a new game, no new game before the end
    let end = r#"{"entry":"end","cards":{"Ana":20,"Ben":20,"Cleo":12},"winner":"Ana"}"#;
    let p = problems(&format!(r#"{TO_LAST},{end},{{"entry":"deal"}}"#));
    assert_eq!(p, [LedgerProblem::EntryAfterEnd { entry: 5 }]);
    let p = problems(r#"{"entry":"new_game"}"#);
    assert_eq!(p, [LedgerProblem::NewGameBeforeEnd { entry: 0 }]);
    let p = problems(end);
    assert!(matches!(
        &p[..],
        [LedgerProblem::EndBeforeLastDeal { entry: 0, .. }]
    ));
}

#[test]
fn an_unknown_player_and_a_bad_head_are_refused() {
    let p = problems(r#"{"entry":"capture","player":"Zoe","aces":1}"#);
    assert_eq!(
        p,
        [LedgerProblem::UnknownPlayer {
            entry: 0,
            player: "Zoe".into(),
            did_you_mean: None
        }]
    );
    // names are matched without case
    counters(r#"{"entry":"capture","player":"ana","aces":1}"#);
    let bad: Ledger =
        serde_json::from_str(r#"{"players":["Ana","ana"],"dealer":"Bob","options":{"stake":3}}"#)
            .unwrap();
    let p = bad.score().unwrap_err();
    assert!(p.contains(&LedgerProblem::PlayerCount { count: 2 }));
    assert!(p.contains(&LedgerProblem::SameName {
        player: "ana".into()
    }));
    assert!(p.contains(&LedgerProblem::UnknownDealer {
        player: "Bob".into(),
        did_you_mean: None
    }));
    assert!(p.iter().any(|x| matches!(x, LedgerProblem::Options { .. })));
    assert!(
        serde_json::from_str::<Ledger>(
            r#"{"players":[],"dealer":"x","entries":[{"entry":"capture","player":"A","acez":1}]}"#
        )
        .is_err()
    );
}

#[test]
fn every_problem_is_named_and_a_refused_entry_changes_nothing() {
    let l = ledger(
        r#"{"entry":"capture","player":"Zoe","aces":1},{"entry":"capture","player":"Ana","aces":1},{"entry":"reveal","player":"Ben","cards":0}"#,
    );
    let replay = l.replay();
    assert_eq!(replay.problems.len(), 2);
    assert_eq!(replay.problems[0].entry(), Some(0));
    assert_eq!(replay.problems[1].entry(), Some(2));
    assert_eq!(
        replay.problems[1].to_string(),
        "entry 3: Ben reveals no card",
        "a person counts the entries from 1"
    );
    let json = serde_json::to_value(&replay.problems[0]).unwrap();
    assert_eq!(json["code"], "unknown_player");
    assert_eq!(json["player"], "Zoe");
    let report = replay.report.unwrap();
    assert_eq!(report.counters, [21, 18, 18]);
    assert_eq!(report.lines.len(), 2, "the start and the one good entry");
}

#[test]
fn without_debt_a_ledger_below_zero_is_refused() {
    let l: Ledger = serde_json::from_str(
        r#"{"players":["Ana","Ben","Cleo"],"dealer":"Ana","options":{"starting_counters":3,"debt":"forbidden"},
        "entries":[{"entry":"capture","player":"Ana","aces":2,"pure":true}]}"#,
    )
    .unwrap();
    assert_eq!(
        l.score().unwrap_err(),
        [LedgerProblem::BelowZero {
            entry: 0,
            player: "Ben".into(),
            counters: -2
        }]
    );
    let mut allowed = l.clone();
    allowed.options.debt = Debt::Allowed;
    assert_eq!(allowed.score().unwrap().counters, [10, -2, -2]);
}

#[test]
fn the_end_checks_the_card_counts_and_the_consolation() {
    let end = |cards: &str, extra: &str| {
        format!(r#"{TO_LAST},{ALL_REVEAL},{{"entry":"end","cards":{cards}{extra}}}"#)
    };
    let p = problems(&end(r#"{"Ana":20,"Ben":20}"#, ""));
    assert_eq!(
        p,
        [LedgerProblem::MissingCount {
            entry: 7,
            player: "Cleo".into()
        }]
    );
    let p = problems(&end(r#"{"Ana":20,"Ben":20,"Cleo":11}"#, ""));
    assert!(matches!(
        &p[..],
        [LedgerProblem::CardCount { counted: 51, .. }]
    ));
    // nobody won, Cleo revealed last: the Konsolation is hers
    let p = problems(&end(
        r#"{"Ana":20,"Ben":20,"Cleo":8}"#,
        r#","left_on_table":4,"consolation":"Ana""#,
    ));
    assert_eq!(
        p,
        [LedgerProblem::WrongConsolation {
            entry: 7,
            player: "Ana".into(),
            due: Some("Cleo".into())
        }]
    );
    let report = ledger(&end(
        r#"{"Ana":20,"Ben":19,"Cleo":9}"#,
        r#","left_on_table":4,"consolation":"Cleo""#,
    ))
    .score()
    .unwrap();
    let result = report.games[0].result.as_ref().unwrap();
    assert_eq!(result.consolation, Some(2));
    assert_eq!(result.piles, [20, 19, 13]);
    assert_eq!(result.blaetter, Some(0));
    assert!(report.finished);
    // captures recorded put cards in the piles: fewer counted is refused
    let p = problems(&format!(
        r#"{{"entry":"capture","player":"Ben","card":"4","took":["A","A","A","A"]}},{}"#,
        end(r#"{"Ana":30,"Ben":4,"Cleo":18}"#, "")
    ));
    assert!(matches!(
        &p[..],
        [LedgerProblem::FewerCardsThanTaken {
            counted: 4,
            at_least: 5,
            ..
        }]
    ));
}

#[test]
fn the_report_says_who_deals_and_which_deal_of_how_many() {
    let report = ledger(r#"{"entry":"deal","turned_up":true}"#)
        .score()
        .unwrap();
    // 36 − 7 turned up − 9 dealt = 20 left: two more deals at most
    assert_eq!(
        (report.now.deal, report.now.talon, report.now.deals_at_most),
        (2, 20, 5)
    );
    assert_eq!(report.now.dealer, 2);
    assert!(!report.finished);
    let standings = report.standings();
    assert_eq!(standings.len(), 3);
    assert!(standings.iter().all(|s| s.place == 1), "all even");
    // nobody has won while the game is in progress: the most counters are not its winner
    assert!(standings.iter().all(|s| !s.won));
    assert_eq!(<Ledger as ScoreSheet>::GAME, "classic");
}

/// Whole sittings played at random by the state machine, written down by a recorder as a
/// counter keeper would, and replayed: the ledger's counters after each move's last entry
/// are the state machine's.
#[test]
fn sittings_played_by_the_engine_replay_to_the_same_counters() {
    for seed in 0..60u64 {
        let players = 3 + (seed % 2) as usize;
        let options = Options {
            bonuses: if seed % 3 == 0 {
                classic_papillon::options::Bonuses::Highest
            } else {
                classic_papillon::options::Bonuses::Add
            },
            empty_table_deal: if seed % 4 == 1 {
                classic_papillon::options::EmptyTableDeal::HandsFirst
            } else {
                classic_papillon::options::EmptyTableDeal::TurnUpFirst
            },
            ..Options::default()
        };
        let setup = Setup::new((0..players).map(|i| format!("P{i}")).collect(), options).unwrap();
        let dealer = ClassicGame::cut_of(players, seed).dealer;
        let mut recorder = Recorder::new(&setup, dealer);
        let mut expected: Vec<(usize, Vec<i32>, i32)> = Vec::new();
        let mut game = ClassicGame::start(setup, seed, &mut |e, _| {
            recorder.record(e);
        })
        .unwrap();
        let mut rng = seeded_rng(seed);
        let mut legal = Vec::new();
        for g in 0..3 {
            if g > 0 {
                game = game
                    .next_game(seed * 10 + g, &mut |e, _| {
                        recorder.record(e);
                    })
                    .unwrap();
                expected.push((
                    recorder.ledger().entries.len(),
                    game.counters().to_vec(),
                    game.pot(),
                ));
            }
            while !game.is_over() {
                game.legal_actions(&mut legal);
                let a = legal[rng.random_range(0..legal.len())];
                game.play(&a, &mut |e, _| {
                    recorder.record(e);
                })
                .unwrap();
                expected.push((
                    recorder.ledger().entries.len(),
                    game.counters().to_vec(),
                    game.pot(),
                ));
            }
        }
        let ledger = recorder.into_ledger();
        // through JSON, as a file would come
        let ledger: Ledger =
            serde_json::from_str(&serde_json::to_string(&ledger).unwrap()).unwrap();
        let report = ledger
            .score()
            .unwrap_or_else(|p| panic!("seed {seed}: {p:?}"));
        for (entries, counters, pot) in expected {
            let line = report
                .lines
                .iter()
                .rev()
                .find(|l| l.entry.map_or(0, |e| e + 1) <= entries)
                .unwrap();
            assert_eq!(
                (&line.counters, line.pot),
                (&counters, pot),
                "seed {seed}, after {entries} entries"
            );
        }
        assert!(report.finished);
        assert_eq!(report.games.len(), 3);
        assert_eq!(report.counters, game.counters());
    }
}
