//! The cards of a digital deal: a set of play cards as a 52-bit mask, what lies on a
//! trick (a card, or a BURNIN' joker), and the subject deck the proposition is turned
//! from.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Colour, MAX_RANK, Subject};

/// The size of the play deck: «Un jeu de 52 cartes, de quatre couleurs … portant les
/// numéros de 1 à 13».
pub const DECK_SIZE: usize = 52;

/// The jokers of each family: «10 cartes spéciales « joker » … portant les symboles des
/// cinq familles (2 cartes par famille)».
pub const JOKERS_PER_FAMILY: usize = 2;

/// The position of a colour in [`Colour::ALL`].
pub fn colour_index(colour: Colour) -> usize {
    match colour {
        Colour::Red => 0,
        Colour::Green => 1,
        Colour::Blue => 2,
        Colour::Orange => 3,
    }
}

/// The card's bit, none for a number outside 1 to 13 (a `Card` built by hand or read
/// from a file): such a card is in no set, so a move naming it is refused as not held.
fn card_bit(card: Card) -> u64 {
    if (1..=MAX_RANK).contains(&card.rank) {
        1u64 << (colour_index(card.colour) * usize::from(MAX_RANK) + usize::from(card.rank - 1))
    } else {
        0
    }
}

fn card_at(index: usize) -> Card {
    let per = usize::from(MAX_RANK);
    Card {
        colour: Colour::ALL[(index / per) % 4],
        rank: (index % per) as u8 + 1,
    }
}

/// A set of play cards (bit `colour × 13 + rank − 1`), iterated colour by colour, low to
/// high.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// Every card of the play deck.
    pub const DECK: CardSet = CardSet((1u64 << DECK_SIZE) - 1);

    /// The set of one card (empty for a card that does not exist).
    pub fn single(card: Card) -> CardSet {
        CardSet(card_bit(card))
    }
    pub fn contains(self, card: Card) -> bool {
        self.0 & card_bit(card) != 0
    }
    /// Adds a card; false if it was there, or does not exist.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = card_bit(card);
        let had = self.0 & bit != 0;
        self.0 |= bit;
        bit != 0 && !had
    }
    /// Removes a card; false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !card_bit(card);
        had
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }
    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }
    pub fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }
    /// The cards of one colour.
    pub fn of_colour(self, colour: Colour) -> CardSet {
        let per = u32::from(MAX_RANK);
        let mask = ((1u64 << per) - 1) << (colour_index(colour) as u32 * per);
        CardSet(self.0 & mask)
    }
    /// The cards that stand for `subject` in a collection.
    pub fn of_subject(self, subject: Subject) -> CardSet {
        self.iter().filter(|c| c.subject() == subject).collect()
    }
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(card_at(index))
        })
    }
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
    /// The lowest card (colour by colour).
    pub fn first(self) -> Option<Card> {
        self.iter().next()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// Every card of the play deck, in [`CardSet`] order.
pub fn deck() -> Vec<Card> {
    CardSet::DECK.to_vec()
}

/// What a player puts on a trick: a card, or under BURNIN' DOWN THE HOUSE a joker with
/// the symbol of one of the five families.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaPlayed"))]
pub enum Played {
    Card { card: Card },
    Joker { symbol: Subject },
}

impl Played {
    pub fn card(self) -> Option<Card> {
        match self {
            Played::Card { card } => Some(card),
            Played::Joker { .. } => None,
        }
    }
}

/// The subject deck: «cinq cartes pour chacune des cinq familles».
pub fn subject_deck() -> Vec<Subject> {
    Subject::ALL
        .iter()
        .flat_map(|&s| std::iter::repeat_n(s, usize::from(crate::card::SUBJECT_CARDS_PER_FAMILY)))
        .collect()
}

/// The ten jokers: «portant les symboles des cinq familles (2 cartes par famille)».
pub fn joker_deck() -> Vec<Subject> {
    Subject::ALL
        .iter()
        .flat_map(|&s| std::iter::repeat_n(s, JOKERS_PER_FAMILY))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_holds_the_52_cards_once_each() {
        let all = deck();
        assert_eq!(all.len(), DECK_SIZE);
        let set: CardSet = all.iter().copied().collect();
        assert_eq!(set, CardSet::DECK);
        for (i, &card) in all.iter().enumerate() {
            assert_eq!(card_at(i), card);
            assert_eq!(card_bit(card), 1u64 << i);
        }
        // a number outside 1 to 13 is in no set: the red 14 is not the green 1
        for rank in [0, 14, 200, 255] {
            let card = Card {
                colour: Colour::Red,
                rank,
            };
            assert!(!CardSet::DECK.contains(card));
            assert!(CardSet::single(card).is_empty());
            let mut set = CardSet::EMPTY;
            assert!(!set.insert(card));
            assert!(set.is_empty());
        }
        for colour in Colour::ALL {
            assert_eq!(CardSet::DECK.of_colour(colour).len(), 13);
            assert!(
                CardSet::DECK
                    .of_colour(colour)
                    .iter()
                    .all(|c| c.colour == colour)
            );
        }
        assert_eq!(CardSet::DECK.of_subject(Subject::Butterfly).len(), 12);
        assert_eq!(subject_deck().len(), 25);
        assert_eq!(joker_deck().len(), 10);
    }
}
