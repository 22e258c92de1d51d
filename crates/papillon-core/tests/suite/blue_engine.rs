//! The blue round engine: deal, turn order, Chat Noir tracking, views and
//! determinization, capture completeness against brute force, fuzzing.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::ai::AiKind;
use papillon_core::blue::capture::check_capture;
use papillon_core::blue::{
    BlueAction, BlueConfig, BlueEvent, BlueRound, BlueState, Capture, DealSource, Direction,
    captures,
};
use papillon_core::dice::seeded_rng;
use papillon_core::options::RuleOptions;
use papillon_core::sheet::ChatNoirCapture;
use papillon_core::simulate::{Simulation, simulate_blue};
use papillon_core::{Face, FaceSet, TeamSetup, Trump};
use proptest::prelude::*;
use rand::RngExt;
use rand::seq::SliceRandom;

fn play_random(players: usize, seed: u64) -> BlueRound {
    let mut round =
        BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
    let mut rng = seeded_rng(seed.wrapping_mul(31));
    while !round.is_over() {
        let legal = round.legal_actions();
        round
            .apply(&legal[rng.random_range(0..legal.len())])
            .expect("legal");
    }
    round
}

fn face(text: &str) -> Face {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn deal_follows_the_table_for_every_player_count() {
    // (players, hand size, deals, face up): docs/rules.md §4
    for (players, hand, deals, up) in [(2, 7, 4, 2), (3, 6, 3, 4), (4, 7, 2, 2), (5, 11, 1, 3)] {
        let round = BlueRound::new(BlueConfig::simple(players, 9).expect("config")).expect("deal");
        let state = round.state();
        let plan = state.plan();
        assert_eq!(
            (plan.hand_size, plan.deals, plan.face_up),
            (hand, deals, up)
        );
        assert_eq!(
            players * usize::from(hand) * usize::from(deals) + usize::from(up),
            58
        );
        assert_eq!(state.plate().len(), usize::from(up));
        assert_eq!(state.deals_left(), deals - 1);
        state.check_invariants().expect("consistent");
    }
}

#[test]
fn explicit_deck_order_deals_from_the_dealers_left() {
    let deck: Vec<Face> = Face::all().collect();
    let mut config = BlueConfig::simple(2, 0).expect("config");
    config.deal = DealSource::Deck(deck);
    config.dealer = 0;
    config.starter = Some(1);
    let round = BlueRound::new(config).expect("deal");
    let state = round.state();
    // seat 1 (dealer's left) gets the first 7 cards, seat 0 the next 7, then the plate
    let expect = |cards: &[&str]| cards.iter().map(|c| face(c)).collect::<FaceSet>();
    assert_eq!(
        state.hand(1),
        expect(&["F0", "F1", "F2", "F3", "F4", "F5", "F6"])
    );
    assert_eq!(
        state.hand(0),
        expect(&["F7", "F8", "F9", "F10", "F11", "E0", "E1"])
    );
    assert_eq!(state.plate(), expect(&["E2", "E3"]));
    assert_eq!(
        state.future_hand(0, 1),
        expect(&["E4", "E5", "E6", "E7", "E8", "E9", "E10"])
    );
    assert_eq!(state.current(), 1);
    assert!(round.start_roll().is_none());
}

#[test]
fn a_deck_that_is_not_a_deck_is_refused() {
    let mut config = BlueConfig::simple(2, 0).expect("config");
    config.deal = DealSource::Deck(Face::all().take(57).collect());
    config.starter = Some(0);
    assert!(BlueRound::new(config).is_err());
    let mut config = BlueConfig::simple(2, 0).expect("config");
    config.dealer = 7;
    assert!(BlueRound::new(config).is_err());
}

#[test]
fn the_start_roll_picks_the_starter() {
    for seed in 0..50 {
        let round = BlueRound::new(BlueConfig::simple(4, seed).expect("config")).expect("deal");
        let start = round.start_roll().expect("rolled");
        assert_eq!(start.winner, round.current());
    }
}

/// Follows the turn: the next player in the direction holding cards; a Chrysalide
/// reverses the direction first; a new deal continues from the next seat.
#[test]
fn turn_order_direction_and_redeal() {
    let mut seen_chrysalide = 0;
    let mut seen_redeal = 0;
    for seed in 0..400 {
        let players = 2 + (seed % 4) as usize;
        let mut round =
            BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
        let mut rng = seeded_rng(seed);
        while !round.is_over() {
            let before = *round.state();
            let legal = round.legal_actions();
            let action = legal[rng.random_range(0..legal.len())];
            let events = round.apply(&action).expect("legal");
            let after = round.state();
            let direction = if action == BlueAction::Chrysalide {
                seen_chrysalide += 1;
                assert_eq!(after.direction(), before.direction().reversed());
                after.direction()
            } else {
                assert_eq!(after.direction(), before.direction());
                before.direction()
            };
            if after.is_over() {
                break;
            }
            let step = |s: usize| match direction {
                Direction::Clockwise => (s + 1) % players,
                Direction::Counterclockwise => (s + players - 1) % players,
            };
            let mut expected = step(before.current());
            if events.iter().any(|e| matches!(e, BlueEvent::Dealt { .. })) {
                seen_redeal += 1;
                // same plate, full new hands
                assert_eq!(
                    after.plate(),
                    before
                        .plate()
                        .difference(FaceSet::full())
                        .union(after.plate())
                );
                for p in 0..players {
                    assert_eq!(after.hand(p), before.future_hand(0, p));
                }
            } else {
                while after.hand(expected).is_empty() {
                    expected = step(expected);
                }
            }
            assert_eq!(after.current(), expected, "seed {seed}");
        }
    }
    assert!(seen_chrysalide > 50 && seen_redeal > 100);
}

#[test]
fn the_plate_stays_across_a_redeal() {
    for seed in 0..100 {
        let mut round = BlueRound::new(BlueConfig::simple(2, seed).expect("config")).expect("deal");
        let mut rng = seeded_rng(seed);
        while !round.is_over() {
            let legal = round.legal_actions();
            let action = legal[rng.random_range(0..legal.len())];
            let mut expected_plate = round.state().plate();
            match action {
                BlueAction::Capture(c) => expected_plate = expected_plate.difference(c.taken),
                BlueAction::Papillon => expected_plate = FaceSet::EMPTY,
                BlueAction::Place(f) => {
                    expected_plate.insert(f);
                }
                BlueAction::Chrysalide => {}
            }
            let events = round.apply(&action).expect("legal");
            if events.iter().any(|e| matches!(e, BlueEvent::Dealt { .. })) {
                assert_eq!(
                    round.state().plate(),
                    expected_plate,
                    "the dealer deals, the plate stays"
                );
            }
        }
    }
}

/// Voluntary when taken by a capture (as an operand or the result), involuntary when
/// swept by the Papillon or by the last capturer at the end.
#[test]
fn chat_noir_is_tracked_voluntary_or_involuntary() {
    let chat_noir = Face::Trump(Trump::ChatNoir);
    let (mut voluntary, mut papillon, mut last) = (0, 0, 0);
    for seed in 0..3000 {
        let round = play_random(2 + (seed % 4) as usize, seed);
        let history = round.history();
        let Some(at) = history
            .iter()
            .position(|e| matches!(e, BlueEvent::ChatNoir { .. }))
        else {
            continue;
        };
        let BlueEvent::ChatNoir { player, capture } = history[at] else {
            unreachable!()
        };
        let cause = history[..at]
            .iter()
            .rev()
            .find(|e| matches!(e, BlueEvent::Played { .. } | BlueEvent::TookTheRest { .. }));
        match cause {
            Some(BlueEvent::TookTheRest { player: p, cards }) => {
                assert!(cards.contains(chat_noir));
                assert_eq!((*p, capture), (player, ChatNoirCapture::Involuntary));
                last += 1;
            }
            Some(BlueEvent::Played {
                player: p,
                action: BlueAction::Papillon,
            }) => {
                assert_eq!((*p, capture), (player, ChatNoirCapture::Involuntary));
                papillon += 1;
            }
            Some(BlueEvent::Played {
                player: p,
                action: BlueAction::Capture(c),
            }) => {
                assert!(c.taken.contains(chat_noir) || c.card == chat_noir);
                assert_eq!((*p, capture), (player, ChatNoirCapture::Voluntary));
                voluntary += 1;
            }
            other => panic!("seed {seed}: Chat Noir taken after {other:?}"),
        }
        assert_eq!(
            round.state().chat_noir(),
            Some((usize::from(player), capture))
        );
        // and the sheet says so
        let sheet = round.sheet().expect("over");
        let name = &round.config().players[usize::from(player)];
        let entry = sheet
            .blue
            .as_ref()
            .and_then(|b| b.players.get(name))
            .expect("entry");
        assert_eq!(entry.chat_noir, Some(capture));
    }
    assert!(
        voluntary > 10 && papillon > 10 && last > 10,
        "{voluntary} {papillon} {last}"
    );
}

#[test]
fn the_last_capturer_takes_what_remains() {
    for seed in 0..500 {
        let round = play_random(3, seed);
        let state = round.state();
        assert!(state.plate().is_empty());
        let history = round.history();
        if let Some(BlueEvent::TookTheRest { player, cards }) = history
            .iter()
            .find(|e| matches!(e, BlueEvent::TookTheRest { .. }))
        {
            assert_eq!(state.last_capturer(), Some(usize::from(*player)));
            assert!(cards.is_subset(state.pile(usize::from(*player))));
        }
    }
}

/// A state that differs only in cards a player cannot see gives that player the very
/// same view; determinization keeps what the player has seen.
#[test]
fn views_hide_exactly_what_is_hidden_and_determinize_is_consistent() {
    for seed in 0..300u64 {
        let players = 2 + (seed % 4) as usize;
        let mut round =
            BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
        let mut rng = seeded_rng(seed);
        let steps = rng.random_range(0..40);
        for _ in 0..steps {
            if round.is_over() {
                break;
            }
            let legal = round.legal_actions();
            round
                .apply(&legal[rng.random_range(0..legal.len())])
                .expect("legal");
        }
        for seat in 0..players {
            let view = round.view(seat);
            let mut other = view.unseen();
            for p in 0..players {
                if p != seat {
                    other = other.difference(round.state().hand(p));
                }
            }
            for k in 0..usize::from(round.state().deals_left()) {
                for p in 0..players {
                    other = other.difference(round.state().future_hand(k, p));
                }
            }
            assert!(other.is_empty(), "unseen = other hands + deals to come");
            assert!(view.unseen().is_disjoint(view.hand));
            let guess: BlueState = view.determinize(&mut rng);
            guess
                .check_invariants()
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(guess.hand(seat), round.state().hand(seat));
            let same = guess.view(seat, round.history());
            let a = serde_json::to_value(&view).expect("view json");
            let b = serde_json::to_value(&same).expect("view json");
            assert_eq!(
                a, b,
                "seed {seed} seat {seat}: the view must not depend on hidden cards"
            );
            let mut legal_guess = guess.legal_actions();
            let mut legal_view = view.legal_actions();
            if guess.current() == seat && !guess.is_over() {
                legal_guess.sort_unstable();
                legal_view.sort_unstable();
                assert_eq!(legal_guess, legal_view);
            }
            let json = serde_json::to_string(&view).expect("json");
            for p in (0..players).filter(|&p| p != seat) {
                for card in round.state().hand(p).iter() {
                    let in_public = round.state().plate().contains(card);
                    assert!(!in_public);
                    assert!(
                        !json.contains(&format!("\"{card}\""))
                            || round.history().iter().any(|e| {
                                serde_json::to_string(e).is_ok_and(|t| t.contains(&card.notation()))
                            }),
                        "seed {seed}: {card} of seat {p} leaks into the view of seat {seat}"
                    );
                }
            }
        }
    }
}

/// Every capture the brute force finds (each card, each optional hand sign, each subset
/// of the plate, checked one by one) is enumerated, and nothing else.
fn brute_force(plate: FaceSet, hand: FaceSet) -> Vec<Capture> {
    let numbers = RuleOptions::default().trump_numbers;
    let plate_cards: Vec<Face> = plate.iter().collect();
    let mut out = Vec::new();
    for card in hand.iter() {
        let signs = [
            None,
            Some(Trump::Plus),
            Some(Trump::Moins),
            Some(Trump::MultiplierDiviser),
        ];
        for sign in signs {
            for mask in 1u32..(1 << plate_cards.len()) {
                let taken: FaceSet = plate_cards
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, f)| *f)
                    .collect();
                let capture = Capture { card, sign, taken };
                if check_capture(plate, hand, &numbers, &capture).is_ok() {
                    out.push(capture);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

fn split_cards(seed: u64, plate_size: usize, hand_size: usize) -> (FaceSet, FaceSet) {
    let mut rng = seeded_rng(seed);
    // bias towards small numbers and signs so that captures are frequent
    let mut keyed: Vec<(u32, Face)> = Face::all()
        .map(|f| {
            let key = match f {
                Face::Family(_, r) => u32::from(r.value()) * 2 + rng.random_range(0..8),
                Face::Trump(t) if t.is_sign() => rng.random_range(0..6),
                Face::Trump(_) => rng.random_range(0..30),
            };
            (key, f)
        })
        .collect();
    keyed.shuffle(&mut rng);
    keyed.sort_by_key(|(key, _)| *key);
    let faces: Vec<Face> = keyed.into_iter().map(|(_, f)| f).collect();
    let plate = faces[..plate_size].iter().copied().collect();
    let hand = faces[plate_size..plate_size + hand_size]
        .iter()
        .copied()
        .collect();
    (plate, hand)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn capture_enumeration_matches_brute_force(seed in any::<u64>(), plate_size in 1usize..9, hand_size in 1usize..6) {
        let (plate, hand) = split_cards(seed, plate_size, hand_size);
        let numbers = RuleOptions::default().trump_numbers;
        let found = captures(plate, hand, &numbers);
        let expected = brute_force(plate, hand);
        prop_assert_eq!(found, expected, "plate {} hand {}", plate.notation(), hand.notation());
    }

    /// Arbitrary bytes decoded into actions: never a panic; a refused action changes
    /// nothing; the invariants always hold.
    #[test]
    fn fuzz_arbitrary_actions(seed in any::<u64>(), players in 2usize..=5, bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let mut round = BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
        for chunk in bytes.chunks(4) {
            if round.is_over() {
                break;
            }
            let b = |i: usize| chunk.get(i).copied().unwrap_or(0);
            let legal = round.legal_actions();
            let action = match b(0) % 6 {
                0 => legal[usize::from(b(1)) % legal.len()],
                1 => BlueAction::Place(Face::from_index(b(1) % 58).unwrap_or(Face::Trump(Trump::Yin))),
                2 => BlueAction::Papillon,
                3 => BlueAction::Chrysalide,
                _ => BlueAction::Capture(Capture {
                    card: Face::from_index(b(1) % 58).unwrap_or(Face::Trump(Trump::Yin)),
                    sign: [None, Some(Trump::Plus), Some(Trump::Moins), Some(Trump::MultiplierDiviser), Some(Trump::Yin)][usize::from(b(2)) % 5],
                    taken: FaceSet::from_bits(u64::from(b(3)).wrapping_mul(0x9E37_79B9_7F4A_7C15) & round.state().plate().bits()
                        | if b(3) & 1 == 1 { 1 << (b(2) % 58) } else { 0 }),
                }),
            };
            let before = *round.state();
            match round.apply(&action) {
                Ok(_) => prop_assert!(legal.contains(&action)),
                Err(_) => {
                    prop_assert!(!legal.contains(&action));
                    prop_assert_eq!(*round.state(), before);
                }
            }
            prop_assert!(round.state().check_invariants().is_ok());
        }
    }
}

#[test]
fn parsed_actions_match_the_engine() {
    // every legal action's notation parses back to the same action
    for seed in 0..100 {
        let round = play_random(2 + (seed % 4) as usize, seed);
        for action in round.actions() {
            let text = action.to_string();
            assert_eq!(text.parse::<BlueAction>().as_ref(), Ok(action), "{text}");
        }
    }
}

#[test]
fn teams_share_the_pile_in_the_score() {
    let round = play_random(4, 11);
    let settled = round.score(11).expect("over").expect("scores");
    assert_eq!(settled.report.sides.len(), 2);
    let teams = TeamSetup::crossed_pairs();
    for (s, side) in settled.report.sides.iter().enumerate() {
        let members: Vec<String> = teams.sides()[s]
            .iter()
            .map(|&p| format!("P{}", p + 1))
            .collect();
        assert_eq!(side.members, members);
    }
}

#[test]
fn greedy_beats_random() {
    for players in [2usize, 4] {
        let sim = Simulation {
            players,
            games: 300,
            seed: 5,
            ais: vec![AiKind::Greedy, AiKind::Random],
            options: RuleOptions::default(),
        };
        let report = simulate_blue(&sim).expect("simulation");
        let greedy = &report.seats[0];
        let random = &report.seats[1];
        assert!(
            greedy.average_score > random.average_score + 10.0,
            "{report:?}"
        );
        assert!(greedy.win_rate > 0.7, "{report:?}");
        // reproducible
        assert_eq!(simulate_blue(&sim).expect("again"), report);
    }
}

#[test]
fn ai_moves_are_always_legal() {
    use papillon_core::ai::choose_blue;
    for seed in 0..100u64 {
        for ai in AiKind::ALL {
            let mut round =
                BlueRound::new(BlueConfig::simple(3, seed).expect("config")).expect("deal");
            let mut rng = seeded_rng(seed);
            while !round.is_over() {
                let view = round.view(round.current());
                let action =
                    choose_blue(ai, &view, &RuleOptions::default(), &mut rng).expect("my turn");
                round
                    .apply(&action)
                    .unwrap_or_else(|e| panic!("{ai} chose {action}: {e}"));
            }
            // not my turn: no move
            let view = round.view(0);
            assert!(choose_blue(ai, &view, &RuleOptions::default(), &mut rng).is_none());
        }
    }
}
