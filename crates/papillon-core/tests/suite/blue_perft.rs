//! Pinned counts, as chess engines pin perft: any change in move generation changes
//! them (a change detector; if a rule change is intended, print the new values with a
//! `dbg!` and explain the change in the commit). Their ground truth is independent of
//! the engine's move generator: a brute-force generator written here from the rules
//! (docs/rules.md §4.5–4.14) — every hand card, every sign, every subset of the plate,
//! checked with its own arithmetic — must give the same actions and the same counts.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::blue::{BlueAction, BlueConfig, BlueRound, BlueState};
use papillon_core::card::{Face, FaceSet, Trump};
use papillon_core::options::{Discard, TrumpNumbers};

/// The values a card can take in a capture: its number, 0–11 for the Couteau Suisse,
/// none for the signs and the trumps without a number.
fn values(face: Face, numbers: &TrumpNumbers) -> Vec<u32> {
    match face {
        Face::Family(_, rank) => vec![u32::from(rank.value())],
        Face::Trump(Trump::CouteauSuisse) => (0..=11).collect(),
        Face::Trump(t) if t.is_sign() => vec![],
        Face::Trump(t) => numbers.number(t).map(u32::from).into_iter().collect(),
    }
}

/// Whether `result` (from the hand) can take exactly the plate cards `taken`, with the
/// hand sign `hand_sign` if any — the rules' arithmetic, written out.
fn capture_ok(
    result: Face,
    hand_sign: Option<Trump>,
    taken: &[Face],
    numbers: &TrumpNumbers,
) -> bool {
    if matches!(result, Face::Trump(Trump::Papillon | Trump::Chrysalide)) {
        return false;
    }
    let results = values(result, numbers);
    if results.is_empty() || taken.is_empty() {
        return false;
    }
    let plate_signs: Vec<Trump> = taken
        .iter()
        .filter_map(|f| f.trump().filter(|t| t.is_sign()))
        .collect();
    if plate_signs.len() + usize::from(hand_sign.is_some()) > 1 {
        return false;
    }
    let sign = hand_sign.or(plate_signs.first().copied());
    let operands: Vec<Vec<u32>> = taken
        .iter()
        .filter(|f| !f.trump().is_some_and(|t| t.is_sign()))
        .map(|f| values(*f, numbers))
        .collect();
    if operands.iter().any(Vec::is_empty) {
        return false;
    }
    // every way of giving each operand one of its values
    let mut sums: Vec<Vec<u32>> = vec![vec![]];
    for choices in &operands {
        sums = sums
            .into_iter()
            .flat_map(|picked| {
                choices.iter().map(move |v| {
                    let mut p = picked.clone();
                    p.push(*v);
                    p
                })
            })
            .collect();
    }
    results.iter().any(|&r| {
        sums.iter().any(|vals| match (sign, vals.as_slice()) {
            (None, vs) => !vs.is_empty() && vs.iter().sum::<u32>() == r,
            (Some(Trump::Plus), vs) => vs.len() >= 2 && vs.iter().sum::<u32>() == r,
            (Some(Trump::Moins), [a, b]) => a.abs_diff(*b) == r,
            (Some(Trump::MultiplierDiviser), [a, b]) => {
                a * b == r
                    || (*b != 0 && a % b == 0 && a / b == r)
                    || (*a != 0 && b % a == 0 && b / a == r)
            }
            _ => false,
        })
    })
}

