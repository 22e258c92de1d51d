//! Seeded random simulation of complete blue rounds for every player count, checking
//! after every action: every card in exactly one place, hands consistent with the deal
//! plan, legal actions unique and all accepted, random illegal actions refused without
//! change, serialisation round trips, and a final score sheet that validates.
//!
//! Rounds: `PAPILLON_BLUE_ROUNDS`, else 100,000 in release builds and 1,000 in debug.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::blue::{BlueAction, BlueConfig, BlueRound, Capture};
use papillon_core::dice::seeded_rng;
use papillon_core::{Face, FaceSet, Trump};
use rand::{Rng, RngExt};

fn rounds() -> u64 {
    std::env::var("PAPILLON_BLUE_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) {
            1_000
        } else {
            100_000
        })
}

fn random_face<R: Rng>(rng: &mut R) -> Face {
    Face::from_index(rng.random_range(0..58u8)).unwrap_or(Face::Trump(Trump::Yin))
}

/// An action built from random parts: usually illegal, sometimes legal by chance.
fn random_action<R: Rng>(rng: &mut R, round: &BlueRound) -> BlueAction {
    let state = round.state();
    let hand = state.hand(state.current());
    let plate = state.plate();
    let pick_from = |set: FaceSet, rng: &mut R| -> Face {
        let faces: Vec<Face> = set.iter().collect();
        if faces.is_empty() || rng.random_bool(0.2) {
            random_face(rng)
        } else {
            faces[rng.random_range(0..faces.len())]
        }
    };
    match rng.random_range(0..5) {
        0 => BlueAction::Place(pick_from(FaceSet::full().difference(hand), rng)),
        1 => BlueAction::Papillon,
        2 => BlueAction::Chrysalide,
        _ => {
            let mut taken = FaceSet::EMPTY;
            for face in plate.iter() {
                if rng.random_bool(0.4) {
                    taken.insert(face);
                }
            }
            if rng.random_bool(0.2) {
                taken.insert(random_face(rng));
            }
            let sign = rng.random_bool(0.3).then(|| {
                [Trump::Plus, Trump::Moins, Trump::MultiplierDiviser][rng.random_range(0..3)]
            });
            BlueAction::Capture(Capture {
                card: pick_from(hand, rng),
                sign,
                taken,
            })
        }
    }
}

#[test]
fn random_rounds_keep_every_invariant() {
    let total = rounds();
    let mut actions = 0u64;
    let mut refused = 0u64;
    for i in 0..total {
        let players = 2 + (i % 4) as usize;
        let mut round =
            BlueRound::new(BlueConfig::simple(players, i).expect("config")).expect("deal");
        let mut rng = seeded_rng(i ^ 0xb10e);
        let plan = round.state().plan();
        // the deal plan: hand size, plate, future deals
        assert_eq!(round.state().plate().len(), usize::from(plan.face_up));
        for p in 0..players {
            assert_eq!(round.state().hand(p).len(), usize::from(plan.hand_size));
        }
        round
            .state()
            .check_invariants()
            .unwrap_or_else(|e| panic!("round {i} at the deal: {e}"));
        while !round.is_over() {
            let legal = round.legal_actions();
            assert!(
                !legal.is_empty(),
                "round {i}: a player must always be able to play"
            );
            let mut unique = legal.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(
                unique.len(),
                legal.len(),
                "round {i}: duplicate legal actions"
            );
            for action in &legal {
                assert!(
                    round.state().check(action).is_ok(),
                    "round {i}: {action} listed but refused"
                );
            }
            // a random action: legal exactly when listed; refused ones change nothing
            let attempt = random_action(&mut rng, &round);
            let before = *round.state();
            let mut copy = round.clone();
            match copy.apply(&attempt) {
                Ok(_) => assert!(
                    legal.contains(&attempt),
                    "round {i}: {attempt} accepted but not listed"
                ),
                Err(_) => {
                    refused += 1;
                    assert!(
                        !legal.contains(&attempt),
                        "round {i}: {attempt} listed but refused"
                    );
                    assert_eq!(
                        *copy.state(),
                        before,
                        "round {i}: a refused action changed the state"
                    );
                }
            }
            if rng.random_bool(0.02) {
                let json = serde_json::to_string(&round).expect("serialise");
                let back: BlueRound = serde_json::from_str(&json).expect("deserialise");
                assert_eq!(back, round, "round {i}: serde round trip");
            }
            let action = legal[rng.random_range(0..legal.len())];
            round
                .apply(&action)
                .unwrap_or_else(|e| panic!("round {i}: legal {action} refused: {e}"));
            actions += 1;
            round
                .state()
                .check_invariants()
                .unwrap_or_else(|e| panic!("round {i} after {action}: {e}"));
        }
        // the piles become a sheet; a most-cards tie gets its roll-off, then it validates
        let settled = round
            .score(i)
            .expect("over")
            .unwrap_or_else(|e| panic!("round {i}: {e}"));
        settled
            .sheet
            .validate()
            .unwrap_or_else(|e| panic!("round {i}: sheet refused: {e}"));
        assert_eq!(settled.report.players.len(), players);
        let counted: i64 = settled.sheet.blue.as_ref().map_or(0, |b| {
            b.players.values().map(|p| p.cards).sum::<i64>() + b.left_on_plate
        });
        assert_eq!(counted, 58);
    }
    assert!(actions > total * 40, "rounds last about 55 actions");
    assert!(refused > 0);
}

#[test]
fn replay_from_seed_and_actions_gives_the_same_round() {
    for seed in 0..200u64 {
        let players = 2 + (seed % 4) as usize;
        let config = BlueConfig::simple(players, seed).expect("config");
        let mut round = BlueRound::new(config.clone()).expect("deal");
        let mut rng = seeded_rng(seed);
        while !round.is_over() {
            let legal = round.legal_actions();
            round
                .apply(&legal[rng.random_range(0..legal.len())])
                .expect("legal");
        }
        let replayed = BlueRound::replay(config, round.actions()).expect("replay");
        assert_eq!(replayed, round);
        assert_eq!(replayed.sheet(), round.sheet());
    }
}
