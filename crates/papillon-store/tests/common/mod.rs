#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::SheetInput;

/// The README's four-player example (Ana+Cleo 90/105/−15, Ben+Dan 50/71/−21).
pub fn four_players() -> SheetInput {
    serde_json::from_str(include_str!("../../../../examples/four-players.json"))
        .expect("example sheet")
}

pub fn sheet(json: serde_json::Value) -> SheetInput {
    serde_json::from_value(json).expect("test sheet")
}

/// A complete two-player game where `a` wins with the given blue cards.
pub fn duel(a: &str, b: &str, a_cards: i64, a_scoring: &[&str], a_hand: &[&str]) -> SheetInput {
    sheet(serde_json::json!({
        "players": [a, b],
        "blue": { "players": {
            a: { "cards": a_cards, "scoring": a_scoring },
            b: { "cards": 58 - a_cards, "scoring": ["E3"] } } },
        "orange": { "tours": [b], "end": "carnage", "hands": { a: a_hand, b: [] } }
    }))
}

/// Ana and Ben's game, the orange tour won by `tour`: Ana wins it 30 to −20 when she
/// takes the tour, Ben 10 to 0 when he does (the ratings' and the story's tests check it
/// by the engine).
pub fn won_by(tour: &str) -> SheetInput {
    sheet(serde_json::json!({
        "players": ["Ana", "Ben"],
        "blue": { "players": {
            "Ana": { "cards": 30, "scoring": ["F3", "S3"] },
            "Ben": { "cards": 28, "scoring": ["E3"] } } },
        "orange": { "tours": [tour], "end": "carnage", "hands": { "Ana": [], "Ben": [] } }
    }))
}