/// Every legal action of a hand on a plate, by brute force, in notation.
fn brute_force(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    discard: Discard,
) -> Vec<String> {
    let plate_cards: Vec<Face> = plate.iter().collect();
    assert!(plate_cards.len() <= 16, "brute force is for small plates");
    let mut out = Vec::new();
    let mut capturing = FaceSet::EMPTY;
    for result in hand.iter() {
        let signs: Vec<Option<Trump>> = std::iter::once(None)
            .chain(
                hand.iter()
                    .filter_map(|f| f.trump())
                    .filter(|t| t.is_sign() && Face::Trump(*t) != result)
                    .map(Some),
            )
            .collect();
        for sign in signs {
            for mask in 1u32..(1 << plate_cards.len()) {
                let taken: Vec<Face> = (0..plate_cards.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| plate_cards[i])
                    .collect();
                if capture_ok(result, sign, &taken, numbers) {
                    capturing.insert(result);
                    if let Some(s) = sign {
                        capturing.insert(Face::Trump(s));
                    }
                    let mut text = String::new();
                    if let Some(s) = sign {
                        text.push_str(&format!("{}+", Face::Trump(s)));
                    }
                    text.push_str(&format!("{result}:"));
                    let taken: FaceSet = taken.into_iter().collect();
                    text.push_str(
                        &taken
                            .iter()
                            .map(|f| f.to_string())
                            .collect::<Vec<_>>()
                            .join(","),
                    );
                    out.push(text);
                }
            }
        }
    }
    let papillon = Face::Trump(Trump::Papillon);
    let chrysalide = Face::Trump(Trump::Chrysalide);
    if hand.contains(papillon) && !plate.is_empty() {
        out.push("papillon:*".into());
    }
    if hand.contains(chrysalide) {
        out.push("chrysalide:pile".into());
    }
    for card in hand.iter() {
        let may_place = plate.is_empty()
            || (card != papillon
                && card != chrysalide
                && (discard == Discard::Always || !capturing.contains(card)));
        if may_place {
            out.push(card.to_string());
        }
    }
    out.sort();
    out
}

fn engine_actions(state: &BlueState) -> Vec<String> {
    let mut v: Vec<String> = state
        .legal_actions()
        .iter()
        .map(BlueAction::to_string)
        .collect();
    v.sort();
    v
}

fn brute_actions(state: &BlueState) -> Vec<String> {
    brute_force(
        state.plate(),
        state.hand(state.current()),
        state.numbers(),
        state.discard(),
    )
}

/// Perft with the brute-force generator (the engine only applies the moves).
fn brute_perft(state: &BlueState, depth: u32) -> u64 {
    if depth == 0 || state.is_over() {
        return 1;
    }
    let mut total = 0;
    for text in brute_actions(state) {
        let action: BlueAction = text.parse().expect("notation");
        let mut next = *state;
        next.apply(&action)
            .expect("a brute-force action is legal in the engine");
        total += brute_perft(&next, depth - 1);
    }
    total
}

/// Legal-action counts at each step when always playing the first legal action.
fn first_action_line(players: usize, seed: u64) -> Vec<usize> {
    let mut round =
        BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
    let mut counts = Vec::new();
    while !round.is_over() {
        let legal = round.legal_actions();
        counts.push(legal.len());
        round.apply(&legal[0]).expect("legal");
    }
    counts
}

/// Number of distinct action sequences of length `depth`.
fn perft(state: &BlueState, depth: u32) -> u64 {
    if depth == 0 || state.is_over() {
        return 1;
    }
    let mut total = 0;
    for action in state.legal_actions() {
        let mut next = *state;
        next.apply_legal(&action, &mut |_| {});
        total += perft(&next, depth - 1);
    }
    total
}

/// Plays the first legal action `steps` times, to reach a mid-round position.
fn position(players: usize, seed: u64, steps: usize) -> BlueState {
    let mut round =
        BlueRound::new(BlueConfig::simple(players, seed).expect("config")).expect("deal");
    for _ in 0..steps {
        let legal = round.legal_actions();
        round.apply(&legal[legal.len() / 2]).expect("legal");
    }
    *round.state()
}

#[test]
fn legal_counts_along_a_fixed_line() {
    let cases: [(usize, u64, &[usize]); 4] = [
        (2, 1, &PINNED_2P),
        (3, 2, &PINNED_3P),
        (4, 3, &PINNED_4P),
        (5, 4, &PINNED_5P),
    ];
    for (players, seed, pinned) in cases {
        let line = first_action_line(players, seed);
        assert_eq!(line, pinned, "{players} players, seed {seed}");
    }
}

