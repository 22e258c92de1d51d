//! The one game API ([`papillon_core::game`]) for the blue round, the orange round and
//! the full game, every player count:
//!
//! - random play checking the engine's invariants after every action, a JSON round
//!   trip of the state at random points, every legal action accepted by `try_apply`,
//!   the observer's legal actions equal to the state's, and a determinization of every
//!   view that keeps the observer's legal actions;
//! - terminal returns equal to the score of the round's own score sheet settled with
//!   the same dice seed (`round.sheet()` + `settle_with_dice`), the report item for
//!   item. Rounds per game kind: `PAPILLON_GAME_ROUNDS`, else 100,000 in release builds
//!   and 600 in debug.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::sync::Arc;

use papillon_core::blue::BlueRound;
use papillon_core::dice::seeded_rng;
use papillon_core::game::{
    BlueGame, FullAction, FullGame, Game, InfoState, NewGame, OrangeGame, PapillonGame, Table,
};
use papillon_core::orange::OrangeRound;
use papillon_core::settle::settle_with_dice;
use rand::RngExt;
use serde::Serialize;
use serde::de::DeserializeOwned;

fn rounds() -> u64 {
    std::env::var("PAPILLON_GAME_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 600 } else { 100_000 })
}

fn random_sim<G>(games: u64, seed: u64)
where
    G: PapillonGame + Serialize + DeserializeOwned + PartialEq,
{
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    let mut seen = Vec::new();
    for players in 2..=5 {
        let table = Table::simple(players).expect("table");
        for _ in 0..games {
            let mut game = G::new_game(Arc::clone(&table), rng.random()).expect("deal");
            let mut steps = 0;
            while let Some(seat) = game.current_player() {
                game.legal_actions(&mut legal);
                assert!(!legal.is_empty(), "seat {seat} has no action: {game:?}");
                let info = game.info(seat);
                assert_eq!(info.current_player(), Some(seat));
                info.legal_actions(&mut seen);
                assert_eq!(seen, legal, "the view's legal actions");
                if rng.random_range(0..16) == 0 {
                    let other = info.determinize(&mut rng);
                    other.check_invariants().expect("determinized invariants");
                    other.legal_actions(&mut seen);
                    assert_eq!(seen, legal, "a determinization keeps my actions");
                    let json = serde_json::to_string(&game).expect("serialise");
                    let back: G = serde_json::from_str(&json).expect("deserialise");
                    assert!(back == game, "JSON round trip");
                }
                let action = legal[rng.random_range(0..legal.len())];
                let mut checked = game.clone();
                checked
                    .try_apply(&action)
                    .expect("a legal action is accepted");
                game.apply(&action);
                assert!(checked == game, "apply and try_apply agree");
                game.check_invariants().expect("invariants");
                steps += 1;
                assert!(steps < 5_000, "the game does not end");
            }
            assert!(game.is_over());
            let returns = game.returns().expect("returns at the end");
            for a in 0..players {
                for b in 0..players {
                    if game.side_of(a) == game.side_of(b) {
                        assert_eq!(returns[a], returns[b], "partners share a score");
                    }
                }
            }
            assert_eq!(game.returns(), Some(returns), "returns are deterministic");
        }
    }
}

#[test]
fn random_blue_games_keep_every_invariant() {
    random_sim::<BlueGame>(rounds() / 20 + 1, 1);
}

#[test]
fn random_orange_games_keep_every_invariant() {
    random_sim::<OrangeGame>(rounds() / 20 + 1, 2);
}

#[test]
fn random_full_games_keep_every_invariant() {
    random_sim::<FullGame>(rounds() / 40 + 1, 3);
}

/// Returns of the game API against the score of the rounds' own sheets.
#[test]
fn blue_returns_equal_the_score_of_the_round_sheet() {
    let mut rng = seeded_rng(11);
    let mut legal = Vec::new();
    for k in 0..rounds() {
        let players = 2 + (k % 4) as usize;
        let table = Table::simple(players).expect("table");
        let seed: u64 = rng.random();
        let mut round =
            BlueRound::new(papillon_core::game::blue::config_for(&table, seed).expect("config"))
                .expect("deal");
        let mut game = BlueGame::from_round(Arc::clone(&table), &round, seed);
        while game.current_player().is_some() {
            game.legal_actions(&mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            game.apply(&action);
            round.apply(&action).expect("legal in the round");
        }
        let settled = round.score(seed).expect("over").expect("scored");
        assert_eq!(
            game.report(),
            Some(settled.report),
            "seed {seed}, {players} players"
        );
    }
}

#[test]
fn orange_returns_equal_the_score_of_the_round_sheet() {
    let mut rng = seeded_rng(12);
    let mut legal = Vec::new();
    for k in 0..rounds() {
        let players = 2 + (k % 4) as usize;
        let table = Table::simple(players).expect("table");
        let seed: u64 = rng.random();
        let config =
            papillon_core::game::orange::config_for(&table, seed ^ 0x0a0a_0a0a).expect("config");
        let mut round = OrangeRound::new(config).expect("deal");
        let mut game = OrangeGame::from_round(Arc::clone(&table), &round, seed, None);
        assert!(game == OrangeGame::new_game(Arc::clone(&table), seed).expect("deal"));
        while game.current_player().is_some() {
            game.legal_actions(&mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            game.apply(&action);
            round.apply(&action).expect("legal in the round");
        }
        let settled = round.score(seed).expect("over").expect("scored");
        assert_eq!(
            game.report(),
            Some(settled.report),
            "seed {seed}, {players} players"
        );
    }
}

#[test]
fn full_game_returns_equal_the_score_of_both_sheets() {
    let mut rng = seeded_rng(13);
    let mut legal = Vec::new();
    for k in 0..rounds() / 4 + 1 {
        let players = 2 + (k % 4) as usize;
        let table = Table::simple(players).expect("table");
        let seed: u64 = rng.random();
        let mut blue =
            BlueRound::new(papillon_core::game::blue::config_for(&table, seed).expect("config"))
                .expect("deal");
        let mut orange = OrangeRound::new(
            papillon_core::game::orange::config_for(&table, seed ^ 0x0a0a_0a0a).expect("config"),
        )
        .expect("deal");
        let mut game = FullGame::new_game(Arc::clone(&table), seed).expect("deal");
        while game.current_player().is_some() {
            game.legal_actions(&mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            game.apply(&action);
            match action {
                FullAction::Blue(a) => blue.apply(&a).map(|_| ()).expect("legal"),
                FullAction::Orange(a) => orange.apply(&a).map(|_| ()).expect("legal"),
            }
        }
        let mut sheet = orange.sheet().expect("orange over");
        sheet.blue = blue.sheet().expect("blue over").blue;
        let settled = settle_with_dice(&sheet, &mut seeded_rng(seed)).expect("scored");
        assert_eq!(
            game.report(),
            Some(settled.report.clone()),
            "seed {seed}, {players} players"
        );
        let returns = game.returns().expect("returns");
        for (seat, r) in returns.iter().enumerate().take(players) {
            let side = game.side_of(seat);
            assert_eq!(*r, settled.report.sides[side].total);
        }
    }
}

/// A move of the other round is never legal: `try_apply` refuses it with a typed
/// error and changes nothing, in either round.
#[test]
fn a_move_of_the_wrong_round_is_refused_with_a_typed_error() {
    use papillon_core::blue::BlueAction;
    use papillon_core::game::FullIllegal;
    use papillon_core::orange::OrangeAction;

    let mut rng = seeded_rng(21);
    let mut legal = Vec::new();
    for players in 2..=5 {
        let table = Table::simple(players).expect("table");
        let mut game = FullGame::new_game(Arc::clone(&table), rng.random()).expect("deal");
        let before = game.clone();
        assert_eq!(
            game.try_apply(&FullAction::Orange(OrangeAction::Draw)),
            Err(FullIllegal::OrangeNotStarted)
        );
        assert!(game == before, "a refused move changes nothing");
        while game.in_blue() {
            game.legal_actions(&mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            game.try_apply(&action).expect("legal");
        }
        let before = game.clone();
        let card = papillon_core::Face::Trump(papillon_core::Trump::Chrysalide);
        assert_eq!(
            game.try_apply(&FullAction::Blue(BlueAction::Place(card))),
            Err(FullIllegal::BlueRoundOver)
        );
        assert!(game == before, "a refused move changes nothing");
    }
}

/// A full game whose table cannot deal an orange round (here its teams are for two
/// players and its names for four: no constructor makes one, a hand-built or corrupt
/// game can) still determinizes during the blue round, without a panic: the orange
/// round is dealt for the blue round's seats.
#[test]
fn a_table_that_cannot_deal_still_determinizes() {
    let table = Table::simple(4).expect("table");
    let mut game = FullGame::new_game(Arc::clone(&table), 5).expect("deal");
    let mut broken = (*table).clone();
    broken.teams = Table::simple(2).expect("table").teams.clone();
    assert!(OrangeGame::new_game(Arc::new(broken.clone()), 5).is_err());
    game.table = Arc::new(broken);
    let mut rng = seeded_rng(8);
    let seat = game.current_player().expect("someone plays");
    let info = game.info(seat);
    for _ in 0..20 {
        let other = info.determinize(&mut rng);
        other.check_invariants().expect("determinized invariants");
        assert_eq!(other.current_player(), Some(seat));
    }
}
