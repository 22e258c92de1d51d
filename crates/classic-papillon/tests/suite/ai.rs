//! The family's computer players on the 18th-century Papillon: `medium` and its hint,
//! `hard` (ISMCTS) and its hint, flat Monte Carlo and the cheating player, and a tiny
//! arena, with no AI code of the game's own but its heuristics.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use classic_papillon::{Action, ClassicGame, Options, Setup};
use common::{game, position};
use game_kit::ai::{AiKind, Heuristics, Level, Reason, hint};
use game_kit::arena::{self, ArenaConfig};
use game_kit::{Game, NewGame, seeded_rng};

#[test]
fn medium_takes_the_aces_and_says_why() {
    // 2♠ takes two aces (4 from each) or the 7 takes the 7 (nothing)
    let g = game(
        &position(2, &["2S 7S 9C", "3C", "4C"], "AC AD 7D 8H", 20),
        Options::default(),
    );
    let info = g.info(0);
    let medium = hint::<ClassicGame>(Level::Medium, &info, 1).unwrap();
    assert_eq!(medium.action, "2S:AC,AD".parse::<Action>().unwrap());
    let Reason::OnePly { score, best_score } = medium.reason else {
        panic!("{medium:?}")
    };
    assert_eq!(score, best_score);
    assert!(
        score > 8.0,
        "4 from each of 2, in margin over 3 players: {score}"
    );
}

#[test]
fn medium_does_not_leave_a_sautenelle_to_the_next_player() {
    // 5♠ takes the 5 and leaves the 9 alone, or 9♠ takes the 9 and leaves the 5: the next
    // player sweeps what is left with a card of its rank (a Sautenelle: one from each, and
    // Ana, after Cleo, would not be the one to reveal). The other 9s are in Ana's own pile,
    // two 5s are unseen: the 5 is the card to take.
    let g = game(
        &position(2, &["5S 9S 2C", "3C 3D 3H", "4C"], "5D 9D", 20),
        Options::default(),
    );
    let unseen = g.unseen_by(0);
    assert_eq!(
        unseen.count_rank("9C".parse::<classic_papillon::Card>().unwrap().rank()),
        0
    );
    assert_eq!(
        unseen.count_rank("5C".parse::<classic_papillon::Card>().unwrap().rank()),
        2
    );
    let info = g.info(0);
    let moves: Vec<Action> = g.legal_moves();
    let scores = ClassicGame::greedy_scores(&info, &moves);
    let of = |s: &str| scores[moves.iter().position(|m| *m == s.parse().unwrap()).unwrap()];
    assert!(of("5S:5D") > of("9S:9D"), "{moves:?} {scores:?}");
    let medium = hint::<ClassicGame>(Level::Medium, &info, 3).unwrap();
    assert_eq!(medium.action.to_string(), "5S:5D");
}

#[test]
fn hard_searches_and_says_why() {
    let g = ClassicGame::new_game(Setup::plain(3).unwrap(), 11).unwrap();
    // find a decision with a choice
    let mut g = g;
    let mut rng = seeded_rng(2);
    let mut legal = Vec::new();
    loop {
        g.legal_actions(&mut legal);
        if legal.len() > 1 {
            break;
        }
        g.apply(&legal[0]);
    }
    let seat = g.current_player().unwrap();
    let info = g.info(seat);
    let h = hint::<ClassicGame>(Level::Hard, &info, 5).unwrap();
    assert!(legal.contains(&h.action), "{h:?}");
    let Reason::Search { iterations, .. } = h.reason else {
        panic!("{h:?}")
    };
    assert_eq!(iterations, ClassicGame::BOT.hard_iterations);
    // the same seed, the same hint
    assert_eq!(hint::<ClassicGame>(Level::Hard, &info, 5).unwrap(), h);
    for ai in [
        AiKind::Hard,
        AiKind::FlatMcWith {
            playouts: 300,
            policy: false,
        },
        AiKind::Cheat,
        AiKind::Easy,
    ] {
        let a = ai.choose(&g, &mut rng).unwrap();
        assert!(legal.contains(&a), "{ai}: {a}");
    }
    // not the observer's turn: no hint
    let other = info.seat() + 1;
    assert!(hint::<ClassicGame>(Level::Medium, &g.info(other % 3), 1).is_none());
}

#[test]
fn a_tiny_arena_of_hard_and_medium() {
    for players in [3, 4] {
        let report = arena::run::<ClassicGame>(&ArenaConfig {
            players,
            deals: 2,
            ais: vec![
                (
                    "hard".into(),
                    AiKind::Search {
                        iterations: 150,
                        exploration_milli: 700,
                        reward: game_kit::ai::Reward::Margin,
                        paired: false,
                        horizon: None,
                        inference: false,
                        margin_scale: None,
                        learned_value: false,
                        widening_tenths: None,
                    },
                ),
                ("medium".into(), AiKind::Greedy),
            ],
            seed: 7,
            threads: 2,
        })
        .unwrap();
        assert_eq!(report.game, "classic");
        assert_eq!(report.games, 4);
        assert_eq!(report.ais.len(), 2);
        // margins of two AIs are opposite
        assert!((report.ais[0].margin.mean + report.ais[1].margin.mean).abs() < 1e-9);
    }
}

/// The search's horizon: a stage is a deal, and the estimate at any point is what each
/// player has won or lost so far, equal to the game's returns once it is over.
#[test]
fn a_stage_is_a_deal_and_the_estimate_is_the_counters_so_far() {
    for seed in 0..40 {
        let players = 3 + (seed as usize % 2);
        let setup = ClassicGame::default_setup(players).unwrap();
        let mut g = ClassicGame::new_game(setup, seed).unwrap();
        let mut rng = seeded_rng(seed);
        let start = g.start_counters().to_vec();
        while g.current_player().is_some() {
            let (deal, stage) = (g.deal_number(), g.stage());
            assert_eq!(stage, deal);
            let estimate = g.estimate().unwrap();
            for (seat, start) in start.iter().enumerate() {
                assert_eq!(estimate[seat], g.counters()[seat] - start);
            }
            let action = AiKind::Random.choose(&g, &mut rng).unwrap();
            g.apply(&action);
            assert!(
                g.stage() == stage || g.stage() == stage + 1,
                "one deal at a time"
            );
        }
        assert_eq!(g.estimate(), g.returns(), "seed {seed}");
    }
}

/// `hard` and `expert` are the configurations the arena measured (docs/ai.md): both
/// cut playouts one deal past the position; `expert` also reads the others' captures
/// and has four times the iterations.
#[test]
fn hard_and_expert_are_the_measured_configurations() {
    let expert = AiKind::Expert.ismcts::<ClassicGame>().unwrap();
    let measured: AiKind = "ismcts:2000:0.7:h1:infer".parse().unwrap();
    assert_eq!(Some(expert), measured.ismcts::<ClassicGame>());
    let hard = AiKind::Hard.ismcts::<ClassicGame>().unwrap();
    let measured: AiKind = "ismcts:500:0.7:h1".parse().unwrap();
    assert_eq!(Some(hard), measured.ismcts::<ClassicGame>());
}
