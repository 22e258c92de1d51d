//! The rules of one trick, as pure functions of the cards: the follow rule, the
//! winner, BURNIN's burning, and which cards the winner may keep (the quota).

use crate::card::{Card, Colour, Subject, Trump};
use crate::play::cards::{CardSet, Played};

/// One play of a trick: the seat and what it put down.
pub type Play = (usize, Played);

/// The colour a trump names; none for «aucun atout».
pub fn trump_colour(trump: Trump) -> Option<Colour> {
    match trump {
        Trump::Red => Some(Colour::Red),
        Trump::Green => Some(Colour::Green),
        Trump::Blue => Some(Colour::Blue),
        Trump::Orange => Some(Colour::Orange),
        Trump::NoTrump => None,
    }
}

/// The colour led: the trick's first card's («la couleur demandée par la carte jouée
/// par le premier joueur», the first player of the trick, A.5 #4). A butterfly leads
/// its own colour («jouée en tant que 10 de sa propre couleur», A.5 #5).
pub fn led_colour(trick: &[Play]) -> Option<Colour> {
    trick.first().and_then(|(_, p)| p.card()).map(|c| c.colour)
}

/// The cards of `hand` that may go to `trick`: any when leading; else the cards of the
/// colour led when the hand holds one, any card when it holds none.
pub fn playable(hand: CardSet, trick: &[Play]) -> CardSet {
    match led_colour(trick) {
        None => hand,
        Some(led) => {
            let follow = hand.of_colour(led);
            if follow.is_empty() { hand } else { follow }
        }
    }
}

/// The seat that wins a complete trick: «le pli est remporté par celui qui a joué
/// l'atout le plus fort (qui porte le chiffre plus élevé) ou, s'il n'y a pas d'atouts,
/// par celui ayant joué la carte portant le numéro plus élevé dans la couleur
/// demandée». Jokers never win (A.5 #19).
pub fn winner(trick: &[Play], trump: Option<Trump>) -> Option<usize> {
    let led = led_colour(trick)?;
    let best_of = |colour: Colour| {
        trick
            .iter()
            .filter_map(|&(seat, p)| p.card().map(|c| (seat, c)))
            .filter(|(_, c)| c.colour == colour)
            .max_by_key(|(_, c)| c.rank)
            .map(|(seat, _)| seat)
    };
    trump
        .and_then(trump_colour)
        .and_then(best_of)
        .or_else(|| best_of(led))
}

/// BURNIN': «les jokers ainsi joués « grillent » (éliminent du pli) toutes les cartes
/// portant leur même symbole» — a butterfly joker the 8s, 10s and 12s, a colour joker
/// that colour's other cards (A.5 #19).
pub fn burned(trick: &[Play]) -> CardSet {
    let symbols: Vec<Subject> = trick
        .iter()
        .filter_map(|(_, p)| match p {
            Played::Joker { symbol } => Some(*symbol),
            Played::Card { .. } => None,
        })
        .collect();
    trick
        .iter()
        .filter_map(|(_, p)| p.card())
        .filter(|c| symbols.contains(&c.subject()))
        .collect()
}

/// The cards of a trick.
pub fn cards(trick: &[Play]) -> CardSet {
    trick.iter().filter_map(|(_, p)| p.card()).collect()
}

/// How many of `subject` the proposition asks for.
pub fn proposed(proposition: &[Subject], subject: Subject) -> u8 {
    proposition.iter().filter(|&&s| s == subject).count() as u8
}

/// The proposition's subjects a side that has kept `kept` may still keep, in the
/// proposition's order: each proposed subject less those already kept («il n'est pas
/// permis de ramasser plus de sujets que ceux proposés»).
pub fn still_lacking(proposition: &[Subject], kept: CardSet) -> Vec<Subject> {
    // each kept card answers one proposed subject of its own
    let mut unanswered: Vec<Subject> = kept.iter().map(Card::subject).collect();
    proposition
        .iter()
        .copied()
        .filter(
            |subject| match unanswered.iter().position(|k| k == subject) {
                Some(i) => {
                    unanswered.swap_remove(i);
                    false
                }
                None => true,
            },
        )
        .collect()
}

/// Why the winner may not keep a card of the trick, if not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickBar {
    TooEarly,
    NotInTrick,
    Burned,
    QuotaFull { proposed: u8, kept: u8 },
}

/// Whether `card` may be kept from a trick (trick number `trick`, 1 = the first) by a
/// side that has kept `kept`: from the mode's first trick of picking, not burned, and
/// «il n'est pas permis de ramasser plus de sujets que ceux proposés».
pub fn pick_bar(
    card: Card,
    trick: &[Play],
    number: u8,
    first: u8,
    proposition: &[Subject],
    kept: CardSet,
) -> Option<PickBar> {
    if number < first {
        return Some(PickBar::TooEarly);
    }
    if !cards(trick).contains(card) {
        return Some(PickBar::NotInTrick);
    }
    if burned(trick).contains(card) {
        return Some(PickBar::Burned);
    }
    let subject = card.subject();
    let proposed = proposed(proposition, subject);
    let kept = kept.of_subject(subject).len() as u8;
    (kept >= proposed).then_some(PickBar::QuotaFull { proposed, kept })
}

/// Every card the winner may keep.
pub fn pickable(
    trick: &[Play],
    number: u8,
    first: u8,
    proposition: &[Subject],
    kept: CardSet,
) -> CardSet {
    cards(trick)
        .iter()
        .filter(|&c| pick_bar(c, trick, number, first, proposition, kept).is_none())
        .collect()
}
