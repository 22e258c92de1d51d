//! A saved game is read through checked constructors: a round is replayed from its
//! configuration and actions and must give back the state it claims; a bare state must
//! keep every card in exactly one place; a team set-up must be one the rules allow. A
//! corrupted save is a typed error with the reason, never a panic and never a state
//! that breaks a rule.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::blue::{BlueConfig, BlueRound, BlueState};
use papillon_core::dice::seeded_rng;
use papillon_core::orange::{OrangeConfig, OrangeRound, OrangeState};
use papillon_core::teams::TeamSetup;
use proptest::prelude::*;
use rand::RngExt;
use serde_json::{Value, json};

fn blue_round(seed: u64, moves: usize) -> BlueRound {
    let mut round =
        BlueRound::new(BlueConfig::simple(2 + (seed % 4) as usize, seed).unwrap()).unwrap();
    let mut rng = seeded_rng(seed);
    for _ in 0..moves {
        if round.is_over() {
            break;
        }
        let legal = round.state().legal_actions();
        round
            .apply(&legal[rng.random_range(0..legal.len())])
            .unwrap();
    }
    round
}

fn orange_round(seed: u64, moves: usize) -> OrangeRound {
    let mut round =
        OrangeRound::new(OrangeConfig::simple(2 + (seed % 4) as usize, seed).unwrap()).unwrap();
    let mut rng = seeded_rng(seed);
    for _ in 0..moves {
        if round.is_over() {
            break;
        }
        let legal = round.state().legal_actions();
        round
            .apply(&legal[rng.random_range(0..legal.len())])
            .unwrap();
    }
    round
}

#[test]
fn saved_rounds_read_back_identical() {
    for seed in 0..20 {
        let blue = blue_round(seed, 15);
        let text = serde_json::to_string(&blue).unwrap();
        assert_eq!(serde_json::from_str::<BlueRound>(&text).unwrap(), blue);
        let orange = orange_round(seed, 25);
        let text = serde_json::to_string(&orange).unwrap();
        assert_eq!(serde_json::from_str::<OrangeRound>(&text).unwrap(), orange);
        let state = *blue.state();
        let text = serde_json::to_string(&state).unwrap();
        assert_eq!(serde_json::from_str::<BlueState>(&text).unwrap(), state);
    }
}

#[test]
fn a_round_whose_state_does_not_follow_from_its_actions_is_refused() {
    let round = blue_round(3, 10);
    let mut json = serde_json::to_value(&round).unwrap();
    // drop the last action but keep the state it led to
    json["actions"].as_array_mut().unwrap().pop();
    let err = serde_json::from_value::<BlueRound>(json)
        .unwrap_err()
        .to_string();
    assert!(err.contains("not the one its actions lead to"), "{err}");
    let mut json = serde_json::to_value(&round).unwrap();
    json["actions"][0] = json!("F11:chat-noir,yin,yang");
    let err = serde_json::from_value::<BlueRound>(json)
        .unwrap_err()
        .to_string();
    assert!(err.contains("cannot be replayed"), "{err}");
}

#[test]
fn a_bare_state_that_breaks_a_rule_is_refused_without_a_panic() {
    let state = *blue_round(5, 6).state();
    let json = serde_json::to_value(state).unwrap();
    for (field, value) in [
        ("current", json!(9)),
        ("current", json!(200)),
        ("dealer", json!(7)),
        ("players", json!(6)),
        ("deals_done", json!(0)),
    ] {
        let mut bad = json.clone();
        bad[field] = value.clone();
        let err = serde_json::from_value::<BlueState>(bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("breaks a rule"), "{field}={value}: {err}");
    }
    // a card in two places
    let mut bad = json.clone();
    let plate = bad["plate"].clone();
    bad["piles"][0] = plate;
    if bad["plate"] != json!([]) {
        let err = serde_json::from_value::<BlueState>(bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("also elsewhere"), "{err}");
    }
    let orange = orange_round(5, 8).state().clone();
    let json = serde_json::to_value(&orange).unwrap();
    for (field, value) in [
        ("current", json!(9)),
        ("dealer", json!(99)),
        ("tour_winners", json!([8])),
    ] {
        let mut bad = json.clone();
        bad[field] = value;
        let err = serde_json::from_value::<OrangeState>(bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("breaks a rule"), "{field}: {err}");
    }
}

#[test]
fn a_team_set_up_the_rules_do_not_allow_is_refused() {
    let bad = |v: Value| {
        serde_json::from_value::<TeamSetup>(v)
            .unwrap_err()
            .to_string()
    };
    assert!(
        bad(json!({"player_count": 4, "sides": [[0, 1], [0, 3]]})).contains("more than one team")
    );
    assert!(
        bad(json!({"player_count": 4, "sides": [[0, 1, 2], [3]]})).contains("two teams of two")
    );
    assert!(bad(json!({"player_count": 9, "sides": [[0]]})).contains("2 to 5"));
    let three: TeamSetup =
        serde_json::from_value(json!({"player_count": 3, "sides": [[0, 2], [1]]})).unwrap();
    assert_eq!(three.sides(), [vec![0, 2], vec![1]]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever bytes a damaged save holds, reading it answers (a round or an error),
    /// and what is accepted keeps the rules.
    #[test]
    fn damaged_saves_never_panic(seed in 0u64..50, moves in 0usize..40, at in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let round = blue_round(seed, moves);
        let mut text = serde_json::to_vec(&round).unwrap();
        let i = at.index(text.len());
        text[i] = byte;
        if let Ok(read) = serde_json::from_slice::<BlueRound>(&text) {
            prop_assert!(read.state().check_invariants().is_ok());
        }
        let orange = orange_round(seed, moves);
        let mut text = serde_json::to_vec(&orange).unwrap();
        let i = at.index(text.len());
        text[i] = byte;
        if let Ok(read) = serde_json::from_slice::<OrangeRound>(&text) {
            prop_assert!(read.state().check_invariants().is_ok());
        }
    }
}
