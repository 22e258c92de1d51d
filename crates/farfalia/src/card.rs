//! The cards of Farfalia (docs/rules.md, part III (Farfalia) §2): the 52-card play deck
//! (four colours numbered 1 to 13), the five subjects a proposition is made of, which
//! subject a card matches, and the trump.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The highest number of a card: «portant les numéros de 1 à 13».
pub const MAX_RANK: u8 = 13;
/// The numbers that make a card a butterfly whatever its colour: «une carte portant les
/// numéros 8, 10 ou 12 quelle que soit sa couleur».
pub const BUTTERFLY_RANKS: [u8; 3] = [8, 10, 12];

/// The four colours of the play deck, each the colour of one family: «fraises rouges,
/// feuilles vertes, poissons bleus, et coquillages orange».
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaColour"))]
pub enum Colour {
    Red,
    Green,
    Blue,
    Orange,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Green, Colour::Blue, Colour::Orange];

    /// The colour's key, as a sheet writes it.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Orange => "orange",
        }
    }

    /// The letter of the card notation (`12G`); the French `V` (vert) is read as green.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Green => 'G',
            Colour::Blue => 'B',
            Colour::Orange => 'O',
        }
    }

    fn from_letter(letter: char) -> Option<Colour> {
        match letter.to_ascii_uppercase() {
            'R' => Some(Colour::Red),
            'G' | 'V' => Some(Colour::Green),
            'B' => Some(Colour::Blue),
            'O' => Some(Colour::Orange),
            _ => None,
        }
    }

    /// The family (subject) of the colour's cards that are not butterflies.
    pub fn subject(self) -> Subject {
        match self {
            Colour::Red => Subject::Strawberry,
            Colour::Green => Subject::Leaf,
            Colour::Blue => Subject::Fish,
            Colour::Orange => Subject::Shell,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The five families of the subject deck («la famille des papillons ainsi que les
/// quatre familles de quatre couleurs»), five cards each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaSubject"))]
pub enum Subject {
    /// Papillon: matched by any 8, 10 or 12.
    Butterfly,
    /// Fraise: a red card other than 8, 10, 12.
    Strawberry,
    /// Feuille: a green card other than 8, 10, 12.
    Leaf,
    /// Poisson: a blue card other than 8, 10, 12.
    Fish,
    /// Coquillage: an orange card other than 8, 10, 12.
    Shell,
}

/// How many cards of each family the subject deck holds: «cinq cartes pour chacune des
/// cinq familles».
pub const SUBJECT_CARDS_PER_FAMILY: u8 = 5;
/// The size of a proposition: «pioche les cinq premières».
pub const PROPOSITION_SIZE: usize = 5;

impl Subject {
    pub const ALL: [Subject; 5] = [
        Subject::Butterfly,
        Subject::Strawberry,
        Subject::Leaf,
        Subject::Fish,
        Subject::Shell,
    ];

    /// The subject's key, as a sheet writes it.
    pub fn name(self) -> &'static str {
        match self {
            Subject::Butterfly => "butterfly",
            Subject::Strawberry => "strawberry",
            Subject::Leaf => "leaf",
            Subject::Fish => "fish",
            Subject::Shell => "shell",
        }
    }

    /// The subject's position in [`Subject::ALL`].
    pub fn index(self) -> usize {
        match self {
            Subject::Butterfly => 0,
            Subject::Strawberry => 1,
            Subject::Leaf => 2,
            Subject::Fish => 3,
            Subject::Shell => 4,
        }
    }

    /// The colour of a colour subject; none for the butterfly.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Subject::Butterfly => None,
            Subject::Strawberry => Some(Colour::Red),
            Subject::Leaf => Some(Colour::Green),
            Subject::Fish => Some(Colour::Blue),
            Subject::Shell => Some(Colour::Orange),
        }
    }

    /// How many cards of the play deck match the subject: 12 butterflies (three numbers
    /// in four colours), 10 cards of each colour subject («1, 2, 3, 4, 5, 6, 7, 9, 11 ou
    /// 13 de la couleur demandée»).
    pub fn deck_cards(self) -> u8 {
        match self {
            Subject::Butterfly => 12,
            _ => 10,
        }
    }
}

impl fmt::Display for Subject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One card of the play deck. Every card is unique (4 colours × 13 numbers).
///
/// Written out as a [`CardFace`], with the subject it stands for, so that no screen
/// works out which subject an 8, a 10 or a 12 is; read back from its colour and number
/// alone (the subject, if given, is the card's own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "CardFace")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(as = "CardFace", rename = "FarfaliaCard"))]
pub struct Card {
    pub colour: Colour,
    pub rank: u8,
}

/// A card as the engine writes it out: its colour, its number and the one subject it
/// stands for ([`Card::subject`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaCard"))]
pub struct CardFace {
    pub colour: Colour,
    pub rank: u8,
    pub subject: Subject,
}

impl From<Card> for CardFace {
    fn from(card: Card) -> CardFace {
        CardFace {
            colour: card.colour,
            rank: card.rank,
            subject: card.subject(),
        }
    }
}

impl Card {
    /// A card, if the number is 1 to 13.
    pub fn new(colour: Colour, rank: u8) -> Option<Card> {
        (1..=MAX_RANK)
            .contains(&rank)
            .then_some(Card { colour, rank })
    }

