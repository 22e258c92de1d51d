//! Helpers shared by the tests: positions written with card notation.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly
#![allow(dead_code)] // each test file uses some of the helpers

use classic_papillon::card::{Card, parse_cards, rest_of_deck};
use classic_papillon::events::Event;
use classic_papillon::{Action, ClassicGame, Options, Position, Setup};

pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

pub fn names(players: usize) -> Vec<String> {
    ["Ana", "Ben", "Cleo", "Dan"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A position: the hands (seat order), the table, `talon` cards left in the talon (the
/// rest of the deck goes to the first player's pile), 20 counters each and the stakes
/// in the pot; the first seat with cards after the dealer plays.
pub fn position(dealer: usize, hands: &[&str], table: &str, talon: usize) -> Position {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let table = cards(table);
    let mut used: Vec<&[Card]> = hands.iter().map(Vec::as_slice).collect();
    used.push(&table);
    let rest = rest_of_deck(&used);
    let n = hands.len();
    let current = (1..=n)
        .map(|k| (dealer + k) % n)
        .find(|&s| !hands[s].is_empty())
        .unwrap();
    let mut captured = vec![Vec::new(); n];
    captured[0] = rest[talon..].to_vec();
    Position {
        dealer,
        current,
        hands,
        table,
        talon: rest[..talon].to_vec(),
        captured,
        counters: vec![19; n],
        pot: n as i32,
        start_counters: Some(vec![20; n]),
        start_pot: Some(0),
        game: 1,
        deal: 1,
        revealed: vec![],
        last_revealer: None,
        after_sautenelle: false,
        winner: None,
        multiplier: 1,
    }
}

pub fn game(p: &Position, options: Options) -> ClassicGame {
    ClassicGame::from_position(Setup::new(names(p.hands.len()), options).unwrap(), p).unwrap()
}

/// Plays a move in notation; returns every event.
pub fn play(game: &mut ClassicGame, action: &str) -> Vec<Event> {
    let action: Action = action.parse().unwrap();
    game.play_logged(&action)
        .unwrap_or_else(|e| panic!("{action}: {e}"))
        .into_iter()
        .map(|(e, _)| e)
        .collect()
}

/// The counter events (E1–E10) among `events`.
pub fn counter_events(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .filter(|e| e.code().is_some())
        .cloned()
        .collect()
}
