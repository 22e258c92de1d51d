//! The digital game's simulation: `FARFALIA_GAMES` seeded random games (default 300;
//! the release run takes `FARFALIA_GAMES=100000 cargo test --release -p farfalia --test
//! play_simulation`), four and five players, every option mixed in. After every move:
//! every card in exactly one place (read through the public API), the quota never
//! exceeded, the engine's own invariants, the family's checks of `random_sim` (the
//! views and a determinization offer the same moves). After every game: each deal's
//! score equal to the score keeper's for the same deal entered on a sheet by hand, the
//! totals and the winners too; the same seed giving the same game.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod play;

use farfalia::play::{Action, FarfaliaGame};
use game_kit::testing::random_sim;
use game_kit::{Game, InfoState, ScoreSheet, SheetReport, seeded_rng};
use rand::RngExt;

fn games() -> u64 {
    std::env::var("FARFALIA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

#[derive(Default, Debug)]
struct Tally {
    games: u64,
    moves: u64,
    deals: u64,
    picks: u64,
    full_collections: u64,
    jokers_burnin: u64,
    double_you: u64,
    no_trump: u64,
    shared_wins: u64,
}

#[test]
fn seeded_random_games_keep_every_invariant_and_score_as_the_sheet() {
    let count = games();
    let mut seeds = seeded_rng(0xfa4f_a11a);
    let mut tally = Tally::default();
    let started = std::time::Instant::now();
    let mut legal = Vec::new();
    for k in 0..count {
        let seed: u64 = seeds.random();
        let setup = play::setup(k);
        let start = FarfaliaGame::start(setup.clone(), seed).unwrap();
        // the family's checks after every move
        let mut checked = start.clone();
        random_sim(&mut checked, &mut seeded_rng(seed ^ 9), 2_000)
            .unwrap_or_else(|e| panic!("game {k} (seed {seed}): {e}"));
        // the independent checks after every move, on another playout
        let mut game = start.clone();
        let mut rng = seeded_rng(seed ^ 5);
        let fail = |what: String| panic!("game {k} (seed {seed}): {what}");
        while let Some(seat) = game.to_play() {
            game.legal_actions(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            match a {
                Action::Pick(_) => tally.picks += 1,
                Action::Joker => tally.jokers_burnin += 1,
                Action::DoubleYou => tally.double_you += 1,
                Action::Trump(farfalia::Trump::NoTrump) => tally.no_trump += 1,
                _ => {}
            }
            if k.is_multiple_of(16) {
                // the observer's determinization keeps its own hand and what it saw
                let sampled = game.info(seat).determinize(&mut rng);
                assert_eq!(sampled.hand(seat), game.hand(seat));
                assert_eq!(sampled.unseen_by(seat), game.unseen_by(seat));
                assert_eq!(sampled.trick(), game.trick());
                sampled.check_invariants().unwrap_or_else(&fail);
            }
            game.play(&a).unwrap_or_else(|e| fail(format!("{a}: {e}")));
            play::every_card_once(&game).unwrap_or_else(&fail);
            play::quota_kept(&game).unwrap_or_else(&fail);
            tally.moves += 1;
        }
        // each deal's score is the score keeper's for the same deal entered by hand
        let sheet = play::sheet_by_hand(&setup, game.history());
        let report = sheet
            .score()
            .unwrap_or_else(|p| panic!("game {k} (seed {seed}): the sheet is refused: {p:?}"));
        assert_eq!(report.deals.len(), game.history().len());
        for (d, r) in game.history().iter().zip(&report.deals) {
            let points: Vec<i64> = r.players.iter().map(|p| p.points).collect();
            assert_eq!(points, d.points, "game {k} deal {}", d.deal);
            assert_eq!(r.doubled, d.doubled);
            tally.full_collections += r.sides.iter().filter(|s| s.matches == 5).count() as u64;
        }
        assert_eq!(report.totals, game.totals(), "game {k}");
        assert!(report.finished(), "game {k}: the sheet says unfinished");
        let winners: Vec<String> = game
            .winners()
            .unwrap()
            .iter()
            .map(|&s| setup.names[s].clone())
            .collect();
        assert_eq!(report.winners, winners, "game {k}");
        assert_eq!(game.to_sheet(), sheet, "game {k}");
        tally.games += 1;
        tally.deals += game.history().len() as u64;
        tally.shared_wins += u64::from(winners.len() > 2);
        // the same seed, the same moves: the same game
        if k.is_multiple_of(50) {
            let mut again = start.clone();
            random_sim(&mut again, &mut seeded_rng(seed ^ 9), 2_000).unwrap();
            assert_eq!(again, checked, "game {k} replays the same");
            assert_eq!(FarfaliaGame::start(setup, seed).unwrap(), start);
        }
    }
    eprintln!(
        "{count} games in {:.1} s: {tally:?}",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(tally.games, count);
    if count >= 100 {
        for (what, n) in [
            ("picks", tally.picks),
            ("full collections", tally.full_collections),
            ("BURNIN' jokers", tally.jokers_burnin),
            ("DOUBLE YOU jokers", tally.double_you),
            ("no-trump deals", tally.no_trump),
        ] {
            assert!(n > 0, "no {what} in {count} games: {tally:?}");
        }
    }
}
