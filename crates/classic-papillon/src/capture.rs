//! What one card may take from the table, and why a proposed capture is refused.
//!
//! - **Match**: "eine Karte … auslegen, deren Wert auch auf dem Tisch liegt … und diese
//!   vom Tisch nehmen" — one table card of the same rank, only one even if several lie
//!   there ("mit einer 5 auch nur eine 5 vom Tisch nehmen, selbst wenn auf dem Tisch
//!   mehrere liegen"). A face on the table is taken only this way, by the same face.
//! - **Sum**: "eine Karte mit Zählwert nehmen und Karten deren Summe dieser Zählwert ist
//!   vom Tisch nehmen" — two or more table number cards (ace to 10) whose values add up
//!   to the played card's value ([`Options::sum_value`]: a face counts 11, 12, 13, or
//!   10 under `face_value = ten`).
//!
//! Only one form per capture: a match cannot be combined with a sum (C.5 #17).
//!
//! Captures that differ only by suits are the same move; [`for_each_capture`] lists
//! each once, with the lowest cards of each rank, while [`check`] accepts any.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, Rank};
use crate::options::Options;

/// The two forms of a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum CaptureKind {
    /// One table card of the played card's rank.
    Match,
    /// Two or more table number cards adding up to the played card's value.
    Sum,
}

/// Why a proposed capture is not allowed, naming the cards.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Refusal {
    #[error("a capture takes at least one card from the table")]
    NothingTaken,
    #[error("{card} is not on the table")]
    NotOnTable { card: Card },
    #[error("{card} is listed twice")]
    ListedTwice { card: Card },
    #[error("{card} is the card played; it cannot also be taken")]
    PlayedCardTaken { card: Card },
    #[error("{card} cannot take {taken}: a single card is taken only by a card of the same value")]
    NotSameValue { card: Card, taken: Card },
    #[error(
        "{card} cannot take {face}: a face card on the table is taken only by a face card of the same value"
    )]
    FaceOnlyBySameFace { card: Card, face: Card },
    #[error(
        "{face} cannot be part of a sum: a face card on the table is taken only by the same face"
    )]
    FaceInSum { face: Card },
    #[error(
        "{card} takes only one {rank} from the table, even if several lie there (\"mit einer 5 auch nur eine 5\")"
    )]
    MoreThanOneMatched { card: Card, rank: Rank },
    #[error(
        "{card} cannot take {matched} and a sum at once: one capture is either a match or a sum"
    )]
    MatchAndSum { card: Card, matched: Card },
    #[error("the cards taken add up to {sum}, not to {value}, the value of {card}")]
    SumWrong { card: Card, sum: u32, value: u8 },
}

/// Checks a proposed capture: `card` (from the hand) takes `taken` from `table`.
pub fn check(
    card: Card,
    taken: &[Card],
    table: CardSet,
    options: &Options,
) -> Result<CaptureKind, Refusal> {
    let mut set = CardSet::EMPTY;
    for &t in taken {
        if t == card {
            return Err(Refusal::PlayedCardTaken { card });
        }
        if !set.insert(t) {
            return Err(Refusal::ListedTwice { card: t });
        }
        if !table.contains(t) {
            return Err(Refusal::NotOnTable { card: t });
        }
    }
    check_set(card, set, options)
}

/// [`check`] for a set already known to lie on the table.
pub fn check_set(card: Card, taken: CardSet, options: &Options) -> Result<CaptureKind, Refusal> {
    let mut cards = taken.iter();
    let (Some(first), second) = (cards.next(), cards.next()) else {
        return Err(Refusal::NothingTaken);
    };
    if second.is_none() {
        return if first.rank() == card.rank() {
            Ok(CaptureKind::Match)
        } else if first.is_face() {
            Err(Refusal::FaceOnlyBySameFace { card, face: first })
        } else {
            Err(Refusal::NotSameValue { card, taken: first })
        };
    }
    if let Some(face) = taken.intersection(CardSet::faces()).first() {
        return Err(if card.rank() == face.rank() {
            Refusal::MoreThanOneMatched {
                card,
                rank: face.rank(),
            }
        } else {
            Refusal::FaceInSum { face }
        });
    }
    let same = taken.intersection(CardSet::of_rank(card.rank()));
    if same == taken {
        return Err(Refusal::MoreThanOneMatched {
            card,
            rank: card.rank(),
        });
    }
    let value = options.sum_value(card.rank());
    let sum = sum_of(taken);
    if sum == u32::from(value) {
        return Ok(CaptureKind::Sum);
    }
    if let Some(matched) = same.first()
        && sum - u32::from(matched.rank().number()) == u32::from(value)
    {
        return Err(Refusal::MatchAndSum { card, matched });
    }
    Err(Refusal::SumWrong { card, sum, value })
}

