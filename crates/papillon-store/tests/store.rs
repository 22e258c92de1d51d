//! Games, entries, undo/redo, statuses, listing, players, sessions, statistics.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use chrono::{DateTime, TimeZone, Utc};
use common::{duel, four_players, sheet};
use papillon_core::dice::{RollPurpose, RollRecord, Throw, seeded_rng};
use papillon_core::score_input;
use papillon_store::{GameFilter, GameStatus, NewGame, RevisionKind, Store, StoreError};

fn store() -> Store {
    Store::open_in_memory().expect("store")
}

fn blue_cards(store: &Store, game: papillon_store::GameId) -> Option<i64> {
    store
        .game(game)
        .expect("game")
        .sheet
        .blue
        .map(|b| b.players.get("Ana").map_or(-1, |p| p.cards))
}

fn with_ana(cards: i64) -> papillon_core::SheetInput {
    sheet(serde_json::json!({
        "players": ["Ana", "Ben"],
        "blue": { "players": { "Ana": { "cards": cards } } }
    }))
}

#[test]
fn a_finished_sheet_is_stored_and_scored_by_the_engine() {
    let mut store = store();
    let input = four_players();
    let game = store.add_finished_game(&input, None).expect("add");
    let detail = store.game(game).expect("show");
    assert_eq!(detail.summary.status, GameStatus::Finished);
    assert_eq!(detail.sheet, input);
    assert_eq!(
        detail.report.as_ref(),
        Some(&score_input(&input).expect("valid"))
    );
    let totals: Vec<(Vec<String>, i64)> = detail
        .summary
        .sides
        .iter()
        .map(|s| (s.members.clone(), s.total))
        .collect();
    assert_eq!(
        totals,
        [
            (vec!["Ana".to_owned(), "Cleo".to_owned()], -15),
            (vec!["Ben".to_owned(), "Dan".to_owned()], -21)
        ]
    );
    assert_eq!(detail.summary.winners, ["Ana", "Cleo"]);
    assert_eq!(detail.seats.len(), 4);
    assert!(!detail.can_undo && !detail.can_redo);
}

#[test]
fn every_entry_is_a_revision_and_undo_redo_are_revisions_too() {
    let mut store = store();
    let game = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    assert_eq!(blue_cards(&store, game), None);
    for cards in [10, 20, 30] {
        let saved = store.record_entry(game, &with_ana(cards)).expect("entry");
        assert!(saved.can_undo && !saved.can_redo);
        assert!(saved.report.is_none(), "Ben's count is missing");
        assert!(
            saved.missing.iter().any(|m| m.contains("no entry for Ben")),
            "{:?}",
            saved.missing
        );
    }
    // A -> 10 -> 20 -> 30; undo twice, redo once
    assert!(store.undo(game).expect("undo").can_redo);
    assert_eq!(blue_cards(&store, game), Some(20));
    store.undo(game).expect("undo");
    assert_eq!(blue_cards(&store, game), Some(10));
    store.redo(game).expect("redo");
    assert_eq!(blue_cards(&store, game), Some(20));
    let saved = store.redo(game).expect("redo");
    assert_eq!(blue_cards(&store, game), Some(30));
    assert!(!saved.can_redo);
    assert!(matches!(
        store.redo(game),
        Err(StoreError::NothingToRedo(_))
    ));
    // undo to 20, then a new entry: the redo branch (30) is gone, undo goes back to 20
    store.undo(game).expect("undo");
    let saved = store.record_entry(game, &with_ana(25)).expect("entry");
    assert!(!saved.can_redo);
    store.undo(game).expect("undo");
    assert_eq!(blue_cards(&store, game), Some(20));
    assert_eq!(store.redo(game).expect("redo").revision, 12);
    assert_eq!(blue_cards(&store, game), Some(25));
    // all the way back to the set-up, and no further
    for expected in [Some(20), Some(10), None] {
        store.undo(game).expect("undo");
        assert_eq!(blue_cards(&store, game), expected);
    }
    assert!(matches!(
        store.undo(game),
        Err(StoreError::NothingToUndo(_))
    ));
    // the history is all there, in order, for an audit
    let kinds: Vec<RevisionKind> = store
        .revisions(game)
        .expect("revisions")
        .iter()
        .map(|r| r.kind)
        .collect();
    use RevisionKind::{Entry as E, Redo as R, Undo as U};
    assert_eq!(kinds, [E, E, E, E, U, U, R, R, U, E, U, R, U, U, U]);
}

