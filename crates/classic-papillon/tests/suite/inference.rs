//! The `expert` level's reading of the table: the others' captures make some hidden
//! hands less likely, and a determinization deals those less often.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use classic_papillon::card::CardSet;
use classic_papillon::{ClassicGame, Options};
use common::{game, position};
use game_kit::{Game, InfoState, seeded_rng};

/// Ben (seat 1) plays first and takes the 7 with his 7 while two aces lie on the table.
/// Anyone holding a 2 would have taken both aces ("nimmt man mit einer 2 zwei Asse
/// bekommt man vier Zählsteine", four from each), and an ace would have taken an ace
/// (two from each).
fn after_bens_plain_capture() -> ClassicGame {
    let mut g = game(
        &position(0, &["KS QS JS", "7S KC KD", "QC QD JC"], "AC AD 7D 8H", 20),
        Options::default(),
    );
    assert_eq!(g.current_player(), Some(1));
    g.apply(&"7S:7D".parse().unwrap());
    g
}

fn holds_two_or_ace(hand: CardSet) -> bool {
    hand.iter().any(|c| c.rank().number() <= 2)
}

#[test]
fn hands_that_would_have_taken_the_aces_are_dealt_less_often() {
    let g = after_bens_plain_capture();
    let info = g.info(0);
    let (mut uniform, mut inferred) = (0, 0);
    let draws = 2_000;
    let mut rng = seeded_rng(1);
    for _ in 0..draws {
        let plain = info.determinize(&mut rng);
        let read = info.determinize_inferred(&mut rng);
        for sample in [&plain, &read] {
            sample.check_invariants().unwrap();
            assert_eq!(sample.hand(0), g.hand(0), "the observer's own hand is kept");
            assert_eq!(sample.hand(1).len(), 2);
            assert_eq!(sample.table(), g.table());
        }
        uniform += usize::from(holds_two_or_ace(plain.hand(1)));
        inferred += usize::from(holds_two_or_ace(read.hand(1)));
    }
    let (uniform, inferred) = (
        uniform as f64 / f64::from(draws),
        inferred as f64 / f64::from(draws),
    );
    // the other two aces and the four 2s are among Ana's 25 unseen cards (the talon
    // starts with them): Ben's two cards hold one 1 − C(19,2)/C(25,2) = 43% of the time
    assert!((0.38..0.48).contains(&uniform), "uniform: {uniform}");
    assert!(inferred < 0.05, "inferred: {inferred} (uniform {uniform})");
}

#[test]
fn cleo_is_not_read_from_bens_move_and_nothing_is_read_without_one() {
    let g = after_bens_plain_capture();
    let info = g.info(0);
    let mut rng = seeded_rng(2);
    let (mut uniform, mut inferred) = (0, 0);
    for _ in 0..2_000 {
        uniform += usize::from(holds_two_or_ace(info.determinize(&mut rng).hand(2)));
        inferred += usize::from(holds_two_or_ace(
            info.determinize_inferred(&mut rng).hand(2),
        ));
    }
    // Cleo gets what Ben is less likely to hold: more often
    assert!(inferred > uniform, "{inferred} vs {uniform}");
    // before any move, and in a game rebuilt from a position, there is nothing to read:
    // the first draw is kept, the same as a plain determinization
    let fresh = game(
        &position(0, &["KS QS JS", "7S KC KD", "QC QD JC"], "AC AD 7D 8H", 20),
        Options::default(),
    );
    for seed in 0..20 {
        let info = fresh.info(0);
        assert_eq!(
            info.determinize_inferred(&mut seeded_rng(seed)),
            info.determinize(&mut seeded_rng(seed))
        );
    }
}
