//! The cards a player holds, by back.

use serde::{Deserialize, Serialize};

use crate::card::{Back, Card, Face, FaceSet};

/// Cards a player holds, by back (a hand may hold the same face twice, one per back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
pub struct Hand {
    pub orange: FaceSet,
    pub blue: FaceSet,
}

impl Hand {
    pub fn len(self) -> usize {
        self.orange.len() + self.blue.len()
    }
    pub fn is_empty(self) -> bool {
        self.orange.is_empty() && self.blue.is_empty()
    }
    pub fn contains(self, card: Card) -> bool {
        match card.back {
            Back::Orange => self.orange.contains(card.face),
            Back::Blue => self.blue.contains(card.face),
        }
    }
    pub fn insert(&mut self, card: Card) -> bool {
        match card.back {
            Back::Orange => self.orange.insert(card.face),
            Back::Blue => self.blue.insert(card.face),
        }
    }
    pub fn remove(&mut self, card: Card) -> bool {
        match card.back {
            Back::Orange => self.orange.remove(card.face),
            Back::Blue => self.blue.remove(card.face),
        }
    }
    /// Every card, orange first, in face order.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        self.orange
            .iter()
            .map(|f| Card::new(Back::Orange, f))
            .chain(self.blue.iter().map(|f| Card::new(Back::Blue, f)))
    }
    /// The faces, each as often as held.
    pub fn faces(self) -> Vec<Face> {
        self.cards().map(|c| c.face).collect()
    }
    pub fn union(self, other: Hand) -> Hand {
        Hand {
            orange: self.orange.union(other.orange),
            blue: self.blue.union(other.blue),
        }
    }
}
