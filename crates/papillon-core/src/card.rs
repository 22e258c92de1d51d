//! Cards: deck colour (back) and face, with the text notation used everywhere.
//!
//! Notation (case-insensitive when parsed):
//! - family cards: a family letter and a number 0..=11 — `F` Formes, `E` Éléments,
//!   `D` Découvertes, `S` Serpents: `F0` … `S11`; `dragon` is an alias of `S7`;
//! - trumps: `couteau-suisse`, `chat-noir`, `chenille`, `chrysalide`, `papillon`, `plus`,
//!   `moins`, `multiplier-diviser`, `yin`, `yang` (spaces or underscores may replace the
//!   hyphens).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::options::RuleOptions;

/// Number of faces in one deck: 4 families of 12 plus 10 trumps.
pub const DECK_SIZE: usize = 58;

/// How many cards of one face the game holds: one per deck (blue and orange).
pub const COPIES_PER_FACE: usize = 2;

/// The four families of numbered cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    Formes,
    Elements,
    Decouvertes,
    Serpents,
}

impl Family {
    pub const ALL: [Family; 4] = [
        Family::Formes,
        Family::Elements,
        Family::Decouvertes,
        Family::Serpents,
    ];

    /// The letter used in the notation.
    pub fn letter(self) -> char {
        match self {
            Family::Formes => 'F',
            Family::Elements => 'E',
            Family::Decouvertes => 'D',
            Family::Serpents => 'S',
        }
    }

    /// The family's name as printed (French names are also the English ones).
    pub fn name(self) -> &'static str {
        match self {
            Family::Formes => "Formes",
            Family::Elements => "Éléments",
            Family::Decouvertes => "Découvertes",
            Family::Serpents => "Serpents",
        }
    }

    fn from_letter(c: char) -> Option<Family> {
        match c.to_ascii_uppercase() {
            'F' => Some(Family::Formes),
            'E' => Some(Family::Elements),
            'D' => Some(Family::Decouvertes),
            'S' => Some(Family::Serpents),
            _ => None,
        }
    }
}

/// The number of a family card, 0..=11. Cannot hold anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const MAX: u8 = 11;

    pub fn new(value: u8) -> Option<Rank> {
        (value <= Self::MAX).then_some(Rank(value))
    }

    pub fn value(self) -> u8 {
        self.0
    }

    /// All ranks 0..=11.
    pub fn all() -> impl Iterator<Item = Rank> {
        (0..=Self::MAX).map(Rank)
    }
}

/// The ten trumps (Atouts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Trump {
    CouteauSuisse,
    ChatNoir,
    Chenille,
    Chrysalide,
    Papillon,
    Plus,
    Moins,
    MultiplierDiviser,
    Yin,
    Yang,
}

impl Trump {
    pub const ALL: [Trump; 10] = [
        Trump::CouteauSuisse,
        Trump::ChatNoir,
        Trump::Chenille,
        Trump::Chrysalide,
        Trump::Papillon,
        Trump::Plus,
        Trump::Moins,
        Trump::MultiplierDiviser,
        Trump::Yin,
        Trump::Yang,
    ];

    /// The notation of the trump.
    pub fn notation(self) -> &'static str {
        match self {
            Trump::CouteauSuisse => "couteau-suisse",
            Trump::ChatNoir => "chat-noir",
            Trump::Chenille => "chenille",
            Trump::Chrysalide => "chrysalide",
            Trump::Papillon => "papillon",
            Trump::Plus => "plus",
            Trump::Moins => "moins",
            Trump::MultiplierDiviser => "multiplier-diviser",
            Trump::Yin => "yin",
            Trump::Yang => "yang",
        }
    }

    /// The trump's printed name.
    pub fn name(self) -> &'static str {
        match self {
            Trump::CouteauSuisse => "Couteau Suisse",
            Trump::ChatNoir => "Chat Noir",
            Trump::Chenille => "Chenille",
            Trump::Chrysalide => "Chrysalide",
            Trump::Papillon => "Papillon",
            Trump::Plus => "Plus",
            Trump::Moins => "Moins",
            Trump::MultiplierDiviser => "Multiplier/Diviser",
            Trump::Yin => "Yin",
            Trump::Yang => "Yang",
        }
    }

    /// Plus, Moins and Multiplier/Diviser.
    pub fn is_sign(self) -> bool {
        matches!(self, Trump::Plus | Trump::Moins | Trump::MultiplierDiviser)
    }

    fn index(self) -> u8 {
        self as u8
    }
}