/// The sum of the printed values of number cards (faces count as printed).
pub fn sum_of(cards: CardSet) -> u32 {
    cards.iter().map(|c| u32::from(c.rank().number())).sum()
}

/// How many cards of each rank 1..=10 the table holds (index = rank).
fn number_counts(table: CardSet) -> [u8; 11] {
    let mut counts = [0u8; 11];
    for (rank, count) in counts.iter_mut().enumerate().skip(1) {
        // ranks 1..=10 occupy the nibbles 0..10 of the mask
        *count = ((table.bits() >> ((rank - 1) * 4)) & 0xF).count_ones() as u8;
    }
    counts
}

/// Every capture `card` can make from `table`, once per distinct multiset of ranks
/// (the lowest cards of each rank), in a fixed order: the match first, then the sums.
pub fn for_each_capture(
    card: Card,
    table: CardSet,
    options: &Options,
    mut out: impl FnMut(CaptureKind, CardSet),
) {
    let matched = table.lowest_of_rank(card.rank(), 1);
    if !matched.is_empty() {
        out(CaptureKind::Match, matched);
    }
    let value = options.sum_value(card.rank());
    let numbers = table.intersection(CardSet::numbers());
    if value < 2 || numbers.len() < 2 {
        return;
    }
    let counts = number_counts(numbers);
    let mut picked = [0u8; 11];
    sums(1, value, 0, &counts, &mut picked, &mut |picked| {
        let mut set = CardSet::EMPTY;
        for (rank, &k) in picked.iter().enumerate().skip(1) {
            if k > 0
                && let Some(r) = Rank::new(rank as u8)
            {
                set = set.union(numbers.lowest_of_rank(r, usize::from(k)));
            }
        }
        out(CaptureKind::Sum, set);
    });
}

/// Multisets of ranks `rank..=10` within `counts`, adding up to `remaining`, of at
/// least two cards in all.
fn sums(
    rank: u8,
    remaining: u8,
    cards: u8,
    counts: &[u8; 11],
    picked: &mut [u8; 11],
    out: &mut impl FnMut(&[u8; 11]),
) {
    if remaining == 0 {
        if cards >= 2 {
            out(picked);
        }
        return;
    }
    if rank > 10 || rank > remaining {
        return;
    }
    let r = usize::from(rank);
    let most = counts[r].min(remaining / rank);
    for k in 0..=most {
        picked[r] = k;
        sums(
            rank + 1,
            remaining - k * rank,
            cards + k,
            counts,
            picked,
            out,
        );
    }
    picked[r] = 0;
}

/// Whether any card of `hand` can capture from `table`.
pub fn can_capture(hand: CardSet, table: CardSet, options: &Options) -> bool {
    if table.is_empty() {
        return false;
    }
    let mut found = false;
    for card in distinct_ranks(hand).iter() {
        for_each_capture(card, table, options, |_, _| found = true);
        if found {
            return true;
        }
    }
    false
}

