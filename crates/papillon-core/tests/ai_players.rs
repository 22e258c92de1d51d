//! The AI players on the game API: ISMCTS is deterministic for a seed, never reads a
//! hidden card (a view rebuilt from another deal consistent with it gives the same
//! choice), its moves and every level's are legal, and hints carry their reason.
//! Budgets here are small: strength is measured by `papillon arena`, not by tests.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::sync::Arc;

use papillon_core::ai::ismcts::{self, IsmctsConfig, Reward};
use papillon_core::ai::{AiKind, Level, Policy, Reason, hint};
use papillon_core::dice::seeded_rng;
use papillon_core::game::{BlueGame, FullGame, Game, InfoState, NewGame, OrangeGame, Table};
use rand::RngExt;

const SMALL: IsmctsConfig = IsmctsConfig::iterations(40);

/// Random positions of a game: a few random moves into a fresh deal.
fn positions<G: Policy + NewGame>(count: usize, seed: u64) -> Vec<G> {
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

fn deterministic_and_fair<G: Policy + NewGame>(seed: u64) {
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
    assert!(
        AiKind::Cheat
            .choose_info::<BlueGame, _>(&info, &mut seeded_rng(1))
            .is_err()
    );
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
        vetoes: false,
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
        "ismcts:3000:0.5:win",
        "ismcts:2000:0.3:margin:veto",
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
        "ismcts:10:0.5:margin:vet",
        "ismcts:10:0.5:margin:veto:x",
        "flat-mc:-3",
    ] {
        assert!(bad.parse::<AiKind>().is_err(), "{bad}");
    }
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

/// Blunder vetoes, checked against the engine itself: a vetoed blue move really leaves
/// the Chat Noir on the plate (applied to the true state) while another move leaves it
/// off without a −30 sweep; a vetoed orange move really is a Papillon played outside a
/// Chat Noir answer while another play exists; never every move; and a search with
/// vetoes never picks one. Random positions must contain some of each, so the checks
/// are not vacuous.
#[test]
fn blunder_vetoes_strike_only_real_blunders() {
    use papillon_core::ai::Veto;
    use papillon_core::card::{Face, Trump};
    use papillon_core::game::{FullAction, FullInfo};
    let chat_noir = Face::Trump(Trump::ChatNoir);
    let with_vetoes = IsmctsConfig {
        vetoes: true,
        ..SMALL
    };
    let mut legal = Vec::new();
    let mut full_legal = Vec::new();
    let mut seen = (0, 0);
    // blue: positions at random points of whole rounds
    let mut rng = seeded_rng(41);
    for k in 0..60 {
        let table = Table::simple(2 + k % 4).expect("table");
        let mut game = BlueGame::new_game(Arc::clone(&table), rng.random()).expect("deal");
        while let Some(seat) = game.current_player() {
            game.legal_actions(&mut legal);
            let info = game.info(seat);
            let vetoes = BlueGame::vetoes(&info, &legal);
            assert_eq!(vetoes.len(), legal.len());
            assert!(vetoes.iter().any(Option::is_none), "never every move");
            // the Chat Noir on the plate and an opponent to play next, in the engine
            let leaves_to_an_opponent = |a| {
                let mut after = game.clone();
                after.apply(a);
                let next = after.current_player().expect("the round goes on");
                after.state.plate().contains(chat_noir)
                    && table.side_of(next) != table.side_of(seat)
            };
            if vetoes.iter().any(Option::is_some) {
                seen.0 += 1;
                let fine = legal.iter().zip(&vetoes).any(|(a, v)| {
                    let mut after = game.clone();
                    after.apply(a);
                    let off_the_plate = !after.state.plate().contains(chat_noir)
                        && after.state.chat_noir().map(|(_, c)| c)
                            != Some(papillon_core::sheet::ChatNoirCapture::Involuntary);
                    let next = after.current_player().expect("the round goes on");
                    v.is_none() && (off_the_plate || table.side_of(next) == table.side_of(seat))
                });
                assert!(
                    fine,
                    "a vetoed move needs a real alternative: the Chat Noir off the plate \
                     without a sweep, or left to a partner"
                );
                for (a, v) in legal.iter().zip(&vetoes) {
                    if v.is_some() {
                        assert_eq!(*v, Some(Veto::ChatNoirLeft));
                        assert!(
                            leaves_to_an_opponent(a),
                            "{a:?} was vetoed but leaves no Chat Noir to an opponent"
                        );
                    }
                }
                let pick = ismcts::search::<BlueGame, _>(&info, &with_vetoes, &mut seeded_rng(3))
                    .expect("a move");
                let i = legal.iter().position(|a| *a == pick.action).expect("legal");
                assert!(vetoes[i].is_none(), "the search played a vetoed move");
            }
            let a = legal[rng.random_range(0..legal.len())];
            game.apply(&a);
        }
    }
    // orange, through the full game's API
    for k in 0..40 {
        let table = Table::simple(2 + k % 4).expect("table");
        let mut game = FullGame::new_game(Arc::clone(&table), rng.random()).expect("deal");
        let mut moves = 0;
        while let Some(seat) = game.current_player() {
            moves += 1;
            if moves > 3_000 {
                break;
            }
            game.legal_actions(&mut full_legal);
            let info = game.info(seat);
            let vetoes = FullGame::vetoes(&info, &full_legal);
            assert_eq!(vetoes.len(), full_legal.len());
            assert!(vetoes.iter().any(Option::is_none), "never every move");
            if let FullInfo::Orange(orange) = &info {
                let view = orange.view();
                for (a, v) in full_legal.iter().zip(&vetoes) {
                    if v.is_some() {
                        seen.1 += 1;
                        assert_eq!(*v, Some(Veto::LonePapillon));
                        let FullAction::Orange(papillon_core::orange::OrangeAction::Place {
                            card,
                            ..
                        }) = a
                        else {
                            panic!("{a:?} vetoed but plays no card");
                        };
                        assert_eq!(card.face, Face::Trump(Trump::Papillon));
                        // in the engine: the player draws (up to) three and the turn ends
                        let mut after = game.clone();
                        after.apply(a);
                        let FullInfo::Orange(then) = after.info(seat) else {
                            panic!("still the orange round");
                        };
                        let drawn = view.pile_len.min(3);
                        assert!(drawn > 0, "a Papillon that draws nothing is no blunder");
                        assert_eq!(then.view().hand.len(), view.hand.len() - 1 + drawn);
                        assert_ne!(after.current_player(), Some(seat), "the turn ends");
                    }
                }
            } else {
                assert!(
                    vetoes.iter().all(|v| *v != Some(Veto::LonePapillon)),
                    "no orange veto in the blue round"
                );
            }
            let a = full_legal[rng.random_range(0..full_legal.len())];
            game.apply(&a);
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "positions with vetoes: {seen:?}");
}