#[test]
fn a_contradicting_entry_is_refused_and_nothing_is_written() {
    let mut store = store();
    let game = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    store.record_entry(game, &with_ana(10)).expect("entry");
    let before = store.revisions(game).expect("revisions");
    let twice = sheet(serde_json::json!({
        "players": ["Ana", "Ben"],
        "blue": { "players": {
            "Ana": { "cards": 10, "scoring": ["F3"] },
            "Ben": { "cards": 12, "scoring": ["F3"] } } }
    }));
    let err = store.record_entry(game, &twice).expect_err("refused");
    let message = err.to_string();
    assert!(
        message.contains("F3") && message.contains("Ana") && message.contains("Ben"),
        "{message}"
    );
    assert!(
        !message.contains("58"),
        "only the contradiction is reported: {message}"
    );
    let unknown = sheet(serde_json::json!({
        "players": ["Ana", "Ben"],
        "blue": { "players": { "Ana": { "cards": 10, "scoring": ["F12"] } } }
    }));
    let message = store
        .record_entry(game, &unknown)
        .expect_err("refused")
        .to_string();
    assert!(
        message.contains("Ana") && message.contains("F12"),
        "{message}"
    );
    assert_eq!(store.revisions(game).expect("revisions"), before);
    // a different cast of players is refused too
    let other = sheet(serde_json::json!({"players": ["Ana", "Zoe"]}));
    let message = store
        .record_entry(game, &other)
        .expect_err("refused")
        .to_string();
    assert!(
        message.contains("Zoe") && message.contains("cannot change"),
        "{message}"
    );
    assert_eq!(store.revisions(game).expect("revisions"), before);
}

#[test]
fn an_unchanged_entry_writes_nothing() {
    let mut store = store();
    let game = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    let first = store.record_entry(game, &with_ana(10)).expect("entry");
    let again = store.record_entry(game, &with_ana(10)).expect("entry");
    assert_eq!(first.revision, again.revision);
    assert_eq!(store.revisions(game).expect("revisions").len(), 2);
}

#[test]
fn a_game_finishes_only_when_complete_and_reopens_when_edited_back_to_incomplete() {
    let mut store = store();
    let game = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    store.record_entry(game, &with_ana(30)).expect("entry");
    let err = store.finish(game).expect_err("incomplete");
    assert!(err.to_string().contains("Ben"), "{err}");
    let complete = duel("Ana", "Ben", 30, &["F3"], &["S11"]);
    let saved = store.record_entry(game, &complete).expect("entry");
    assert!(saved.report.is_some());
    assert_eq!(saved.status, GameStatus::InProgress);
    assert_eq!(store.resume().expect("resume").expect("a game").id, game);
    assert_eq!(
        store.finish(game).expect("finish").status,
        GameStatus::Finished
    );
    assert!(store.resume().expect("resume").is_none());
    let saved = store.undo(game).expect("undo");
    assert_eq!(saved.status, GameStatus::InProgress);
    assert_eq!(store.resume().expect("resume").expect("a game").id, game);
    // replace_sheet refuses an incomplete sheet
    let err = store
        .replace_sheet(game, &with_ana(12))
        .expect_err("incomplete");
    assert!(matches!(err, StoreError::Incomplete(_)), "{err}");
}