    /// Whether the card is a butterfly (an 8, 10 or 12 of any colour).
    pub fn is_butterfly(self) -> bool {
        BUTTERFLY_RANKS.contains(&self.rank)
    }

    /// The one subject the card can stand for: a butterfly card «ne peut représenter
    /// qu'un Papillon», any other card the family of its colour.
    pub fn subject(self) -> Subject {
        if self.is_butterfly() {
            Subject::Butterfly
        } else {
            self.colour.subject()
        }
    }

    /// The notation a sheet writes: the number then the colour's letter (`12G`).
    pub fn notation(self) -> String {
        format!("{}{}", self.rank, self.colour.letter())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} {})", self.notation(), self.colour, self.rank)
    }
}

/// Why a card's notation could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum NotationError {
    /// Nothing was written.
    Empty,
    /// The number is missing or not 1 to 13.
    Number,
    /// The last letter is not a colour (R, G or V, B, O).
    Colour,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotationError::Empty => "it is empty",
            NotationError::Number => "the number must be 1 to 13",
            NotationError::Colour => {
                "the last letter must be a colour: R (red), G or V (green), B (blue), O (orange)"
            }
        })
    }
}

impl FromStr for Card {
    type Err = NotationError;

    /// Reads `12G`, `3r`, `11 B`, `4V`: a number 1 to 13 then a colour letter.
    fn from_str(text: &str) -> Result<Card, NotationError> {
        let text = text.trim();
        let Some(letter) = text.chars().last() else {
            return Err(NotationError::Empty);
        };
        let colour = Colour::from_letter(letter).ok_or(NotationError::Colour)?;
        let number = text[..text.len() - letter.len_utf8()].trim();
        if number.is_empty() || number.len() > 2 || !number.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NotationError::Number);
        }
        let rank: u8 = number.parse().map_err(|_| NotationError::Number)?;
        Card::new(colour, rank).ok_or(NotationError::Number)
    }
}

/// The trump of a deal: a colour, or «aucun atout».
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaTrump"))]
pub enum Trump {
    Red,
    Green,
    Blue,
    Orange,
    /// «aucun atout»: «toutes les couleurs sont équivalentes».
    NoTrump,
}

impl Trump {
    /// The four-player rule: «si la première carte de la proposition retournée est un
    /// Papillon, alors la donne ne comportera pas d'atouts … l'atout sera le même que la
    /// couleur de cette première carte retournée».
    pub fn from_first_subject(subject: Subject) -> Trump {
        match subject.colour() {
            None => Trump::NoTrump,
            Some(Colour::Red) => Trump::Red,
            Some(Colour::Green) => Trump::Green,
            Some(Colour::Blue) => Trump::Blue,
            Some(Colour::Orange) => Trump::Orange,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Trump::Red => "red",
            Trump::Green => "green",
            Trump::Blue => "blue",
            Trump::Orange => "orange",
            Trump::NoTrump => "no trump",
        }
    }
}

impl fmt::Display for Trump {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn butterflies_are_8_10_12_of_any_colour() {
        // «une carte portant les numéros 8, 10 ou 12 quelle que soit sa couleur»
        for colour in Colour::ALL {
            for rank in 1..=MAX_RANK {
                let card = Card::new(colour, rank).unwrap();
                if [8, 10, 12].contains(&rank) {
                    assert_eq!(card.subject(), Subject::Butterfly, "{card}");
                } else {
                    assert_eq!(card.subject(), colour.subject(), "{card}");
                }
            }
        }
        // The deck's limits per subject follow from it.
        for subject in Subject::ALL {
            let n = Colour::ALL
                .iter()
                .flat_map(|&c| (1..=MAX_RANK).filter_map(move |r| Card::new(c, r)))
                .filter(|c| c.subject() == subject)
                .count();
            assert_eq!(n, usize::from(subject.deck_cards()), "{subject}");
        }
    }

    #[test]
    fn notation_reads_and_refuses() {
        assert_eq!("12G".parse(), Ok(Card::new(Colour::Green, 12).unwrap()));
        assert_eq!("12v".parse(), Ok(Card::new(Colour::Green, 12).unwrap()));
        assert_eq!(" 3 R ".parse(), Ok(Card::new(Colour::Red, 3).unwrap()));
        assert_eq!("".parse::<Card>(), Err(NotationError::Empty));
        assert_eq!("14B".parse::<Card>(), Err(NotationError::Number));
        assert_eq!("0B".parse::<Card>(), Err(NotationError::Number));
        assert_eq!("B".parse::<Card>(), Err(NotationError::Number));
        assert_eq!("+1B".parse::<Card>(), Err(NotationError::Number));
        assert_eq!("7X".parse::<Card>(), Err(NotationError::Colour));
        assert_eq!("7é".parse::<Card>(), Err(NotationError::Colour));
        assert_eq!("éB".parse::<Card>(), Err(NotationError::Number));
        for colour in Colour::ALL {
            for rank in 1..=MAX_RANK {
                let card = Card::new(colour, rank).unwrap();
                assert_eq!(card.notation().parse(), Ok(card));
            }
        }
    }

    #[test]
    fn four_player_trump_follows_the_first_subject() {
        assert_eq!(
            Trump::from_first_subject(Subject::Butterfly),
            Trump::NoTrump
        );
        assert_eq!(Trump::from_first_subject(Subject::Fish), Trump::Blue);
        assert_eq!(Trump::from_first_subject(Subject::Shell), Trump::Orange);
    }
}
