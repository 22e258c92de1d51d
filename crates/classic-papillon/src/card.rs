//! The 52-card deck: ranks, suits, cards, sets of cards, and their notation.
//!
//! Notation (case-insensitive when parsed, printed in capitals):
//! - a **rank**: `A` (or `1`), `2` … `10`, `J`, `Q`, `K` (or `11`, `12`, `13`);
//! - a **card**: its rank then its suit letter, `C` clubs, `D` diamonds, `H` hearts,
//!   `S` spades (the symbols `♣ ♦ ♥ ♠` are read too): `AS`, `10H`, `QD`, `KC`.
//!
//! Suits never matter for play ("Farben spielen keine Rolle"); they only tell two cards
//! of one rank apart, so that every card is in exactly one place.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Cards in the deck.
pub const DECK_SIZE: usize = 52;
/// Cards of one rank.
pub const SUITS: usize = 4;

/// A rank, 1 (ace) to 13 (king). Cannot hold anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const TEN: Rank = Rank(10);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    /// The rank with this number (1 = ace … 13 = king).
    pub fn new(number: u8) -> Option<Rank> {
        (1..=13).contains(&number).then_some(Rank(number))
    }

    /// 1 for the ace … 11, 12, 13 for jack, queen, king: the printed value.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Jack, queen or king ("Bildkarte").
    pub fn is_face(self) -> bool {
        self.0 >= 11
    }

    pub fn is_ace(self) -> bool {
        self.0 == 1
    }

    /// Every rank, ace first.
    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// The rank's notation: `A`, `2` … `10`, `J`, `Q`, `K`.
    pub fn notation(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        NAMES[usize::from(self.0 - 1)]
    }

    /// The rank's English name ("ace", "7", "queen").
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "ace",
            11 => "jack",
            12 => "queen",
            13 => "king",
            _ => self.notation(),
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
    }
}

/// The four suits, in the order of the deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | '♦' | '♢' => Some(Suit::Diamonds),
            'H' | '♥' | '♡' => Some(Suit::Hearts),
            'S' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// One card of the 52: its index `4·(rank − 1) + suit`, so that cards sort by rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank.0 - 1) * 4 + suit as u8)
    }

    /// The card with index 0..52 (deck order: AC AD AH AS 2C …).
    pub fn from_index(index: usize) -> Option<Card> {
        (index < DECK_SIZE).then_some(Card(index as u8))
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn rank(self) -> Rank {
        Rank(self.0 / 4 + 1)
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 % 4)]
    }

    pub fn is_face(self) -> bool {
        self.rank().is_face()
    }

    pub fn is_ace(self) -> bool {
        self.rank().is_ace()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().notation(), self.suit().letter())
    }
}

/// The whole deck in deck order.
pub fn deck() -> impl Iterator<Item = Card> {
    (0..DECK_SIZE as u8).map(Card)
}

/// Why a text is not a rank or a card; each names the text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum CardParseError {
    #[error("empty card name")]
    Empty,
    #[error("unknown rank \"{text}\": write A, 2 … 10, J, Q or K (or 1 … 13)")]
    UnknownRank { text: String },
    #[error("\"{text}\" has no suit: end it with C, D, H or S (as in AS, 10H, QD)")]
    MissingSuit { text: String },
    #[error("unknown suit in \"{text}\": use C, D, H or S (as in AS, 10H, QD)")]
    UnknownSuit { text: String },
}

fn parse_rank(text: &str) -> Option<Rank> {
    match text.to_ascii_uppercase().as_str() {
        "A" => Some(Rank::ACE),
        "J" => Some(Rank::JACK),
        "Q" => Some(Rank::QUEEN),
        "K" => Some(Rank::KING),
        digits if !digits.is_empty() && digits.len() <= 2 => {
            digits.parse::<u8>().ok().and_then(Rank::new)
        }
        _ => None,
    }
}

impl FromStr for Rank {
    type Err = CardParseError;