#[test]
fn perft_from_fixed_positions() {
    let cases = [
        (2usize, 10u64, 0usize),
        (4, 20, 0),
        (3, 30, 12),
        (5, 40, 20),
    ];
    let mut found = Vec::new();
    for (players, seed, steps) in cases {
        let state = position(players, seed, steps);
        let counts: Vec<u64> = (1..=3).map(|d| perft(&state, d)).collect();
        found.push(counts);
    }
    assert_eq!(found, PINNED_PERFT);
}

/// The pinned perft counts, recomputed with the brute-force generator.
#[test]
fn pinned_perft_counts_agree_with_the_brute_force() {
    let cases = [
        (2usize, 10u64, 0usize),
        (4, 20, 0),
        (3, 30, 12),
        (5, 40, 20),
    ];
    for (i, (players, seed, steps)) in cases.into_iter().enumerate() {
        let state = position(players, seed, steps);
        let counts: Vec<u64> = (1..=3).map(|d| brute_perft(&state, d)).collect();
        assert_eq!(counts, PINNED_PERFT[i], "{players} players, seed {seed}");
    }
}

/// Along seeded random rounds of every player count, under both discard rules and with
/// a numbered Papillon, the engine's legal actions are exactly the brute force's.
#[test]
fn the_engine_generates_exactly_the_brute_force_actions() {
    use papillon_core::dice::seeded_rng;
    use rand::RngExt;
    let mut checked = 0;
    for seed in 0..60u64 {
        let players = 2 + (seed % 4) as usize;
        let mut config = BlueConfig::simple(players, seed).expect("config");
        if seed % 2 == 1 {
            config.options.discard = Discard::OnlyWhenNoCapture;
        }
        if seed % 3 == 2 {
            config.options.trump_numbers.papillon = Some(4);
        }
        let mut round = BlueRound::new(config).expect("deal");
        let mut rng = seeded_rng(seed);
        while !round.is_over() {
            let state = *round.state();
            if state.plate().len() <= 14 {
                assert_eq!(engine_actions(&state), brute_actions(&state), "seed {seed}");
                checked += 1;
            }
            let legal = round.legal_actions();
            round
                .apply(&legal[rng.random_range(0..legal.len())])
                .expect("legal");
        }
    }
    assert!(checked > 1000, "only {checked} positions checked");
}

const PINNED_2P: [usize; 56] = [
    9, 7, 7, 6, 5, 6, 4, 4, 5, 3, 2, 2, 1, 2, 7, 9, 6, 6, 6, 6, 4, 4, 4, 3, 2, 2, 1, 1, 41, 13, 10,
    6, 6, 5, 5, 4, 3, 3, 3, 2, 1, 1, 11, 10, 7, 6, 6, 5, 4, 6, 3, 4, 2, 2, 2, 1,
];
const PINNED_3P: [usize; 53] = [
    9, 6, 10, 8, 6, 4, 4, 6, 3, 3, 3, 2, 2, 3, 1, 1, 1, 7, 8, 9, 5, 5, 5, 6, 4, 8, 3, 3, 4, 3, 2,
    3, 1, 1, 1, 7, 6, 9, 5, 6, 5, 6, 4, 4, 5, 3, 4, 2, 2, 2, 1, 1, 1,
];
const PINNED_4P: [usize; 56] = [
    9, 7, 7, 9, 6, 9, 6, 11, 5, 6, 7, 4, 6, 5, 10, 3, 3, 4, 11, 2, 2, 9, 6, 1, 1, 2, 1, 1, 36, 11,
    8, 8, 6, 6, 6, 8, 6, 5, 5, 8, 4, 5, 4, 5, 4, 3, 3, 3, 3, 3, 2, 2, 1, 1, 2, 1,
];
const PINNED_5P: [usize; 55] = [
    11, 15, 11, 12, 11, 10, 12, 10, 10, 12, 9, 10, 9, 10, 10, 8, 8, 10, 9, 8, 7, 8, 8, 7, 8, 6, 6,
    7, 8, 6, 5, 5, 7, 5, 10, 4, 8, 4, 4, 9, 3, 7, 3, 5, 4, 2, 2, 3, 2, 2, 1, 1, 1, 1, 3,
];
const PINNED_PERFT: [[u64; 3]; 4] = [[8, 68, 535], [8, 75, 1038], [3, 6, 15], [25, 456, 2412]];