#[test]
fn new_games_are_checked_by_the_engine() {
    let mut store = store();
    let cases: Vec<(NewGame, &str)> = vec![
        (NewGame::players(["Ana"]), "2 to 5 players"),
        (NewGame::players(["Ana", "ana"]), "ana"),
        (
            NewGame {
                teams: Some(vec![
                    vec!["A".into(), "B".into()],
                    vec!["C".into(), "D".into()],
                ]),
                ..NewGame::players(["A", "B", "C", "D"])
            },
            "opposite",
        ),
        (
            NewGame {
                dealer_seat: Some(4),
                ..NewGame::players(["A", "B"])
            },
            "dealer seat 4",
        ),
    ];
    for (game, expected) in cases {
        let message = store.new_game(&game).expect_err("refused").to_string();
        assert!(
            message.contains(expected),
            "{message} should mention {expected}"
        );
    }
    assert!(
        store
            .list_games(&GameFilter::default())
            .expect("list")
            .is_empty()
    );
    assert!(store.players().expect("players").is_empty());
}

fn clock_day(day: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, day, 20, 0, 0)
        .single()
        .expect("date")
}

#[test]
fn games_are_listed_by_player_date_and_session_and_players_can_be_renamed() {
    let mut store = store().with_clock(|| clock_day(1));
    let evening = store.start_session("Friday").expect("session");
    let g1 = store
        .add_finished_game(&duel("Ana", "Ben", 30, &["F3"], &[]), Some(evening))
        .expect("add");
    let mut store = store.with_clock(|| clock_day(15));
    let g2 = store
        .add_finished_game(
            &duel("ana", "Cleo", 40, &["F3", "S3"], &["E1"]),
            Some(evening),
        )
        .expect("add");
    let g3 = store
        .add_finished_game(&duel("Ben", "Cleo", 20, &[], &[]), None)
        .expect("add");
    let ids = |filter: GameFilter| -> Vec<i64> {
        store
            .list_games(&filter)
            .expect("list")
            .iter()
            .map(|g| g.id.0)
            .collect()
    };
    assert_eq!(ids(GameFilter::default()), [g3.0, g2.0, g1.0]);
    // "ana" and "Ana" are one player
    assert_eq!(
        ids(GameFilter {
            player: Some("ANA".into()),
            ..Default::default()
        }),
        [g2.0, g1.0]
    );
    let day = |d| chrono::NaiveDate::from_ymd_opt(2026, 11, d).expect("date");
    assert_eq!(
        ids(GameFilter {
            from: Some(day(2)),
            ..Default::default()
        }),
        [g3.0, g2.0]
    );
    assert_eq!(
        ids(GameFilter {
            to: Some(day(1)),
            ..Default::default()
        }),
        [g1.0]
    );
    assert_eq!(
        ids(GameFilter {
            session: Some(evening),
            ..Default::default()
        }),
        [g2.0, g1.0]
    );
    assert_eq!(
        ids(GameFilter {
            limit: Some(1),
            ..Default::default()
        }),
        [g3.0]
    );

    let ana = store.player_by_name("ANA").expect("ana");
    store.rename_player(ana.id, "Anaïs").expect("rename");
    let game = store.game(g1).expect("game");
    assert_eq!(game.summary.players, ["Anaïs", "Ben"]);
    assert_eq!(
        game.seats[0].sheet_name, "Ana",
        "the sheet keeps the name as written"
    );
    assert_eq!(game.summary.winners.len(), 1);
    assert_eq!(store.player_stats("anaïs").expect("stats").games, 2);
    let err = store.rename_player(ana.id, "ben").expect_err("taken");
    assert!(err.to_string().contains("already called"), "{err}");

    let standings = store.session_standings(evening).expect("standings");
    assert_eq!(standings.games.len(), 2);
    assert_eq!(
        standings
            .standings
            .iter()
            .find(|s| s.name == "Anaïs")
            .expect("Anaïs")
            .games,
        2
    );
}