/// What is printed on a card's front.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    Family(Family, Rank),
    Trump(Trump),
}

/// The Dragon: 7 of Serpents.
pub const DRAGON: Face = Face::Family(Family::Serpents, Rank(7));

impl Face {
    /// A dense index 0..58: families first (family × 12 + rank), then the trumps.
    pub fn index(self) -> u8 {
        match self {
            Face::Family(family, rank) => family as u8 * 12 + rank.0,
            Face::Trump(trump) => 48 + trump.index(),
        }
    }

    /// The face with the given dense index, if any.
    pub fn from_index(index: u8) -> Option<Face> {
        match index {
            0..48 => Some(Face::Family(
                Family::ALL[usize::from(index / 12)],
                Rank(index % 12),
            )),
            48..58 => Some(Face::Trump(Trump::ALL[usize::from(index - 48)])),
            _ => None,
        }
    }

    /// All 58 faces in index order.
    pub fn all() -> impl Iterator<Item = Face> {
        (0..DECK_SIZE as u8).filter_map(Face::from_index)
    }

    pub fn family(rank: u8, family: Family) -> Option<Face> {
        Rank::new(rank).map(|r| Face::Family(family, r))
    }

    pub fn trump(self) -> Option<Trump> {
        match self {
            Face::Trump(t) => Some(t),
            Face::Family(..) => None,
        }
    }

    pub fn is_trump(self, trump: Trump) -> bool {
        self == Face::Trump(trump)
    }

    /// The number the card carries under the given options: the rank of a family
    /// card, the printed number of a trump when it has one. The Couteau Suisse is wild
    /// (no fixed number) and gives `None`, like the trumps without a number.
    pub fn number(self, options: &RuleOptions) -> Option<u8> {
        match self {
            Face::Family(_, rank) => Some(rank.0),
            Face::Trump(trump) => options.trump_numbers.number(trump),
        }
    }

    /// The notation, e.g. `F3`, `S7`, `chat-noir`.
    pub fn notation(self) -> String {
        self.to_string()
    }

    /// A readable English name, e.g. "3 of Formes", "Dragon", "Chat Noir".
    pub fn name(self) -> String {
        match self {
            DRAGON => "Dragon".to_string(),
            Face::Family(family, rank) => format!("{} of {}", rank.0, family.name()),
            Face::Trump(trump) => trump.name().to_string(),
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Family(family, rank) => write!(f, "{}{}", family.letter(), rank.0),
            Face::Trump(trump) => f.write_str(trump.notation()),
        }
    }
}

/// Why a text is not a card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardParseError {
    #[error("empty card name")]
    Empty,
    #[error("unknown card \"{0}\": family cards are numbered 0 to 11")]
    RankOutOfRange(String),
    #[error(
        "unknown card \"{0}\": write a family letter (F, E, D, S) and a number 0 to 11, \
         or a trump (couteau-suisse, chat-noir, chenille, chrysalide, papillon, plus, moins, \
         multiplier-diviser, yin, yang)"
    )]
    Unknown(String),
}

impl FromStr for Face {
    type Err = CardParseError;

