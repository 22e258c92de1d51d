//! What a group looks back on (issue 54): an evening's story, two players' record and a
//! game's records, each checked against figures the test works out itself from the
//! engines' own scores of the stored sheets.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use common::{four_players, won_by};
use papillon_core::{SheetInput, score_input};
use papillon_store::{GameId, GameType, Store, StoreError};

fn example<T: serde::de::DeserializeOwned>(name: &str) -> T {
    serde_json::from_str(
        &std::fs::read_to_string(format!(
            "{}/../../examples/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap(),
    )
    .unwrap()
}

/// Each player's points in a modern game: their side's total, from the engine.
fn points(sheet: &SheetInput) -> Vec<(String, i64)> {
    let report = score_input(sheet).unwrap();
    sheet
        .players
        .iter()
        .map(|p| {
            let side = report.sides.iter().find(|s| s.members.contains(p)).unwrap();
            (p.clone(), i64::from(side.total))
        })
        .collect()
}

#[test]
fn an_evening_tells_its_games_running_totals_winner_swing_and_chat_noirs() {
    let mut store = Store::open_in_memory().unwrap();
    let evening = store.start_session("Friday").unwrap();
    let other = store.start_session("Saturday").unwrap();
    let modern = [four_players(), won_by("Ana"), four_players()];
    let mut ids = Vec::new();
    for sheet in &modern[..2] {
        ids.push(store.add_finished_game(sheet, Some(evening)).unwrap());
    }
    let farfalia: farfalia::FarfaliaSheet = example("farfalia-five.json");
    ids.push(store.new_sheet_game(&farfalia, Some(evening)).unwrap());
    ids.push(store.add_finished_game(&modern[2], Some(evening)).unwrap());
    // another evening's game is not in this one's story
    store
        .add_finished_game(&won_by("Ben"), Some(other))
        .unwrap();

    let story = store.evening_story(evening).unwrap();
    assert_eq!(story.session.name, "Friday");
    let order: Vec<GameId> = story.games.iter().map(|g| g.game).collect();
    assert_eq!(order, ids, "in the order they were played");
    assert_eq!(
        story.games.iter().map(|g| g.kind).collect::<Vec<_>>(),
        [
            GameType::Papillon,
            GameType::Papillon,
            GameType::Farfalia,
            GameType::Papillon
        ]
    );
    assert_eq!(story.main, Some(GameType::Papillon));
    assert_eq!(
        story.games.iter().map(|g| g.number).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    // the modern games' running totals, worked out from the engine's scores
    let seat = |name: &str| story.players.iter().position(|p| p == name).unwrap();
    let mut running = vec![0i64; story.players.len()];
    let sheets = [&modern[0], &modern[1], &modern[2]];
    for (game, sheet) in [0, 1, 3].into_iter().zip(sheets) {
        for (name, pts) in points(sheet) {
            assert_eq!(story.games[game].points[seat(&name)], Some(pts), "{name}");
            running[seat(&name)] += pts;
        }
        for name in ["Ana", "Ben", "Cleo", "Dan"] {
            assert_eq!(
                story.games[game].running[seat(name)],
                running[seat(name)],
                "game {}: {name}",
                game + 1
            );
        }
    }
    // Farfalia's points are its own: not added to the modern game's totals
    let report = game_kit::ScoreSheet::score(&farfalia).unwrap();
    for s in game_kit::SheetReport::standings(&report) {
        assert_eq!(story.games[2].points[seat(&s.name)], Some(s.total));
        assert_eq!(story.games[2].running[seat(&s.name)], s.total);
    }
    assert_eq!(
        story.games[2].points[seat("Ana")],
        None,
        "not at that table"
    );

    // the winner: most games won (as each game's summary says), then the main game's total
    let mut wins = vec![0u32; story.players.len()];
    let summaries = store
        .list_games(&papillon_store::GameFilter {
            session: Some(evening),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(summaries.len(), 4);
    for summary in summaries {
        for w in summary.winners {
            wins[seat(&w)] += 1;
        }
    }
    for line in &story.lines {
        assert_eq!(line.wins, wins[seat(&line.name)], "{}", line.name);
        assert_eq!(line.total, running[seat(&line.name)], "{}", line.name);
    }
    let best = story.lines.iter().map(|l| (l.wins, l.total)).max().unwrap();
    let expected: Vec<&str> = story
        .lines
        .iter()
        .filter(|l| (l.wins, l.total) == best)
        .map(|l| l.name.as_str())
        .collect();
    assert_eq!(story.winners, expected);
    assert_eq!(story.lines[0].name, expected[0]);

    // the biggest swing: the largest points in one game, whoever had them
    let swing = story.biggest_swing.as_ref().unwrap();
    let biggest = story
        .games
        .iter()
        .flat_map(|g| g.points.iter().flatten())
        .map(|p| p.abs())
        .max()
        .unwrap();
    assert_eq!(swing.points.abs(), biggest);
    let game = &story.games[swing.number as usize - 1];
    assert_eq!(game.game, swing.game);
    assert_eq!(game.points[seat(&swing.name)], Some(swing.points));

    // the Chat Noir: Cleo's in both four-player games
    assert_eq!(story.chat_noirs.len(), 1);
    assert_eq!(story.chat_noirs[0].name, "Cleo");
    assert_eq!(story.chat_noirs[0].count, 2);
    assert_eq!(story.chat_noirs[0].games, [ids[0], ids[3]]);

    // an evening of no finished game tells nothing, and an unknown one is refused
    let empty = store.start_session("Sunday").unwrap();
    let story = store.evening_story(empty).unwrap();
    assert!(story.games.is_empty() && story.winners.is_empty() && story.main.is_none());
    assert!(matches!(
        store.evening_story(papillon_store::SessionId(99)),
        Err(StoreError::NoSuchSession(99))
    ));
}

#[test]
fn two_players_record_counts_who_finished_ahead_and_their_ratings() {
    let mut store = Store::open_in_memory().unwrap();
    let mut ids = Vec::new();
    for sheet in [won_by("Ana"), won_by("Ana"), won_by("Ben"), four_players()] {
        ids.push(store.add_finished_game(&sheet, None).unwrap());
    }
    let record = store.pair_record("ana", "BEN", GameType::Papillon).unwrap();
    assert_eq!(record.names, ["Ana", "Ben"]);
    // Ana+Cleo beat Ben+Dan in the four-player game (−15 to −21)
    assert_eq!(
        score_input(&four_players()).unwrap().winners,
        ["Ana", "Cleo"]
    );
    assert_eq!((record.against, record.wins, record.ties), (4, [3, 1], 0));
    assert_eq!(record.last_win, [Some(ids[3]), Some(ids[2])]);
    assert_eq!((record.partners, record.partners_won), (0, 0));
    assert_eq!(record.games.len(), 4);
    assert_eq!(record.games[3].totals, [-15, -21]);
    // both ratings after each game, ending where the ladder stands
    let ladder = store.ratings(GameType::Papillon).unwrap();
    assert_eq!(record.ratings.len(), 4);
    let last = record.ratings.last().unwrap();
    for (i, name) in ["Ana", "Ben"].iter().enumerate() {
        let now = ladder.players.iter().find(|p| p.name == *name).unwrap();
        assert_eq!(last.ratings[i], Some(now.rating));
    }
    // partners
    let record = store
        .pair_record("Ana", "Cleo", GameType::Papillon)
        .unwrap();
    assert_eq!(
        (record.against, record.partners, record.partners_won),
        (0, 1, 1)
    );
    assert_eq!(
        record.ratings[0].ratings[1], None,
        "Cleo before her first game"
    );
    // refused: one player twice, a name nobody has
    assert!(matches!(
        store.pair_record("Ana", "ana", GameType::Papillon),
        Err(StoreError::SamePlayerTwice(name)) if name == "Ana"
    ));
    assert!(matches!(
        store.pair_record("Ana", "Zoé", GameType::Papillon),
        Err(StoreError::NoSuchPlayer(_))
    ));
}

#[test]
fn a_games_records_name_the_game_they_were_set_in() {
    let mut store = Store::open_in_memory().unwrap();
    let sheets = [
        won_by("Ana"),
        won_by("Ana"),
        won_by("Ben"),
        won_by("Ana"),
        four_players(),
    ];
    let mut ids = Vec::new();
    for sheet in &sheets {
        ids.push(store.add_finished_game(sheet, None).unwrap());
    }
    let records = store.records(GameType::Papillon).unwrap();
    assert_eq!(records.games, 5);
    // every side's total, from the engine
    let totals: Vec<(usize, i64)> = sheets
        .iter()
        .enumerate()
        .flat_map(|(g, s)| {
            score_input(s)
                .unwrap()
                .sides
                .into_iter()
                .map(move |side| (g, i64::from(side.total)))
        })
        .collect();
    let high = totals.iter().map(|t| t.1).max().unwrap();
    let low = totals.iter().map(|t| t.1).min().unwrap();
    let best = records.best.as_ref().unwrap();
    assert_eq!(best.total, high);
    let first_high = totals.iter().find(|t| t.1 == high).unwrap().0;
    assert_eq!(best.game, ids[first_high], "the earliest on a tie");
    assert_eq!(records.worst.as_ref().unwrap().total, low);
    // Ana won games 1, 2, 4 and 5: her streak of two is the first one reached
    let streak = records.streak.as_ref().unwrap();
    assert_eq!((streak.name.as_str(), streak.length), ("Ana", 2));
    assert_eq!((streak.first, streak.last), (ids[0], ids[1]));
    // partners: only the four-player game has teams; Ana and Cleo won it
    let partners = records.partners.as_ref().unwrap();
    assert_eq!(partners.names, ["Ana", "Cleo"]);
    assert_eq!(
        (partners.games, partners.won, partners.last),
        (1, 1, ids[4])
    );
    // the comeback: behind after the blue round, Ben won game 3 with the orange
    let report = score_input(&sheets[2]).unwrap();
    let blue = |who: &str| {
        report
            .sides
            .iter()
            .find(|s| s.members == [who])
            .map(|s| i64::from(s.blue))
            .unwrap()
    };
    assert!(blue("Ana") > blue("Ben"), "Ben was behind");
    let comeback = records.comeback.as_ref().unwrap();
    assert_eq!(comeback.names, ["Ben"]);
    assert_eq!(comeback.behind, blue("Ana") - blue("Ben"));
    assert_eq!(comeback.game, ids[2]);

    // PROUT: the fewest points win, so its best score is the lowest
    let prout: prout::ProutSheet = example("prout-match.json");
    store.new_sheet_game(&prout, None).unwrap();
    let records = store.records(GameType::Prout).unwrap();
    let report = game_kit::ScoreSheet::score(&prout).unwrap();
    let standings = game_kit::SheetReport::standings(&report);
    let lowest = standings.iter().map(|s| s.total).min().unwrap();
    assert_eq!(records.best.unwrap().total, lowest);
    assert!(records.comeback.is_none(), "the modern game's only");
    assert_eq!(store.records(GameType::Classic).unwrap().games, 0);
}