#[test]
fn statistics_match_the_engine_scores() {
    let mut store = store();
    let games = [
        duel("Ana", "Ben", 30, &["F3", "S3"], &[]),
        duel("Ana", "Ben", 20, &[], &["S11", "S10"]),
        duel("Ben", "Ana", 40, &["F3", "S3", "D3"], &["E1"]),
    ];
    let mut totals: std::collections::HashMap<String, Vec<(i32, i32, i32, bool)>> =
        Default::default();
    for sheet in &games {
        store.add_finished_game(sheet, None).expect("add");
        let report = score_input(sheet).expect("valid");
        for p in &report.players {
            totals.entry(p.name.clone()).or_default().push((
                p.credited.blue,
                p.credited.orange,
                p.credited.total,
                report.winners.contains(&p.name),
            ));
        }
    }
    // an unfinished game does not count
    let open = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    store.record_entry(open, &with_ana(3)).expect("entry");
    let stats = store.stats().expect("stats");
    assert_eq!(stats.len(), 2);
    for s in &stats {
        let rows = &totals[&s.name];
        let n = rows.len() as f64;
        assert_eq!(s.games as usize, rows.len());
        assert_eq!(s.wins as usize, rows.iter().filter(|r| r.3).count());
        let avg = |f: fn(&(i32, i32, i32, bool)) -> i32| rows.iter().map(f).sum::<i32>() as f64 / n;
        assert!((s.average_blue.expect("blue") - avg(|r| r.0)).abs() < 1e-9);
        assert!((s.average_orange.expect("orange") - avg(|r| r.1)).abs() < 1e-9);
        assert!((s.average_total - avg(|r| r.2)).abs() < 1e-9);
        assert_eq!(
            s.best_game.as_ref().expect("best").total,
            i64::from(rows.iter().map(|r| r.2).max().expect("max"))
        );
        assert_eq!(s.head_to_head.len(), 1);
        let h = &s.head_to_head[0];
        assert_eq!((h.games, h.wins + h.losses + h.ties), (3, 3));
        assert_eq!(h.wins, s.wins);
        assert!((s.win_percent - 100.0 * s.wins as f64 / 3.0).abs() < 1e-9);
    }
}

#[test]
fn unusual_names_round_trip() {
    let mut store = store();
    let long: String = "é".repeat(200);
    let first = ["O'Brien \"the dealer\"", "🦋 Papillon", long.as_str()];
    let second = ["Robert'); DROP TABLE games;--", "%_\\"];
    store.new_game(&NewGame::players(second)).expect("new");
    let game = store.new_game(&NewGame::players(first)).expect("new");
    let detail = store.game(game).expect("game");
    assert_eq!(detail.summary.players, first);
    assert_eq!(detail.sheet.players, first);
    for name in first.into_iter().chain(second) {
        assert_eq!(store.player_by_name(name).expect("player").name, name);
        assert_eq!(
            store
                .list_games(&GameFilter {
                    player: Some(name.into()),
                    ..Default::default()
                })
                .expect("list")
                .len(),
            1
        );
    }
    let too_long = "x".repeat(201);
    let err = store
        .new_game(&NewGame::players(["Ana", too_long.as_str()]))
        .expect_err("too long");
    assert!(err.to_string().contains("at most 200"), "{err}");
    assert_eq!(
        store
            .list_games(&GameFilter::default())
            .expect("list")
            .len(),
        2
    );
}

#[test]
fn the_dice_log_keeps_every_roll() {
    let mut store = store();
    let game = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    let mut rng = seeded_rng(7);
    let rolls: Vec<RollRecord<String>> = (0..5)
        .map(|i| RollRecord {
            player: if i % 2 == 0 {
                "Ana".into()
            } else {
                "Ben".into()
            },
            purpose: RollPurpose::StartBlue,
            throw: if i == 4 {
                Throw::single(&mut rng)
            } else {
                Throw::pair(&mut rng)
            },
        })
        .collect();
    store.log_rolls(Some(game), &rolls).expect("log");
    store.log_rolls(None, &rolls[..1]).expect("log");
    let log = store.dice_log(Some(game)).expect("log");
    assert_eq!(log.len(), 5);
    for (entry, roll) in log.iter().zip(&rolls) {
        assert_eq!(entry.dice, roll.throw.values());
        assert_eq!(entry.player, roll.player);
        assert_eq!(entry.purpose, RollPurpose::StartBlue);
    }
    assert_eq!(store.dice_log(None).expect("log").len(), 1);
    assert_eq!(store.game(game).expect("game").dice, log);
    assert!(
        store
            .log_rolls(Some(papillon_store::GameId(99)), &rolls)
            .is_err()
    );
}