    fn from_str(input: &str) -> Result<Face, CardParseError> {
        let text = input.trim();
        if text.is_empty() {
            return Err(CardParseError::Empty);
        }
        let normal: String = text
            .chars()
            .map(|c| match c {
                ' ' | '_' | '/' => '-',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        if normal == "dragon" {
            return Ok(DRAGON);
        }
        if let Some(trump) = Trump::ALL.iter().find(|t| t.notation() == normal) {
            return Ok(Face::Trump(*trump));
        }
        let mut chars = normal.chars();
        let family = chars.next().and_then(Family::from_letter);
        let digits = chars.as_str();
        match family {
            Some(family)
                if !digits.is_empty()
                    && digits.len() <= 3
                    && digits.chars().all(|c| c.is_ascii_digit()) =>
            {
                // At most three digits, so the parse cannot overflow a u16.
                let number: u16 = digits
                    .parse()
                    .map_err(|_| CardParseError::Unknown(text.to_string()))?;
                u8::try_from(number)
                    .ok()
                    .and_then(Rank::new)
                    .map(|rank| Face::Family(family, rank))
                    .ok_or_else(|| CardParseError::RankOutOfRange(text.to_string()))
            }
            Some(_) if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) => {
                Err(CardParseError::RankOutOfRange(text.to_string()))
            }
            _ => Err(CardParseError::Unknown(text.to_string())),
        }
    }
}

/// A card is written as its notation (`F3`, `chat-noir`) in every JSON.
#[cfg(feature = "ts")]
impl ts_rs::TS for Face {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "string".to_owned()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "string".to_owned()
    }
}

impl Serialize for Face {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Face, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The colour of a card's back: which of the two decks it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Back {
    Blue,
    Orange,
}

/// One physical card: its back and its face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    pub back: Back,
    pub face: Face,
}

impl Card {
    pub fn new(back: Back, face: Face) -> Card {
        Card { back, face }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let back = match self.back {
            Back::Blue => "blue",
            Back::Orange => "orange",
        };
        write!(f, "{} ({back})", self.face)
    }
}

/// A full deck of 58 cards with the given back, in index order.
pub fn deck(back: Back) -> Vec<Card> {
    Face::all().map(|face| Card::new(back, face)).collect()
}

/// A set of faces, as a 58-bit mask. Cheap to copy and compare. Serialised as a list
/// of card notations in index order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FaceSet(u64);

impl FaceSet {
    pub const EMPTY: FaceSet = FaceSet(0);

    /// All 58 faces.
    pub fn full() -> FaceSet {
        FaceSet((1u64 << DECK_SIZE) - 1)
    }

    pub fn contains(self, face: Face) -> bool {
        self.0 & (1 << face.index()) != 0
    }

    /// Adds a face; returns false when it was already there.
    pub fn insert(&mut self, face: Face) -> bool {
        let had = self.contains(face);
        self.0 |= 1 << face.index();
        !had
    }

    /// Removes a face; returns false when it was not there.
    pub fn remove(&mut self, face: Face) -> bool {
        let had = self.contains(face);
        self.0 &= !(1 << face.index());
        had
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: FaceSet) -> FaceSet {
        FaceSet(self.0 | other.0)
    }

    pub fn intersection(self, other: FaceSet) -> FaceSet {
        FaceSet(self.0 & other.0)
    }

    /// The faces in index order.
    pub fn iter(self) -> impl Iterator<Item = Face> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Face::from_index(index)
        })
    }
}

impl FaceSet {
    /// The faces of `self` that are not in `other`.
    pub fn difference(self, other: FaceSet) -> FaceSet {
        FaceSet(self.0 & !other.0)
    }

    /// Whether every face of `self` is in `other`.
    pub fn is_subset(self, other: FaceSet) -> bool {
        self.0 & !other.0 == 0
    }

    pub fn is_disjoint(self, other: FaceSet) -> bool {
        self.0 & other.0 == 0
    }

    /// The raw 58-bit mask (bit i = face with index i).
    pub fn bits(self) -> u64 {
        self.0
    }

    /// The set with the given mask; bits above 57 are dropped.
    pub fn from_bits(bits: u64) -> FaceSet {
        FaceSet(bits & FaceSet::full().0)
    }

    pub fn single(face: Face) -> FaceSet {
        FaceSet(1 << face.index())
    }

