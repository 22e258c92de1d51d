//! The digital game's simulation: `FARFALIA_GAMES` seeded random games (default 300;
//! the release run takes `FARFALIA_GAMES=100000 cargo test --release -p farfalia --test
//! play_simulation`), four and five players, every option mixed in. After every move of
//! every game: every card in exactly one place (read through the public API), the quota
//! never exceeded, the engine's own invariants; in every fourth game, on a playout of
//! its own, the family's checks of `random_sim` too (the views and a determinization
//! offer the same moves). After every game: each deal's
//! score equal to the score keeper's for the same deal entered on a sheet by hand, the
//! totals and the winners too; the same seed giving the same game.
//!
//! The games are shared among `std::thread::available_parallelism()` threads (at most
//! `FARFALIA_THREADS` if set): game `k` always has the same seed and setup, whichever
//! thread plays it (thread `t` of `n` plays the games `k ≡ t mod n`), and a failure
//! names the game and its seed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod play;

use farfalia::play::{Action, FarfaliaGame};
use game_kit::testing::random_sim;
use game_kit::{Game, InfoState, ScoreSheet, SheetReport, seeded_rng};
use rand::RngExt;

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn games() -> u64 {
    env_number("FARFALIA_GAMES").unwrap_or(300)
}

/// The threads: every core, or `FARFALIA_THREADS`; never more than the games.
fn threads(games: u64) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let wanted = env_number("FARFALIA_THREADS").map_or(cores, |t| t as usize);
    wanted.clamp(1, games.max(1) as usize)
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

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.games += other.games;
        self.moves += other.moves;
        self.deals += other.deals;
        self.picks += other.picks;
        self.full_collections += other.full_collections;
        self.jokers_burnin += other.jokers_burnin;
        self.double_you += other.double_you;
        self.no_trump += other.no_trump;
        self.shared_wins += other.shared_wins;
    }
}

/// Game `k`, dealt from `seed`, played and checked; its counts added to `tally`.
fn check_game(k: u64, seed: u64, tally: &mut Tally, legal: &mut Vec<Action>) {
    let setup = play::setup(k);
    let start = FarfaliaGame::start(setup.clone(), seed).unwrap();
    // the family's checks after every move
    // (every fourth game: three quarters of the run's time went to them, and 25,000
    // games of them in the release run check them as well as 100,000 would)
    let mut checked = start.clone();
    if k.is_multiple_of(4) {
        random_sim(&mut checked, &mut seeded_rng(seed ^ 9), 2_000)
            .unwrap_or_else(|e| panic!("game {k} (seed {seed}): {e}"));
    }
    // the independent checks after every move, on another playout
    let mut game = start.clone();
    let mut rng = seeded_rng(seed ^ 5);
    let fail = |what: String| panic!("game {k} (seed {seed}): {what}");
    while let Some(seat) = game.to_play() {
        game.legal_actions(legal);
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
            assert_eq!(
                sampled.hand(seat),
                game.hand(seat),
                "game {k} (seed {seed})"
            );
            assert_eq!(
                sampled.unseen_by(seat),
                game.unseen_by(seat),
                "game {k} (seed {seed})"
            );
            assert_eq!(sampled.trick(), game.trick(), "game {k} (seed {seed})");
            sampled.check_invariants().unwrap_or_else(&fail);
        }
        game.play(&a).unwrap_or_else(|e| fail(format!("{a}: {e}")));
        play::every_card_once(&game).unwrap_or_else(&fail);
        play::quota_kept(&game).unwrap_or_else(&fail);
        game.check_invariants().unwrap_or_else(&fail);
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
        assert_eq!(points, d.points, "game {k} (seed {seed}) deal {}", d.deal);
        assert_eq!(
            r.doubled, d.doubled,
            "game {k} (seed {seed}) deal {}",
            d.deal
        );
        tally.full_collections += r.sides.iter().filter(|s| s.matches == 5).count() as u64;
    }
    assert_eq!(report.totals, game.totals(), "game {k} (seed {seed})");
    assert!(
        report.finished(),
        "game {k} (seed {seed}): the sheet says unfinished"
    );
    let winners: Vec<String> = game
        .winners()
        .unwrap()
        .iter()
        .map(|&s| setup.names[s].clone())
        .collect();
    assert_eq!(report.winners, winners, "game {k} (seed {seed})");
    assert_eq!(game.to_sheet(), sheet, "game {k} (seed {seed})");
    tally.games += 1;
    tally.deals += game.history().len() as u64;
    tally.shared_wins += u64::from(winners.len() > 2);
    // the same seed, the same moves: the same game
    if k.is_multiple_of(100) {
        let mut again = start.clone();
        random_sim(&mut again, &mut seeded_rng(seed ^ 9), 2_000).unwrap();
        assert_eq!(again, checked, "game {k} (seed {seed}) replays the same");
        assert_eq!(FarfaliaGame::start(setup, seed).unwrap(), start);
    }
}

#[test]
fn seeded_random_games_keep_every_invariant_and_score_as_the_sheet() {
    let count = games();
    // every game's seed drawn in order first, so game k's seed does not depend on the
    // number of threads
    let mut draw = seeded_rng(0xfa4f_a11a);
    let seeds: Vec<u64> = (0..count).map(|_| draw.random()).collect();
    let threads = threads(count);
    let started = std::time::Instant::now();
    let mut tally = Tally::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let seeds = &seeds;
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    let mut legal = Vec::new();
                    for (k, &seed) in seeds.iter().enumerate().skip(t).step_by(threads) {
                        check_game(k as u64, seed, &mut tally, &mut legal);
                    }
                    tally
                })
            })
            .collect();
        for handle in handles {
            // a failed game's panic (its message names the game and the seed) is the
            // test's
            match handle.join() {
                Ok(part) => tally.add(&part),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
    eprintln!(
        "{count} games on {threads} thread{} in {:.1} s: {tally:?}",
        if threads == 1 { "" } else { "s" },
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
