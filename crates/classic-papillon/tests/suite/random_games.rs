//! Seeded random games through the family's `random_sim`: after every move every card
//! is in exactly one place, counters plus pot are constant, the seat's information
//! state offers the same moves, and a determinization too; every game ends; the same
//! seed gives the same game.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::deal::Setup;
use classic_papillon::events::Event;
use classic_papillon::options::{
    BlaetterTie, Bonuses, ConsolationTo, Debt, EmptyTableDeal, FaceValue, Options, PotTo, UnwonPot,
};
use classic_papillon::state::ClassicGame;
use game_kit::testing::random_sim;
use game_kit::{Game, NewGame, seeded_rng};

fn house_rules(k: u64) -> Options {
    Options {
        starting_counters: [20, 5, 0, 100][(k % 4) as usize],
        stake: 1 + (k / 4 % 2) as i32,
        face_value: if k.is_multiple_of(3) {
            FaceValue::Ten
        } else {
            FaceValue::Printed
        },
        pot_to: if k.is_multiple_of(5) {
            PotTo::Blaetter
        } else {
            PotTo::Winner
        },
        unwon_pot: [UnwonPot::CarryOver, UnwonPot::Split, UnwonPot::Consolation][(k % 3) as usize],
        bonuses: if k.is_multiple_of(2) {
            Bonuses::Add
        } else {
            Bonuses::Highest
        },
        haneton_in_last_round: !k.is_multiple_of(7),
        consolation_to: if k % 2 == 1 {
            ConsolationTo::Dealer
        } else {
            ConsolationTo::LastToReveal
        },
        blaetter_tie: if k % 4 == 1 {
            BlaetterTie::Cumulative
        } else {
            BlaetterTie::Double
        },
        debt: if k % 4 == 2 {
            Debt::Allowed
        } else if k.is_multiple_of(2) {
            Debt::Forbidden
        } else {
            Debt::Allowed
        },
        empty_table_deal: if k % 6 < 3 {
            EmptyTableDeal::TurnUpFirst
        } else {
            EmptyTableDeal::HandsFirst
        },
    }
}

fn games() -> u64 {
    std::env::var("CLASSIC_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(600)
}

#[test]
fn random_games_keep_every_invariant_and_end() {
    for seed in 0..games() {
        for players in 3..=4 {
            let names = (0..players).map(|i| format!("N{i}")).collect();
            let mut options = house_rules(seed);
            if options.debt == Debt::Forbidden && options.starting_counters < options.stake {
                options.starting_counters = options.stake;
            }
            let setup = Setup::new(names, options).unwrap();
            let mut game = ClassicGame::new_game(setup, seed).unwrap();
            let moves = random_sim(&mut game, &mut seeded_rng(seed), 200)
                .unwrap_or_else(|e| panic!("seed {seed}, {players} players: {e}"));
            assert!(moves >= 1);
            let result = game.result().expect("over");
            assert_eq!(
                result.piles.iter().sum::<u32>() as usize + game.table().len(),
                52
            );
            // a sitting goes on: the next game carries counters, pot and multiplier
            let next = game.next_game(seed + 1, &mut |_, _| {}).unwrap();
            next.check_invariants().unwrap();
            assert_eq!(
                next.total(),
                i64::from(game.counters().iter().sum::<i32>() + game.pot())
            );
            assert_eq!(next.multiplier(), result.next_multiplier);
            assert_eq!(next.dealer(), (game.dealer() + 1) % players);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for seed in [1u64, 99, 12345] {
        let play = |seed: u64| {
            let mut game = ClassicGame::new_game(Setup::plain(3).unwrap(), seed).unwrap();
            let mut rng = seeded_rng(seed ^ 7);
            let mut log = Vec::new();
            let mut legal = Vec::new();
            while !game.is_over() {
                game.legal_actions(&mut legal);
                let a = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
                log.push(a);
                game.apply(&a);
            }
            (log, game.counters().to_vec(), game.pot())
        };
        assert_eq!(play(seed), play(seed));
    }
    assert_ne!(
        ClassicGame::new_game(Setup::plain(4).unwrap(), 1).unwrap(),
        ClassicGame::new_game(Setup::plain(4).unwrap(), 2).unwrap()
    );
}

#[test]
fn every_event_of_a_game_is_conserved() {
    let mut game = ClassicGame::start(Setup::plain(4).unwrap(), 3, &mut |_, _| {}).unwrap();
    let mut rng = seeded_rng(3);
    let mut legal = Vec::new();
    let mut codes = std::collections::BTreeSet::new();
    while !game.is_over() {
        game.legal_actions(&mut legal);
        let a = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
        let before: i32 = game.counters().iter().sum::<i32>() + game.pot();
        let log = game.play_logged(&a).unwrap();
        for (event, transfers) in &log {
            if let Some(code) = event.code() {
                codes.insert(code);
            }
            assert_eq!(
                transfers.len(),
                event.transfers(4).iter().count(),
                "{event:?}"
            );
        }
        assert!(
            log.iter()
                .any(|(e, _)| matches!(e, Event::Captured { .. } | Event::Reveal { .. }))
        );
        assert_eq!(before, game.counters().iter().sum::<i32>() + game.pot());
    }
    assert!(codes.contains("E9") && codes.contains("E10"), "{codes:?}");
}