/// One card of each rank in `hand` (the lowest).
pub fn distinct_ranks(hand: CardSet) -> CardSet {
    let mut out = CardSet::EMPTY;
    for card in hand.iter() {
        if out.intersection(CardSet::of_rank(card.rank())).is_empty() {
            out.insert(card);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn set(s: &str) -> CardSet {
        parse_cards(s).unwrap().into_iter().collect()
    }
    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }
    fn all(c: &str, table: &str, options: &Options) -> Vec<String> {
        let mut out = Vec::new();
        for_each_capture(card(c), set(table), options, |_, s| out.push(s.join("+")));
        out
    }

    #[test]
    fn ten_takes_ace_four_five() {
        // "Legt man eine 10 kann man also zum Beispiel ein As, eine 4 und eine 5 nehmen"
        let o = Options::default();
        let found = all("10S", "AC 4D 5D", &o);
        assert_eq!(found, ["AC+4D+5D"]);
        assert_eq!(
            check(
                card("10S"),
                &parse_cards("AC 4D 5D").unwrap(),
                set("AC 4D 5D"),
                &o
            ),
            Ok(CaptureKind::Sum)
        );
    }

    #[test]
    fn a_five_takes_only_one_five() {
        // "mit einer 5 auch nur eine 5 vom Tisch nehmen, selbst wenn auf dem Tisch mehrere liegen"
        let o = Options::default();
        assert_eq!(all("5S", "5C 5D 5H", &o), ["5C"]);
        assert_eq!(
            check(
                card("5S"),
                &parse_cards("5C 5D").unwrap(),
                set("5C 5D 5H"),
                &o
            ),
            Err(Refusal::MoreThanOneMatched {
                card: card("5S"),
                rank: Rank::new(5).unwrap()
            })
        );
        // a match and a sum at once: 5 takes 5 and 2 + 3
        assert_eq!(
            check(
                card("5S"),
                &parse_cards("5C 2D 3H").unwrap(),
                set("5C 2D 3H"),
                &o
            ),
            Err(Refusal::MatchAndSum {
                card: card("5S"),
                matched: card("5C")
            })
        );
        assert_eq!(all("5S", "5C 2D 3H", &o), ["5C", "2D+3H"]);
    }

    #[test]
    fn faces_on_the_table_only_by_the_same_face() {
        // "Eine auf dem Tisch liegende Bildkarte, kann man nur mit einer Bildkarte gleichen Werts eintauschen"
        let o = Options::default();
        assert_eq!(all("QS", "QC JD", &o), ["QC"]);
        assert_eq!(
            check(card("KS"), &[card("QC")], set("QC"), &o),
            Err(Refusal::FaceOnlyBySameFace {
                card: card("KS"),
                face: card("QC")
            })
        );
        assert_eq!(
            check(card("KS"), &parse_cards("JC 2D").unwrap(), set("JC 2D"), &o),
            Err(Refusal::FaceInSum { face: card("JC") })
        );
        // a face takes a sum at its count value: queen 12 = 3 + 9
        assert_eq!(all("QD", "3C 9H", &o), ["3C+9H"]);
    }

    #[test]
    fn faces_count_ten_under_the_option() {
        let ten = Options {
            face_value: crate::options::FaceValue::Ten,
            ..Options::default()
        };
        assert_eq!(all("QD", "3C 9H", &ten), Vec::<String>::new());
        assert_eq!(all("QD", "4C 6H 10S", &ten), ["4C+6H"]);
        assert_eq!(
            check(card("KS"), &[card("10S")], set("10S"), &ten),
            Err(Refusal::NotSameValue {
                card: card("KS"),
                taken: card("10S")
            })
        );
    }

    #[test]
    fn refusals_name_the_cards() {
        let o = Options::default();
        let table = set("3C 4D");
        assert_eq!(
            check(card("7S"), &[card("3C"), card("5D")], table, &o),
            Err(Refusal::NotOnTable { card: card("5D") })
        );
        assert_eq!(
            check(card("7S"), &[card("3C"), card("3C")], table, &o),
            Err(Refusal::ListedTwice { card: card("3C") })
        );
        assert_eq!(
            check(card("7S"), &[], table, &o),
            Err(Refusal::NothingTaken)
        );
        assert_eq!(
            check(card("8S"), &[card("3C"), card("4D")], table, &o),
            Err(Refusal::SumWrong {
                card: card("8S"),
                sum: 7,
                value: 8
            })
        );
        assert_eq!(
            check(card("8S"), &[card("3C")], table, &o),
            Err(Refusal::NotSameValue {
                card: card("8S"),
                taken: card("3C")
            })
        );
        assert!(can_capture(set("7S"), table, &o));
        assert!(!can_capture(set("8S 9S"), table, &o));
    }

    #[test]
    fn four_takes_four_aces_and_other_sums() {
        let o = Options::default();
        let found = all("4S", "AC AD AH AS 2C 3D", &o);
        assert_eq!(found, ["AC+3D", "AC+AD+2C", "AC+AD+AH+AS"]);
    }
}
