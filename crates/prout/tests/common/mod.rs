//! Helpers to write sheets in tests.
#![allow(dead_code)]

use prout::{CardInput, GameInput, PileInput, PlayerInput};

pub fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Counts: hand, own draw pile, malus.
pub fn counts(hand: i64, pile: i64, malus: i64) -> PlayerInput {
    PlayerInput {
        hand: PileInput::Count(hand),
        pile: PileInput::Count(pile),
        malus: PileInput::Count(malus),
    }
}

/// Cards in notation: "7", "L12", "intox".
pub fn cards(list: &[&str]) -> PileInput {
    PileInput::Cards(
        list.iter()
            .map(|c| CardInput::Text(c.to_string()))
            .collect(),
    )
}

pub fn listed(hand: &[&str], pile: &[&str], malus: &[&str]) -> PlayerInput {
    PlayerInput {
        hand: cards(hand),
        pile: cards(pile),
        malus: cards(malus),
    }
}

pub fn game(ended_by: Option<&str>, players: Vec<(&str, PlayerInput)>) -> GameInput {
    GameInput {
        end: None,
        ended_by: ended_by.map(str::to_string),
        players: players
            .into_iter()
            .map(|(n, p)| (n.to_string(), p))
            .collect(),
    }
}
