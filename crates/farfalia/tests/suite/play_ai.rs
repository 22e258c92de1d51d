//! The family's computer players on Farfalia's digital game: whole games between the
//! levels (`easy`, `medium`, `hard`, `expert`), flat Monte Carlo and the cheating
//! player, with no AI code of the game's own but its heuristics; `medium` plays like a
//! decent person; the search's horizon is the deal.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use farfalia::card::{Card, Subject, Trump};
use farfalia::play::{Action, FarfaliaGame, PlayOptions, PlaySetup, Position};
use game_kit::ai::{AiKind, Heuristics, Level, hint};
use game_kit::simulate::{self, Simulation};
use game_kit::{Game, NewGame, seeded_rng};

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// Plays a whole game, one AI per seat, checking every move.
fn play_out(mut game: FarfaliaGame, ais: &[AiKind], seed: u64) -> FarfaliaGame {
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    while let Some(seat) = game.current_player() {
        game.legal_actions(&mut legal);
        let ai = ais[seat % ais.len()];
        let a = ai.choose(&game, &mut rng).unwrap();
        assert!(
            legal.contains(&a),
            "{ai} chose {a}, not legal in {}",
            game.phase()
        );
        game.try_apply(&a).unwrap();
        game.check_invariants().unwrap();
    }
    game
}

#[test]
fn every_level_plays_whole_games() {
    let small_search = AiKind::Search {
        iterations: 40,
        exploration_milli: 700,
        reward: game_kit::ai::Reward::Margin,
        paired: false,
        horizon: Some(0),
        inference: false,
        margin_scale: None,
        learned_value: false,
        widening_tenths: None,
    };
    let lineups = [
        vec![
            AiKind::Greedy,
            AiKind::Easy,
            AiKind::Random,
            small_search,
            AiKind::Greedy,
        ],
        vec![
            AiKind::FlatMcWith {
                playouts: 30,
                policy: true,
            },
            AiKind::Greedy,
            AiKind::Hard,
            AiKind::Easy,
        ],
    ];
    for (k, ais) in lineups.iter().enumerate() {
        let mut setup = FarfaliaGame::default_setup(5 - k).unwrap();
        setup.options.double_you = true;
        setup.options.burnin = k == 0;
        let game = FarfaliaGame::new_game(setup, 40 + k as u64).unwrap();
        let over = play_out(game, ais, k as u64);
        assert!(over.is_over());
        assert!(over.returns().is_some());
        assert!(!over.winners().unwrap().is_empty());
    }
}

#[test]
fn hard_and_expert_choose_a_legal_move_with_their_budget() {
    let mut game = FarfaliaGame::new_game(FarfaliaGame::default_setup(4).unwrap(), 9).unwrap();
    let mut rng = seeded_rng(1);
    // a few tricks in, a decision with a choice
    let mut legal = Vec::new();
    for _ in 0..9 {
        let a = AiKind::Greedy.choose(&game, &mut rng).unwrap();
        game.apply(&a);
    }
    loop {
        game.legal_actions(&mut legal);
        if legal.len() > 1 {
            break;
        }
        game.apply(&legal[0]);
    }
    let seat = game.current_player().unwrap();
    for level in [Level::Hard, Level::Expert] {
        let h = hint::<FarfaliaGame>(level, &game.info(seat), 5).unwrap();
        assert!(legal.contains(&h.action), "{level:?}: {h:?}");
        // the same seed, the same hint
        assert_eq!(hint::<FarfaliaGame>(level, &game.info(seat), 5).unwrap(), h);
    }
}

#[test]
fn the_family_simulator_plays_medium_against_random() {
    for players in [4, 5] {
        let sim = Simulation {
            games: 12,
            seed: 3,
            ais: vec![AiKind::Greedy, AiKind::Random],
        };
        let setup = PlaySetup::plain(players).unwrap();
        let report = simulate::run::<FarfaliaGame>(&sim, &setup).unwrap();
        assert_eq!(report.game, "farfalia");
        assert_eq!(report, simulate::run::<FarfaliaGame>(&sim, &setup).unwrap());
    }
}

/// The search's horizon: a stage is a deal completed, and the estimate is the totals so
/// far, the returns once the game is over.
#[test]
fn a_stage_is_a_deal_and_the_estimate_is_the_totals() {
    for seed in 0..10 {
        let setup = FarfaliaGame::default_setup(4 + seed as usize % 2).unwrap();
        let mut g = FarfaliaGame::new_game(setup, seed).unwrap();
        let mut rng = seeded_rng(seed);
        while g.current_player().is_some() {
            let stage = g.stage();
            assert_eq!(stage as usize, g.history().len());
            let estimate = g.estimate().unwrap();
            for (seat, &t) in g.totals().iter().enumerate() {
                assert_eq!(i64::from(estimate[seat]), t);
            }
            let action = AiKind::Random.choose(&g, &mut rng).unwrap();
            g.apply(&action);
            assert!(g.stage() == stage || g.stage() == stage + 1);
        }
        assert_eq!(g.estimate(), g.returns(), "seed {seed}");
    }
}

