//! Counting, streaming, indexing and sampling the captures of a blue position without
//! listing them, held to an independent brute force (every card × every hand sign ×
//! every subset of the plate, checked one by one with `check_capture`), and to the
//! engine's own list on the worst plates one can build.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use papillon_core::blue::capture::check_capture;
use papillon_core::blue::capture_space::outcomes;
use papillon_core::blue::state::{check_action, legal_actions_for};
use papillon_core::blue::{
    BlueAction, Capture, CaptureKind, CaptureSpace, LegalSpace, captures, for_each_capture,
};
use papillon_core::dice::seeded_rng;
use papillon_core::options::{Discard, TrumpNumbers};
use papillon_core::{Face, FaceSet, Trump};
use proptest::prelude::*;

fn face(text: &str) -> Face {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn set(text: &str) -> FaceSet {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(face)
        .collect()
}

/// Every capture, by trying every (card, hand sign, subset of the plate).
fn brute_force(plate: FaceSet, hand: FaceSet, numbers: &TrumpNumbers) -> Vec<Capture> {
    let plate_cards: Vec<Face> = plate.iter().collect();
    let signs = [
        None,
        Some(Trump::Plus),
        Some(Trump::Moins),
        Some(Trump::MultiplierDiviser),
    ];
    let mut out = Vec::new();
    for card in hand.iter() {
        for sign in signs {
            for mask in 1u32..(1 << plate_cards.len()) {
                let taken: FaceSet = plate_cards
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, f)| *f)
                    .collect();
                let capture = Capture { card, sign, taken };
                if check_capture(plate, hand, numbers, &capture).is_ok() {
                    out.push(capture);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

fn streamed(space: &CaptureSpace) -> Vec<Capture> {
    let mut out = Vec::new();
    let _ = space.for_each(|c| {
        out.push(c);
        ControlFlow::<()>::Continue(())
    });
    out
}

fn kind_of(capture: &Capture) -> CaptureKind {
    let plate_sign = capture
        .taken
        .iter()
        .any(|f| f.trump().is_some_and(Trump::is_sign));
    if capture.sign.is_some() || plate_sign {
        CaptureKind::Combiner
    } else if capture.taken.len() == 1 {
        CaptureKind::Ramasser
    } else {
        CaptureKind::Cumuler
    }
}

/// A face, biased towards small numbers, signs and the Couteau Suisse so that captures
/// are frequent; shrinks towards F0.
fn any_face() -> impl Strategy<Value = Face> {
    prop_oneof![
        4 => (0u8..4, 0u8..7).prop_map(|(family, rank)| family * 12 + rank),
        1 => 0u8..58,
        1 => prop_oneof![Just(53u8), Just(54), Just(55), Just(48)],
    ]
    .prop_map(|index| Face::from_index(index).unwrap_or(Face::Trump(Trump::Plus)))
}

fn faces(max: usize) -> impl Strategy<Value = FaceSet> {
    proptest::collection::btree_set(any_face(), 0..=max)
        .prop_map(|faces| faces.into_iter().collect())
}

/// A plate and a hand (disjoint).
fn position(plate: usize, hand: usize) -> impl Strategy<Value = (FaceSet, FaceSet)> {
    (faces(plate), faces(hand)).prop_map(|(plate, hand)| (plate, hand.difference(plate)))
}

/// The default printed numbers, or numbers for every trump that can carry one (so the
/// Papillon and the Chrysalide lie on the plate as numbered cards).
fn numbers() -> impl Strategy<Value = TrumpNumbers> {
    prop_oneof![
        Just(TrumpNumbers::default()),
        Just(TrumpNumbers {
            chat_noir: Some(9),
            yin: Some(2),
            yang: Some(3),
            chenille: Some(1),
            chrysalide: Some(0),
            papillon: Some(4),
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(250))]

    /// The stream is the brute force, in the same (sorted) order, each capture once;
    /// the count is its length; the capture at index i is the i-th streamed; the
    /// grouped counts and the outcome counts add up.
    #[test]
    fn the_space_is_the_brute_force((plate, hand) in position(10, 5), numbers in numbers()) {
        let expected = brute_force(plate, hand, &numbers);
        let space = CaptureSpace::new(plate, hand, &numbers);
        let found = streamed(&space);
        prop_assert_eq!(&found, &expected, "plate {} hand {}", plate.notation(), hand.notation());
        prop_assert_eq!(captures(plate, hand, &numbers), expected.clone());
        prop_assert_eq!(space.total(), expected.len() as u64);
        for (i, capture) in expected.iter().enumerate() {
            prop_assert_eq!(space.nth(i as u64), Some(*capture));
        }
        prop_assert_eq!(space.nth(expected.len() as u64), None);

        // per group and kind: the counts, the streams and the indexes agree
        let mut by_kind: BTreeMap<(Face, Option<Trump>, CaptureKind), Vec<Capture>> = BTreeMap::new();
        for c in &expected {
            by_kind.entry((c.card, c.sign, kind_of(c))).or_default().push(*c);
        }
        let mut total = 0;
        for group in space.groups() {
            for kind in CaptureKind::ALL {
                let want = by_kind.get(&(group.card, group.sign, kind)).cloned().unwrap_or_default();
                prop_assert_eq!(space.count(group, Some(kind)), want.len() as u64);
                let mut got = Vec::new();
                let _ = space.for_each_in(group, Some(kind), &mut |c| {
                    got.push(c);
                    ControlFlow::<()>::Continue(())
                });
                prop_assert_eq!(&got, &want);
                if let Some(first) = want.first() {
                    prop_assert_eq!(space.nth_in(group, Some(kind), 0), Some(*first));
                }
                total += space.count(group, Some(kind));
            }
        }
        prop_assert_eq!(total, expected.len() as u64);

        // the outcomes: the watched cards each capture takes, with how many captures
        let watched = set("F3,E3,D3,S3,S7,couteau-suisse,chat-noir,plus,moins,yin,yang");
        let mut want: BTreeMap<(Face, Option<Trump>, CaptureKind, FaceSet), u64> = BTreeMap::new();
        for c in &expected {
            *want.entry((c.card, c.sign, kind_of(c), c.taken.intersection(watched))).or_default() += 1;
        }
        let mut got = BTreeMap::new();
        outcomes(plate, hand, &numbers, watched, |group, kind, taken, ways| {
            *got.entry((group.card, group.sign, kind, taken)).or_default() += ways;
        });
        prop_assert_eq!(got, want);
    }

    /// The legal-action space is `legal_actions_for`, under both discard rules.
    #[test]
    fn the_legal_space_is_the_list((plate, hand) in position(7, 6), numbers in numbers(), only_when in any::<bool>()) {
        let discard = if only_when { Discard::OnlyWhenNoCapture } else { Discard::Always };
        let mut list = Vec::new();
        legal_actions_for(plate, hand, &numbers, discard, &mut Vec::new(), &mut list);
        let space = LegalSpace::new(plate, hand, &numbers, discard);
        prop_assert_eq!(space.count(), list.len() as u64);
        let mut got = Vec::new();
        let _ = space.for_each(|a| {
            got.push(a);
            ControlFlow::<()>::Continue(())
        });
        prop_assert_eq!(&got, &list);
        for (i, action) in list.iter().enumerate() {
            prop_assert_eq!(space.nth(i as u64), Some(*action));
            prop_assert!(check_action(plate, hand, &numbers, discard, action).is_ok());
        }
    }
}

/// The Couteau Suisse and thirty small cards on the plate, the Chat Noir and the Plus
/// in hand (the position of the issue: millions of captures).
fn worst_plate() -> (FaceSet, FaceSet) {
    let plate = set(
        "couteau-suisse,F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,F4,E4,D4,S4,\
         F5,E5,D5,S5,F6,E6,D6,S6,F7,E7",
    );
    let hand = set("chat-noir,plus,F11,yang,couteau-suisse");
    (plate, hand.difference(plate))
}

#[test]
fn the_worst_plate_is_counted_sampled_and_indexed_without_listing() {
    let (plate, hand) = worst_plate();
    let numbers = TrumpNumbers::default();
    let space = LegalSpace::new(plate, hand, &numbers, Discard::Always);
    let count = space.count();
    assert!(count > 10_000_000, "millions of plays: {count}");
    // the first plays streamed are the first indexes; the stream stops when asked
    let mut first = Vec::new();
    let stopped = space.for_each(|a| {
        first.push(a);
        if first.len() == 2000 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert!(stopped.is_break());
    for (i, action) in first.iter().enumerate() {
        assert_eq!(space.nth(i as u64).as_ref(), Some(action));
    }
    assert!(first.windows(2).all(|w| w[0] < w[1]), "sorted, each once");
    // every index, first to last, is a legal play; past the last there is none
    for index in [0, 1, count / 3, count / 2, count - 2, count - 1] {
        let action = space.nth(index).expect("in range");
        assert!(check_action(plate, hand, &numbers, Discard::Always, &action).is_ok());
    }
    assert_eq!(space.nth(count), None);
    // uniform samples are legal and spread over the card played
    let mut rng = seeded_rng(7);
    let mut cards = FaceSet::EMPTY;
    for _ in 0..500 {
        let action = space.sample(&mut rng).expect("a play");
        assert!(
            check_action(plate, hand, &numbers, Discard::Always, &action).is_ok(),
            "{action}"
        );
        if let BlueAction::Capture(c) = action {
            cards.insert(c.card);
        }
    }
    assert!(cards.len() >= 3, "{}", cards.notation());
    // the grouped counts add up to the total
    let groups: u64 = space
        .captures()
        .groups()
        .iter()
        .flat_map(|g| CaptureKind::ALL.map(|k| space.captures().count(g, Some(k))))
        .sum();
    assert_eq!(groups, space.capture_count());
}

#[test]
fn a_57_card_plate_with_one_card_in_hand() {
    let numbers = TrumpNumbers::default();
    for card in ["couteau-suisse", "chat-noir", "F11", "yang", "papillon"] {
        let hand = FaceSet::single(face(card));
        let plate = FaceSet::full().difference(hand);
        let space = LegalSpace::new(plate, hand, &numbers, Discard::OnlyWhenNoCapture);
        let count = space.count();
        assert!(count >= 1, "{card}");
        let mut rng = seeded_rng(1);
        for _ in 0..50 {
            let action = space.sample(&mut rng).expect("a play");
            assert!(
                check_action(plate, hand, &numbers, Discard::OnlyWhenNoCapture, &action).is_ok()
            );
        }
        let last = space.nth(count - 1).expect("the last play");
        assert!(check_action(plate, hand, &numbers, Discard::OnlyWhenNoCapture, &last).is_ok());
    }
}

/// Medium plates, where the stream can be walked to the end: the count is the number
/// streamed, every streamed capture is legal, in order and once.
#[test]
fn medium_plates_count_what_they_stream() {
    let numbers = TrumpNumbers::default();
    let positions = [
        (
            "couteau-suisse,F0,E0,F1,E1,D1,F2,E2,D2,F3,E3,F4,E4,F5,plus,moins",
            "chat-noir,F11,yang,plus",
        ),
        (
            "F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,multiplier-diviser,yin",
            "multiplier-diviser,couteau-suisse,F6,moins",
        ),
    ];
    for (plate, hand) in positions {
        let (plate, hand) = (set(plate), set(hand).difference(set(plate)));
        let space = CaptureSpace::new(plate, hand, &numbers);
        let mut count = 0u64;
        let mut last: Option<Capture> = None;
        let _ = for_each_capture(plate, hand, &numbers, |c| {
            assert!(last.is_none_or(|l| l < c), "in order, once");
            assert!(check_capture(plate, hand, &numbers, &c).is_ok(), "{c:?}");
            last = Some(c);
            count += 1;
            ControlFlow::<()>::Continue(())
        });
        assert_eq!(count, space.total());
        assert!(count > 1000, "{count}");
        assert_eq!(captures(plate, hand, &numbers).len() as u64, count);
    }
}

/// Along random rounds, the state's and the view's spaces are the engine's list: same
/// count, same order, and samples are legal.
#[test]
fn the_state_and_view_spaces_follow_the_round() {
    use papillon_core::blue::{BlueConfig, BlueRound};
    use rand::RngExt;
    for seed in 0..40u64 {
        let players = 2 + (seed % 4) as usize;
        let mut round =
            BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
        let mut rng = seeded_rng(seed);
        while !round.is_over() {
            let state = *round.state();
            let legal = state.legal_actions();
            assert_eq!(state.legal_action_count(), legal.len() as u64);
            let mut streamed = Vec::new();
            let _ = state.for_each_legal_action(|a| {
                streamed.push(a);
                ControlFlow::<()>::Continue(())
            });
            assert_eq!(streamed, legal);
            let view = round.view(state.current());
            assert_eq!(view.legal_space().count(), legal.len() as u64);
            assert_eq!(
                round
                    .view((state.current() + 1) % players)
                    .legal_space()
                    .count(),
                0
            );
            let sampled = state.sample_legal_action(&mut rng).expect("a move");
            assert!(legal.contains(&sampled));
            let action = legal[rng.random_range(0..legal.len())];
            round.apply(&action).expect("legal");
        }
        assert_eq!(round.state().legal_action_count(), 0);
        assert_eq!(round.state().sample_legal_action(&mut rng), None);
    }
}
