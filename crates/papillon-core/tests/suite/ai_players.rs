//! The AI players on the game API: ISMCTS is deterministic for a seed, never reads a
//! hidden card (a view rebuilt from another deal consistent with it gives the same
//! choice), its moves and every level's are legal, and hints carry their reason.
//! Budgets here are small: strength is measured by `papillon arena`, not by tests.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::sync::Arc;

use papillon_core::ai::ismcts::{self, IsmctsConfig, Reward};
use papillon_core::ai::{AiKind, Heuristics, Level, Reason, hint};
use papillon_core::dice::seeded_rng;
use papillon_core::game::{
    BlueGame, FullGame, Game, InfoState, NewGame, OrangeGame, PapillonGame, Table,
};
use rand::RngExt;

const SMALL: IsmctsConfig = IsmctsConfig::iterations(40);

/// Random positions of a game: a few random moves into a fresh deal (with what the
/// table saw: `reading.rs` reads them too).
pub(crate) fn positions<G: Heuristics + PapillonGame>(count: usize, seed: u64) -> Vec<G> {
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    let mut out = Vec::new();
    for k in 0..count {
        let players = 2 + k % 4;
        let table = Table::simple(players).expect("table");
        let mut game = G::new_game(Arc::clone(&table), rng.random()).expect("deal");
        let moves = rng.random_range(0..40);
        for _ in 0..moves {
            if game.current_player().is_none() {
                break;
            }
            game.legal_actions(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            game.apply(&a);
        }
        if game.current_player().is_some() {
            out.push(game);
        }
    }
    out
}

fn deterministic_and_fair<G: Heuristics + PapillonGame>(seed: u64) {
    let mut rng = seeded_rng(seed);
    for game in positions::<G>(8, seed) {
        let seat = game.current_player().expect("to play");
        let info = game.info(seat);
        let first = ismcts::search::<G, _>(&info, &SMALL, &mut seeded_rng(7)).expect("a move");
        let again = ismcts::search::<G, _>(&info, &SMALL, &mut seeded_rng(7)).expect("a move");
        assert_eq!(first, again, "the same seed gives the same search");
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert!(legal.contains(&first.action));
        // no peeking: another deal of the hidden cards, consistent with this view
        for _ in 0..2 {
            let other = info.determinize(&mut rng);
            let other_info = other.info(seat);
            let choice =
                ismcts::search::<G, _>(&other_info, &SMALL, &mut seeded_rng(7)).expect("a move");
            assert_eq!(choice, first, "the choice depends on the view only");
        }
    }
}

#[test]
fn ismcts_is_deterministic_and_never_peeks_in_blue() {
    deterministic_and_fair::<BlueGame>(1);
}

#[test]
fn ismcts_is_deterministic_and_never_peeks_in_orange() {
    deterministic_and_fair::<OrangeGame>(2);
}

#[test]
fn ismcts_is_deterministic_and_never_peeks_in_full_games() {
    deterministic_and_fair::<FullGame>(3);
}

#[test]
fn the_win_reward_also_searches() {
    let config = IsmctsConfig {
        reward: Reward::Win,
        ..SMALL
    };
    for game in positions::<BlueGame>(4, 5) {
        let seat = game.current_player().expect("to play");
        assert!(
            ismcts::search::<BlueGame, _>(&game.info(seat), &config, &mut seeded_rng(1)).is_some()
        );
    }
}

/// Every player completes a 2-player blue round with legal moves (search players with
/// their real budgets, one round).
#[test]
fn every_player_plays_legal_moves() {
    let table = Table::simple(2).expect("table");
    for ai in [
        AiKind::Random,
        AiKind::Easy,
        AiKind::Greedy,
        AiKind::FlatMc,
        AiKind::Hard,
        AiKind::Cheat,
        AiKind::Peek,
    ] {
        let mut game = BlueGame::new_game(Arc::clone(&table), 9).expect("deal");
        let mut rng = seeded_rng(3);
        let mut moves = 0;
        // search players are slow in debug builds: one move each
        let limit = if ai.ismcts::<BlueGame>().is_some() || ai == AiKind::FlatMc {
            1
        } else {
            60
        };
        while game.current_player().is_some() && moves < limit {
            let action = ai.choose(&game, &mut rng).expect("a move");
            game.try_apply(&action).expect("legal");
            moves += 1;
        }
    }
}

#[test]
fn the_cheating_player_needs_the_whole_state() {
    let table = Table::simple(2).expect("table");
    let game = BlueGame::new_game(table, 1).expect("deal");
    let info = game.info(game.current_player().expect("to play"));
    for ai in [AiKind::Cheat, AiKind::Peek] {
        assert!(
            ai.choose_info::<BlueGame, _>(&info, &mut seeded_rng(1))
                .is_err()
        );
    }
}

#[test]
fn hints_give_a_move_and_its_reason() {
    for game in positions::<OrangeGame>(6, 11) {
        let seat = game.current_player().expect("to play");
        let info = game.info(seat);
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let h = hint::<OrangeGame>(Level::Medium, &info, 1).expect("a hint");
        assert!(legal.contains(&h.action));
        assert!(matches!(h.reason, Reason::OnePly { .. } | Reason::OnlyMove));
        assert_eq!(hint::<OrangeGame>(Level::Medium, &info, 1), Some(h));
        // not my turn: no hint
        let other = (seat + 1) % game.players();
        assert!(hint::<OrangeGame>(Level::Medium, &game.info(other), 1).is_none());
    }
    let game = &positions::<BlueGame>(1, 12)[0];
    let info = game.info(game.current_player().expect("to play"));
    let small = AiKind::Search {
        iterations: 30,
        exploration_milli: 700,
        reward: Reward::Margin,
        paired: false,
        horizon: None,
        inference: false,
        margin_scale: None,
        learned_value: false,
        widening_tenths: None,
    };
    let h = small
        .advise::<BlueGame, _>(&info, &mut seeded_rng(1))
        .expect("fair")
        .expect("a hint");
    assert!(
        matches!(h.reason, Reason::Search { .. } | Reason::OnlyMove),
        "{h:?}"
    );
}

#[test]
fn ai_names_parse_and_print_back() {
    for text in [
        "random",
        "easy",
        "greedy",
        "hard",
        "expert",
        "flat-mc",
        "cheat",
        "flat-mc:1650",
        "flat-mc:2100:policy",
        "ismcts:3000:0.5:win",
        "ismcts:2000:0.3:margin",
        "ismcts:6000:0.7:margin:h1",
        "ismcts:1500:0.7:margin:paired:h0",
        "ismcts:6000:0.7:margin:h1:infer",
        "ismcts:2000:0.03:margin:s400",
        "ismcts:2000:0.3:margin:h1:infer:s40",
    ] {
        let ai: AiKind = text.parse().expect("known");
        assert_eq!(ai.to_string(), text);
    }
    assert_eq!("medium".parse::<AiKind>(), Ok(AiKind::Greedy));
    assert_eq!("Medium".parse::<Level>(), Ok(Level::Medium));
    for bad in [
        "clever",
        "ismcts:",
        "ismcts:10:x",
        "ismcts:10:0.5:lose",
        "ismcts:10:0.5:margin:veto",
        "ismcts:10:0.5:margin:x",
        "ismcts:10:0.5:margin:h",
        "ismcts:10:0.5:margin:h-1",
        "ismcts:10:0.5:margin:s",
        "ismcts:10:0.5:margin:s0",
        "ismcts:10:0.5:margin:s-4",
        "flat-mc:-3",
        "flat-mc:300:uniform",
        "flat-mc:300:policy:x",
    ] {
        assert!(bad.parse::<AiKind>().is_err(), "{bad}");
    }
    // a list keeps each name as written and says which one it does not know
    let list = AiKind::parse_list("hard, flat-mc:1800:policy,medium").expect("known");
    let names: Vec<&str> = list.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["hard", "flat-mc:1800:policy", "medium"]);
    assert_eq!(list[2].1, AiKind::Greedy);
    let err = AiKind::parse_list("hard,flat-mc:x").expect_err("unknown");
    assert_eq!(err.0, "flat-mc:x");
}

/// A time budget stops at the first iteration ending after it (no timing asserted:
/// a zero budget runs exactly one iteration).
#[test]
fn a_time_budget_stops_after_the_iteration_that_exceeds_it() {
    use papillon_core::ai::Budget;
    let game = &positions::<BlueGame>(3, 21)[0];
    let info = game.info(game.current_player().expect("to play"));
    let config = IsmctsConfig {
        budget: Budget::Time(std::time::Duration::ZERO),
        ..SMALL
    };
    let result = ismcts::search::<BlueGame, _>(&info, &config, &mut seeded_rng(1)).expect("a move");
    assert!(result.iterations <= 1, "{}", result.iterations);
}