/// A four-player position: trick 5 of a deal under blue trumps, the proposition
/// [Papillon, Fraise, Fraise, Poisson, Coquillage].
fn medium_position(leader: usize, hands: [&str; 4], trick: &[&str]) -> (FarfaliaGame, usize) {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let used: Vec<Card> = hands
        .iter()
        .flatten()
        .copied()
        .chain(cards(&trick.join(" ")))
        .collect();
    let rest: Vec<Card> = farfalia::Colour::ALL
        .iter()
        .flat_map(|&colour| (1..=13).map(move |rank| Card { colour, rank }))
        .filter(|c| !used.contains(c))
        .collect();
    // 4 tricks done: 16 cards won by seat 0, the rest still in hands
    let mut face_down = vec![Vec::new(); 4];
    face_down[0] = rest.clone();
    let mut full_hands = hands.clone();
    for (k, c) in trick.iter().enumerate() {
        full_hands[(leader + k) % 4].extend(cards(c));
    }
    let position = Position {
        deal: 1,
        dealer: 3,
        totals: vec![0; 4],
        proposition: [
            Subject::Fish,
            Subject::Butterfly,
            Subject::Strawberry,
            Subject::Strawberry,
            Subject::Shell,
        ],
        trump: Some(Trump::Blue),
        hands: full_hands,
        discard: Vec::new(),
        collected: vec![Vec::new(); 4],
        face_down,
        tricks_done: 4,
        leader,
        double_you: Vec::new(),
        double_you_left: Vec::new(),
    };
    let mut game = FarfaliaGame::from_position(PlaySetup::plain(4).unwrap(), &position, 1).unwrap();
    for c in trick {
        game.play(&Action::Play(cards(c)[0])).unwrap();
    }
    let seat = game.current_player().unwrap();
    (game, seat)
}

fn medium(game: &FarfaliaGame, seat: usize) -> Action {
    hint::<FarfaliaGame>(Level::Medium, &game.info(seat), 1)
        .unwrap()
        .action
}

#[test]
fn medium_wins_a_useful_trick_as_cheaply_as_it_can() {
    // Seat 2 leads 6R (a Fraise, wanted), seat 3 discards 2O, seat 0 plays 7R; seat 1,
    // last, holds 5R, 9R and 13R: the 9 wins the two Fraises as cheaply as can be.
    let (game, seat) = medium_position(
        2,
        [
            "1G 2G 3G 4G 5G 6G 7G 9G",
            "5R 9R 13R 11G 13G 1O 3O 8O 10G",
            "1R 2R 4O 5O 6O 7O 9O 11O",
            "3B 4B 5B 6B 7B 9B 11B 12O",
        ],
        &["6R", "2O", "7R"],
    );
    assert_eq!(seat, 1);
    assert_eq!(medium(&game, seat), Action::Play(cards("9R")[0]));
}

#[test]
fn medium_throws_low_to_a_trick_it_cannot_win_and_keeps_what_is_needed() {
    // Seat 0 leads 13R; seat 1 has no red and no trump: it throws its lowest card the
    // other side cannot keep (11G: not 10G, a butterfly, nor a Coquillage).
    let (game, seat) = medium_position(
        0,
        [
            "1G 2G 3G 4G 5G 6G 7G 9G",
            "11G 13G 1O 2O 3O 4O 5O 6O 10G",
            "1R 2R 7O 9O 11O 13O 4R 5R 12G",
            "6R 3B 4B 5B 6B 7B 9B 11B 12B",
        ],
        &["13R"],
    );
    assert_eq!(seat, 1);
    let a = medium(&game, seat);
    assert_eq!(a, Action::Play(cards("11G")[0]), "{a}");
    // Played out: seat 0 wins with 13R and keeps a card, a Fraise it needs.
    let mut g = game.clone();
    g.play(&a).unwrap();
    g.play(&Action::Play(cards("1R")[0])).unwrap();
    g.play(&Action::Play(cards("6R")[0])).unwrap();
    assert_eq!(g.current_player(), Some(0));
    let pick = medium(&g, 0);
    assert!(
        matches!(pick, Action::Pick(c) if c.subject() == Subject::Strawberry),
        "{pick}"
    );
}

#[test]
fn medium_leads_from_strength() {
    // Seat 0 leads; it holds 13G, the master green: it leads it rather than a low card.
    let (game, seat) = medium_position(
        0,
        [
            "13G 2G 3G 4G 1O 2O 3O 4O 5G",
            "5R 9R 11G 12G 5O 6O 7O 9O 8G",
            "1R 2R 11O 13O 4R 6G 7G 9G 10G",
            "6R 3B 4B 5B 6B 7B 9B 11B 12B",
        ],
        &[],
    );
    assert_eq!(seat, 0);
    assert_eq!(medium(&game, seat), Action::Play(cards("13G")[0]));
}

#[test]
fn medium_and_its_options_accept_the_variants() {
    let setup = PlaySetup {
        names: ["N", "E", "S", "W"].map(String::from).to_vec(),
        options: PlayOptions {
            burnin: true,
            double_you: true,
            ..PlayOptions::default()
        },
    };
    let game = FarfaliaGame::start(setup, 77).unwrap();
    let over = play_out(game, &[AiKind::Greedy], 77);
    assert!(over.is_over());
}

#[test]
fn bot_settings_are_the_games() {
    assert_eq!(FarfaliaGame::BOT.hard_horizon, Some(0));
}
