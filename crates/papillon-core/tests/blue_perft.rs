//! Pinned counts, as chess engines pin perft: any change in move generation changes
//! them. If a rule change is intended, regenerate them with
//! `PAPILLON_PRINT_PERFT=1 cargo test --test blue_perft -- --nocapture` and explain the
//! change in the commit.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::blue::{BlueConfig, BlueRound, BlueState};

fn print() -> bool {
    std::env::var_os("PAPILLON_PRINT_PERFT").is_some()
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
        if print() {
            println!("{players}p seed {seed}: {line:?}");
        } else {
            assert_eq!(line, pinned, "{players} players, seed {seed}");
        }
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
    if print() {
        println!("perft: {found:?}");
    } else {
        assert_eq!(found, PINNED_PERFT);
    }
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