    fn from_str(input: &str) -> Result<Rank, CardParseError> {
        let text = input.trim();
        if text.is_empty() {
            return Err(CardParseError::Empty);
        }
        parse_rank(text).ok_or_else(|| CardParseError::UnknownRank { text: text.into() })
    }
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(input: &str) -> Result<Card, CardParseError> {
        let text = input.trim();
        let Some(last) = text.chars().last() else {
            return Err(CardParseError::Empty);
        };
        let head = &text[..text.len() - last.len_utf8()];
        match Suit::from_char(last) {
            Some(suit) if !head.is_empty() => parse_rank(head)
                .map(|rank| Card::new(rank, suit))
                .ok_or_else(|| CardParseError::UnknownRank { text: text.into() }),
            Some(_) => Err(CardParseError::UnknownRank { text: text.into() }),
            None if parse_rank(text).is_some() => {
                Err(CardParseError::MissingSuit { text: text.into() })
            }
            None if last.is_ascii_alphabetic() && parse_rank(head).is_some() => {
                Err(CardParseError::UnknownSuit { text: text.into() })
            }
            None => Err(CardParseError::UnknownRank { text: text.into() }),
        }
    }
}

/// A set of cards of the deck, as a bit mask (bit = card index).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CardSet(u64);

const FULL: u64 = (1 << DECK_SIZE) - 1;

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// Every card of the deck.
    pub fn full() -> CardSet {
        CardSet(FULL)
    }

    /// The set with this mask (bits above the deck dropped).
    pub fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & FULL)
    }

    pub fn bits(self) -> u64 {
        self.0
    }

    pub fn single(card: Card) -> CardSet {
        CardSet(1 << card.0)
    }

    /// The four cards of a rank.
    pub fn of_rank(rank: Rank) -> CardSet {
        CardSet(0xF << ((rank.0 - 1) * 4))
    }

    /// The aces, and the number cards 1..=10 (the cards a sum may take).
    pub fn aces() -> CardSet {
        CardSet::of_rank(Rank::ACE)
    }

    pub fn numbers() -> CardSet {
        CardSet((1 << 40) - 1)
    }

    pub fn faces() -> CardSet {
        CardSet(FULL & !((1 << 40) - 1))
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds a card; false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= 1 << card.0;
        !had
    }

    /// Removes a card; false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.0);
        had
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

    pub fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// How many cards of `rank` the set holds.
    pub fn count_rank(self, rank: Rank) -> usize {
        self.intersection(CardSet::of_rank(rank)).len()
    }

    /// The `k` lowest cards of `rank` in the set (fewer if it holds fewer).
    pub fn lowest_of_rank(self, rank: Rank, k: usize) -> CardSet {
        let mut bits = self.intersection(CardSet::of_rank(rank)).0;
        let mut out = 0;
        for _ in 0..k {
            if bits == 0 {
                break;
            }
            let low = bits & bits.wrapping_neg();
            out |= low;
            bits &= bits - 1;
        }
        CardSet(out)
    }

    /// The lowest card, in deck order.
    pub fn first(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(self.0.trailing_zeros() as u8))
    }

    /// The cards in deck order (by rank, then suit).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(index))
        })
    }

    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    /// The cards' notations joined by `sep`.
    pub fn join(self, sep: &str) -> String {
        self.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(sep)
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

/// Cards, ranks and sets are written as their notation in every JSON.
#[cfg(feature = "ts")]
mod ts_impls {
    macro_rules! as_ts {
        ($t:ty, $ts:expr) => {
            impl ts_rs::TS for $t {
                type WithoutGenerics = Self;
                type OptionInnerType = Self;
                fn name(_: &ts_rs::Config) -> String {
                    $ts.to_owned()
                }
                fn inline(_: &ts_rs::Config) -> String {
                    $ts.to_owned()
                }
            }
        };
    }
    as_ts!(super::Card, "string");
    as_ts!(super::Rank, "string");
    as_ts!(super::CardSet, "Array<string>");
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A rank is read from its notation (`"A"`, `"10"`, `"Q"`), from a number (`7`), or
/// from a card's notation whose suit is then dropped (`"QD"`): at a real table the
/// suit of a card never matters.
impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rank, D::Error> {
        // by hand, so that a wrong kind of value is refused in words ("expected a
        // rank: …"), never with serde's "did not match any variant"
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Rank;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a rank: A, 2 … 10, J, Q, K, or a number 1 to 13")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Rank, E> {
                u8::try_from(n)
                    .ok()
                    .and_then(Rank::new)
                    .ok_or_else(|| E::custom(format!("unknown rank {n}: 1 to 13")))
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Rank, E> {
                Err(E::custom(format!("unknown rank {n}: 1 to 13")))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Rank, E> {
                text.parse::<Rank>()
                    .or_else(|e| text.parse::<Card>().map(Card::rank).map_err(|_| e))
                    .map_err(E::custom)
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        let mut set = CardSet::EMPTY;
        for card in cards {
            if !set.insert(card) {
                return Err(serde::de::Error::custom(format!("{card} is listed twice")));
            }
        }
        Ok(set)
    }
}

/// Parses a list of cards separated by spaces, commas or `+` (`"AC 4D 5D"`,
/// `"AC+4D+5D"`).
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardParseError> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == '+')
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// The cards of the deck not in any of `used`, in deck order (for building positions:
/// "the rest is the talon").
pub fn rest_of_deck(used: &[&[Card]]) -> Vec<Card> {
    let taken: CardSet = used
        .iter()
        .flat_map(|cards| cards.iter().copied())
        .collect();
    CardSet::full().difference(taken).to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_its_notation_and_index() {
        let all: Vec<Card> = deck().collect();
        assert_eq!(all.len(), 52);
        for card in all {
            let text = card.to_string();
            assert_eq!(text.parse::<Card>(), Ok(card), "{text}");
            assert_eq!(text.to_lowercase().parse::<Card>(), Ok(card), "{text}");
            assert_eq!(Card::from_index(card.index()), Some(card));
            assert_eq!(Card::new(card.rank(), card.suit()), card);
        }
        assert_eq!(Card::from_index(52), None);
    }

    #[test]
    fn notation_examples_and_aliases() {
        let card = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(card("AS"), Card::new(Rank::ACE, Suit::Spades));
        assert_eq!(card("1s"), card("AS"));
        assert_eq!(card("10H").rank().number(), 10);
        assert_eq!(card("QD").rank(), Rank::QUEEN);
        assert_eq!(card("12♦"), card("QD"));
        assert_eq!(card("K♣").to_string(), "KC");
        assert_eq!(parse_cards("AC+4D, 5D").unwrap().len(), 3);
    }

    #[test]
    fn parse_errors_name_the_text() {
        assert_eq!("".parse::<Card>(), Err(CardParseError::Empty));
        assert_eq!(
            "10".parse::<Card>(),
            Err(CardParseError::MissingSuit { text: "10".into() })
        );
        assert_eq!(
            "10X".parse::<Card>(),
            Err(CardParseError::UnknownSuit { text: "10X".into() })
        );
        assert_eq!(
            "14H".parse::<Card>(),
            Err(CardParseError::UnknownRank { text: "14H".into() })
        );
        assert_eq!(
            "ZZ".parse::<Rank>(),
            Err(CardParseError::UnknownRank { text: "ZZ".into() })
        );
        let message = "14H".parse::<Card>().unwrap_err().to_string();
        assert!(message.contains("14H"), "{message}");
    }

    #[test]
    fn ranks_read_from_numbers_and_cards() {
        let r: Vec<Rank> = serde_json::from_str(r#"["A", 7, "QD", "k", "10"]"#).unwrap();
        let numbers: Vec<u8> = r.iter().map(|r| r.number()).collect();
        assert_eq!(numbers, [1, 7, 12, 13, 10]);
        assert!(serde_json::from_str::<Rank>("14").is_err());
        assert!(serde_json::from_str::<Rank>("\"X\"").is_err());
    }

    #[test]
    fn sets_count_ranks_and_pick_the_lowest() {
        let set: CardSet = parse_cards("AC AH 5D 5S 5H").unwrap().into_iter().collect();
        assert_eq!(set.count_rank(Rank::ACE), 2);
        let five = Rank::new(5).unwrap();
        assert_eq!(set.lowest_of_rank(five, 2).join(" "), "5D 5H");
        assert_eq!(set.lowest_of_rank(five, 9).len(), 3);
        assert_eq!(CardSet::numbers().len(), 40);
        assert_eq!(CardSet::faces().len(), 12);
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, r#"["AC","AH","5D","5H","5S"]"#);
        assert!(serde_json::from_str::<CardSet>(r#"["AC","AC"]"#).is_err());
    }
}
