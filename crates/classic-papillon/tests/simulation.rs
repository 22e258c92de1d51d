//! The simulation: `CLASSIC_GAMES` seeded random games (default 2,000; the release run
//! takes `CLASSIC_GAMES=100000 cargo test --release -p classic-papillon --test
//! simulation`), every one checked after every move by the family's `random_sim`
//! (every card in exactly one place, counters plus pot constant, the views and a
//! determinization offering the same moves), every one ending, sittings of several games
//! carrying counters, pot and multiplier, and the same seed giving the same game.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::events::Event;
use classic_papillon::options::{
    BlaetterTie, Bonuses, ConsolationTo, Debt, EmptyTableDeal, FaceValue, PotTo, UnwonPot,
};
use classic_papillon::{ClassicGame, Options, Setup};
use game_kit::ai::AiKind;
use game_kit::simulate::{self, Simulation};
use game_kit::testing::random_sim;
use game_kit::{Game, seeded_rng};
use rand::RngExt;

fn games() -> u64 {
    std::env::var("CLASSIC_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

/// The house rules of game `k`: the defaults half of the time, else a mix.
fn rules(k: u64) -> Options {
    if k.is_multiple_of(2) {
        return Options::default();
    }
    let bit = |b: u32| (k >> b) & 1 == 1;
    Options {
        starting_counters: if bit(1) { 3 } else { 20 },
        stake: if bit(2) { 2 } else { 1 },
        face_value: if bit(3) {
            FaceValue::Ten
        } else {
            FaceValue::Printed
        },
        pot_to: if bit(4) {
            PotTo::Blaetter
        } else {
            PotTo::Winner
        },
        unwon_pot: [
            UnwonPot::CarryOver,
            UnwonPot::Split,
            UnwonPot::Consolation,
            UnwonPot::CarryOver,
        ][((k >> 5) % 4) as usize],
        bonuses: if bit(7) {
            Bonuses::Highest
        } else {
            Bonuses::Add
        },
        haneton_in_last_round: !bit(8),
        consolation_to: if bit(9) {
            ConsolationTo::Dealer
        } else {
            ConsolationTo::LastToReveal
        },
        blaetter_tie: if bit(10) {
            BlaetterTie::Cumulative
        } else {
            BlaetterTie::Double
        },
        debt: if bit(11) {
            Debt::Forbidden
        } else {
            Debt::Allowed
        },
        empty_table_deal: if bit(12) {
            EmptyTableDeal::HandsFirst
        } else {
            EmptyTableDeal::TurnUpFirst
        },
    }
}

#[derive(Default, Debug)]
struct Tally {
    games: u64,
    moves: u64,
    winners: u64,
    consolations: u64,
    blaetter_ties: u64,
    sautenelles: u64,
    klein_papillons: u64,
    hanetons: u64,
    pure_aces: u64,
    no_last_play: u64,
}

#[test]
fn seeded_random_games_keep_every_invariant() {
    let count = games();
    let mut seeds = seeded_rng(0x0c1a_551c);
    let mut tally = Tally::default();
    let started = std::time::Instant::now();
    for k in 0..count {
        let seed: u64 = seeds.random();
        let players = 3 + (k % 2) as usize;
        let setup = Setup::new((0..players).map(|i| format!("P{i}")).collect(), rules(k)).unwrap();
        let mut game = ClassicGame::start(setup, seed, &mut |_, _| {}).unwrap();
        // one game in eight is the second of a sitting: counters, pot and multiplier carried
        if k % 8 == 7 {
            let mut rng = seeded_rng(seed);
            let mut legal = Vec::new();
            while !game.is_over() {
                game.legal_actions(&mut legal);
                game.apply(&legal[rng.random_range(0..legal.len())]);
            }
            let result = game.result().unwrap().clone();
            let before = (game.counters().iter().sum::<i32>(), game.pot());
            game = game.next_game(seed ^ 2, &mut |_, _| {}).unwrap();
            assert_eq!(
                game.counters().iter().sum::<i32>() + game.pot(),
                before.0 + before.1
            );
            assert_eq!(game.multiplier(), result.next_multiplier);
        }
        // the family's checks after every move
        let mut checked = game.clone();
        let moves = random_sim(&mut checked, &mut seeded_rng(seed ^ 9), 200)
            .unwrap_or_else(|e| panic!("game {k} (seed {seed}): {e}"));
        let result = checked.result().unwrap();
        // the same deal played again with its events logged, for the tally
        let replay = game.clone();
        let mut events = Vec::new();
        let mut rng = seeded_rng(seed ^ 5);
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_actions(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            game.play(&a, &mut |e, _| events.push(e.clone())).unwrap();
        }
        tally.games += 1;
        tally.moves += moves;
        tally.winners += u64::from(result.winner.is_some());
        tally.consolations += u64::from(result.consolation.is_some());
        tally.blaetter_ties += u64::from(result.blaetter.is_none());
        tally.no_last_play += u64::from(result.winner.is_none() && result.consolation.is_none());
        for e in &events {
            match e {
                Event::Sautenelle { .. } => tally.sautenelles += 1,
                Event::KleinPapillon { .. } => tally.klein_papillons += 1,
                Event::Haneton { .. } => tally.hanetons += 1,
                Event::PureAces { .. } => tally.pure_aces += 1,
                _ => {}
            }
        }
        // the same seed, the same moves: the same game
        if k.is_multiple_of(50) {
            let mut again = replay.clone();
            let mut rng = seeded_rng(seed ^ 5);
            while !again.is_over() {
                again.legal_actions(&mut legal);
                again.apply(&legal[rng.random_range(0..legal.len())]);
            }
            assert_eq!(again, game, "game {k} replays the same");
            let mut again = replay.clone();
            random_sim(&mut again, &mut seeded_rng(seed ^ 9), 200).unwrap();
            assert_eq!(again, checked, "game {k}: the same checked playout");
            let setup = replay.setup().clone();
            if replay.game_number() == 1 {
                assert_eq!(
                    ClassicGame::start(setup, seed, &mut |_, _| {}).unwrap(),
                    replay
                );
            }
        }
    }
    eprintln!(
        "{count} games in {:.1} s: {tally:?}",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(tally.games, count);
    if count >= 1_000 {
        for (what, n) in [
            ("winners", tally.winners),
            ("consolations", tally.consolations),
            ("Blätter ties", tally.blaetter_ties),
            ("Sautenelles", tally.sautenelles),
            ("Klein-Papillons", tally.klein_papillons),
            ("Hanetons", tally.hanetons),
            ("pure-ace captures", tally.pure_aces),
        ] {
            assert!(n > 0, "no {what} in {count} games: {tally:?}");
        }
    }
}

#[test]
fn the_family_simulator_plays_medium_against_random() {
    let sim = Simulation {
        games: 40,
        seed: 3,
        ais: vec![AiKind::Greedy, AiKind::Random, AiKind::Random],
    };
    let report = simulate::run::<ClassicGame>(&sim, &Setup::plain(3).unwrap()).unwrap();
    assert_eq!(report.game, "classic");
    assert_eq!(
        report,
        simulate::run::<ClassicGame>(&sim, &Setup::plain(3).unwrap()).unwrap()
    );
    let total: f64 = report.seats.iter().map(|s| s.average_score).sum();
    assert!(
        total <= 0.0,
        "the players' counters only go into the pot: {total}"
    );
}