    /// The notations joined with ", ".
    pub fn notation(self) -> String {
        self.iter()
            .map(|f| f.notation())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A set of cards is written as the list of their notations, in deck order.
#[cfg(feature = "ts")]
impl ts_rs::TS for FaceSet {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "Array<string>".to_owned()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "Array<string>".to_owned()
    }
}

impl Serialize for FaceSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for FaceSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<FaceSet, D::Error> {
        let faces = Vec::<Face>::deserialize(deserializer)?;
        let mut set = FaceSet::EMPTY;
        for face in faces {
            if !set.insert(face) {
                return Err(serde::de::Error::custom(format!("{face} is listed twice")));
            }
        }
        Ok(set)
    }
}

impl FromIterator<Face> for FaceSet {
    fn from_iter<I: IntoIterator<Item = Face>>(iter: I) -> FaceSet {
        let mut set = FaceSet::EMPTY;
        for face in iter {
            set.insert(face);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_round_trips_through_its_index_and_notation() {
        let faces: Vec<Face> = Face::all().collect();
        assert_eq!(faces.len(), DECK_SIZE);
        for (i, face) in faces.iter().enumerate() {
            assert_eq!(usize::from(face.index()), i);
            assert_eq!(face.notation().parse::<Face>(), Ok(*face));
            assert_eq!(face.notation().to_uppercase().parse::<Face>(), Ok(*face));
        }
        assert_eq!(Face::from_index(58), None);
    }

    #[test]
    fn aliases_and_spellings() {
        assert_eq!("dragon".parse::<Face>(), Ok(DRAGON));
        assert_eq!("DRAGON".parse::<Face>(), Ok(DRAGON));
        assert_eq!("S7".parse::<Face>(), Ok(DRAGON));
        assert_eq!(" s7 ".parse::<Face>(), Ok(DRAGON));
        assert_eq!(
            "Chat Noir".parse::<Face>(),
            Ok(Face::Trump(Trump::ChatNoir))
        );
        assert_eq!(
            "multiplier/diviser".parse::<Face>(),
            Ok(Face::Trump(Trump::MultiplierDiviser))
        );
        assert_eq!(
            "couteau_suisse".parse::<Face>(),
            Ok(Face::Trump(Trump::CouteauSuisse))
        );
        assert_eq!(
            "f03".parse::<Face>(),
            Face::family(3, Family::Formes).ok_or(CardParseError::Empty)
        );
    }

    #[test]
    fn parse_errors_name_the_input() {
        let err = "F12".parse::<Face>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown card \"F12\": family cards are numbered 0 to 11"
        );
        let err = "S99999999".parse::<Face>().unwrap_err();
        assert!(err.to_string().contains("\"S99999999\""), "{err}");
        let err = "X3".parse::<Face>().unwrap_err();
        assert!(err.to_string().starts_with("unknown card \"X3\""), "{err}");
        assert_eq!("".parse::<Face>(), Err(CardParseError::Empty));
        assert!("F".parse::<Face>().is_err());
        assert!("F-1".parse::<Face>().is_err());
        assert!("chat".parse::<Face>().is_err());
    }

    #[test]
    fn a_deck_has_58_distinct_cards() {
        for back in [Back::Blue, Back::Orange] {
            let cards = deck(back);
            assert_eq!(cards.len(), 58);
            let faces: FaceSet = cards.iter().map(|c| c.face).collect();
            assert_eq!(faces, FaceSet::full());
            assert!(cards.iter().all(|c| c.back == back));
        }
    }

    #[test]
    fn face_set_operations() {
        let mut set = FaceSet::EMPTY;
        assert!(set.insert(DRAGON));
        assert!(!set.insert(DRAGON));
        assert!(set.insert(Face::Trump(Trump::Yang)));
        assert_eq!(set.len(), 2);
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            vec![DRAGON, Face::Trump(Trump::Yang)]
        );
        assert!(set.remove(DRAGON));
        assert!(!set.remove(DRAGON));
        assert_eq!(FaceSet::full().len(), 58);
    }

    #[test]
    fn names() {
        assert_eq!(DRAGON.name(), "Dragon");
        assert_eq!(
            "E3".parse::<Face>().map(Face::name),
            Ok("3 of Éléments".into())
        );
        assert_eq!(
            Face::Trump(Trump::MultiplierDiviser).name(),
            "Multiplier/Diviser"
        );
    }
}
