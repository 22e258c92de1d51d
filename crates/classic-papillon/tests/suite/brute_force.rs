//! An independent capture generator, written from the seed's sentences alone, against
//! the engine's legal moves on thousands of random positions.
//!
//! The sentences:
//! - "Man kann zum einen eine Karte von seinen Karten auslegen, deren Wert auch auf dem
//!   Tisch liegt … und diese vom Tisch nehmen." — one table card of the same value;
//! - "… mit einer 5 auch nur eine 5 vom Tisch nehmen, selbst wenn auf dem Tisch mehrere
//!   liegen." — only one;
//! - "Man kann zudem eine Karte mit Zählwert nehmen und Karten deren Summe dieser
//!   Zählwert ist vom Tisch nehmen." — several cards adding up to its value;
//! - "Eine auf dem Tisch liegende Bildkarte, kann man nur mit einer Bildkarte gleichen
//!   Werts eintauschen." — no face in a sum, a face taken only by the same face;
//! - "Der Bube zählt 11, die Dame 12 und der König 13." (or 10, the option);
//! - "Wenn man nicht nehmen kann, muss man seine verbliebenen Karten offen … legen."
//!
//! Every subset of the table is tried; moves are compared up to suits (the engine lists
//! each capture once per multiset of ranks), and every subset's verdict is compared
//! with the engine's check of that very capture.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::collections::BTreeSet;

use classic_papillon::card::{Card, deck};
use classic_papillon::options::FaceValue;
use classic_papillon::{Action, ClassicGame, Options, Position, Setup};
use game_kit::seeded_rng;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

/// The value a played card counts.
fn value(card: Card, faces_ten: bool) -> u32 {
    let r = u32::from(card.rank().number());
    if faces_ten && r > 10 { 10 } else { r }
}

fn is_face(card: Card) -> bool {
    card.rank().number() > 10
}

/// Whether `card` may take exactly `taken`, from the sentences.
fn allowed(card: Card, taken: &[Card], faces_ten: bool) -> bool {
    match taken {
        [] => false,
        // the same value; a face only by the same face, and a face takes a single card
        // only of its own rank
        [one] => one.rank() == card.rank(),
        several => {
            !several.iter().any(|&c| is_face(c))
                && several
                    .iter()
                    .map(|&c| u32::from(c.rank().number()))
                    .sum::<u32>()
                    == value(card, faces_ten)
        }
    }
}

type Shape = (u8, Vec<u8>);

fn shape(card: Card, taken: impl IntoIterator<Item = Card>) -> Shape {
    let mut ranks: Vec<u8> = taken.into_iter().map(|c| c.rank().number()).collect();
    ranks.sort_unstable();
    (card.rank().number(), ranks)
}

fn random_position<R: Rng>(rng: &mut R) -> (Vec<Card>, Vec<Card>, Vec<Card>) {
    let mut pack: Vec<Card> = deck().collect();
    pack.shuffle(rng);
    // mostly up to ten cards (every subset is tried), now and then twelve or thirteen
    let table_size = if rng.random_bool(0.02) {
        rng.random_range(12..=13)
    } else {
        rng.random_range(0..=10)
    };
    let hand_size = rng.random_range(1..=3);
    // tables rich in small cards make many sums
    if rng.random_bool(0.5) {
        pack.sort_by_cached_key(|c| (c.rank().number() > 6, rng.random::<u8>()));
    }
    let table = pack[..table_size].to_vec();
    let hand = pack[table_size..table_size + hand_size].to_vec();
    let rest = pack[table_size + hand_size..].to_vec();
    (hand, table, rest)
}

#[test]
fn the_engine_agrees_with_a_brute_force_generator() {
    let mut rng = seeded_rng(2024);
    let mut positions = 0;
    let mut captures_seen = 0;
    let mut reveals = 0;
    for round in 0..2_000 {
        let faces_ten = round % 3 == 0;
        let (hand, table, rest) = random_position(&mut rng);
        let options = Options {
            face_value: if faces_ten {
                FaceValue::Ten
            } else {
                FaceValue::Printed
            },
            ..Options::default()
        };
        let position = Position {
            dealer: 2,
            current: 0,
            hands: vec![hand.clone(), vec![], vec![]],
            table: table.clone(),
            talon: rest,
            captured: vec![],
            counters: vec![20; 3],
            pot: 0,
            start_counters: None,
            start_pot: None,
            game: 1,
            deal: 1,
            revealed: vec![],
            last_revealer: None,
            after_sautenelle: false,
            winner: None,
            multiplier: 1,
        };
        let setup = Setup::new(vec!["A".into(), "B".into(), "C".into()], options).unwrap();
        let game = ClassicGame::from_position(setup, &position).unwrap();
        // every subset of the table, for every hand card
        let mut expected: BTreeSet<Shape> = BTreeSet::new();
        for &card in &hand {
            for mask in 1u32..(1 << table.len()) {
                let taken: Vec<Card> = (0..table.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| table[i])
                    .collect();
                let ok = allowed(card, &taken, faces_ten);
                let action = Action::Capture {
                    card,
                    taken: taken.iter().copied().collect(),
                };
                assert_eq!(
                    game.check(&action).is_ok(),
                    ok,
                    "{action} on {table:?}: engine {:?}",
                    game.check(&action)
                );
                if ok {
                    expected.insert(shape(card, taken));
                }
            }
        }
        let moves = game.legal_moves();
        let got: BTreeSet<Shape> = moves
            .iter()
            .filter_map(|a| match *a {
                Action::Capture { card, taken } => Some(shape(card, taken.iter())),
                Action::Reveal => None,
            })
            .collect();
        assert_eq!(
            got.len(),
            moves.iter().filter(|a| **a != Action::Reveal).count(),
            "each capture once: {moves:?}"
        );
        assert_eq!(got, expected, "hand {hand:?}, table {table:?}");
        if expected.is_empty() {
            assert_eq!(moves, [Action::Reveal]);
            reveals += 1;
        } else {
            assert!(!moves.contains(&Action::Reveal), "capturing is compulsory");
            assert!(game.check(&Action::Reveal).is_err());
        }
        captures_seen += expected.len();
        positions += 1;
    }
    assert!(positions >= 1_000);
    assert!(
        captures_seen > 2_000 && reveals > 100,
        "{captures_seen} captures, {reveals} reveals"
    );
}
