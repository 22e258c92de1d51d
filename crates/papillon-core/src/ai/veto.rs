//! Blunder vetoes: moves a person at the table would call a blunder, struck from the
//! search's root when another legal move exists. They are an arena setting
//! ([`super::IsmctsConfig::vetoes`], written `ismcts:N:C:margin:veto`). No level uses
//! them: the arena showed no gain in either round, since `hard` hardly ever makes these
//! blunders (see the README, "Computer opponents").
//!
//! - [`Veto::ChatNoirLeft`] (blue): a move after which the Chat Noir lies on the plate
//!   for the next player, an opponent, to take for +30, when another move leaves it off
//!   the plate without sweeping it up for −30 (taking it yourself, or not laying it
//!   down). Not when the next to play is a partner or the player, nor once the player
//!   is the last with cards in the last deal: only they play on, and what stays on the
//!   plate goes to the last capturer, whom no one can outbid for +30.
//! - [`Veto::LonePapillon`] (orange): a Papillon played on its own (its player draws
//!   three and the turn ends) when another play exists and the draw pile is not empty;
//!   its good use is the answer to a Chat Noir.

use super::greedy::{next_seat, outcome, papillon_answers};
use crate::blue::{BlueAction, BlueView};
use crate::card::{Face, Trump};
use crate::orange::{OrangeAction, OrangeView, Power, Role};
use crate::sheet::ChatNoirCapture;

/// Which blunder a move is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Veto {
    ChatNoirLeft,
    LonePapillon,
}

/// Lifts every veto when all actions are vetoed: a blunder is only one when something
/// else could be played.
fn keep_one<T: Copy>(flags: Vec<Option<T>>) -> Vec<Option<T>> {
    if flags.iter().all(Option::is_some) {
        vec![None; flags.len()]
    } else {
        flags
    }
}

/// The blue round's blunders among `legal`, from the player's view.
pub fn blue(view: &BlueView, legal: &[BlueAction]) -> Vec<Option<Veto>> {
    let chat_noir = Face::Trump(Trump::ChatNoir);
    let alone_to_the_end = view.deals_left == 0
        && view
            .hand_sizes
            .iter()
            .enumerate()
            .all(|(seat, &n)| seat == view.seat || n == 0);
    if alone_to_the_end {
        // only this player plays on: what stays on the plate goes to the last
        // capturer, no one else can take it for +30
        return vec![None; legal.len()];
    }
    let flags = legal
        .iter()
        .map(|action| {
            let (_, after, cn) = outcome(view.plate, action);
            let next = next_to_play(view, action);
            let for_an_opponent = view.sides.get(next) != view.sides.get(view.seat);
            if after.contains(chat_noir) && for_an_opponent {
                Some(Some(Veto::ChatNoirLeft))
            } else if cn == Some(ChatNoirCapture::Involuntary) {
                // a sweep that takes it for −30 is no better: neither vetoed nor an
                // alternative that makes leaving it a blunder
                Some(None)
            } else {
                None
            }
        })
        .collect::<Vec<_>>();
    // vetoes only when some move keeps the Chat Noir off the plate without a sweep
    // (so never every move)
    let alternative = flags.iter().any(Option::is_none);
    flags
        .into_iter()
        .map(|f| f.flatten().filter(|_| alternative))
        .collect()
}

/// Who plays after `action`: the next seat in the direction of play (reversed by a
/// Chrysalide) that still holds cards, or, when every hand is empty, the next seat,
/// who starts the next deal.
fn next_to_play(view: &BlueView, action: &BlueAction) -> usize {
    let players = view.players();
    let direction = match action {
        BlueAction::Chrysalide => view.direction.reversed(),
        _ => view.direction,
    };
    let mine_after = view.hand.difference(action.played()).len();
    let holds = |seat: usize| {
        if seat == view.seat {
            mine_after > 0
        } else {
            view.hand_sizes.get(seat).is_some_and(|&n| n > 0)
        }
    };
    let first = next_seat(view.seat, players, direction);
    let mut seat = first;
    for _ in 0..players {
        if holds(seat) {
            return seat;
        }
        seat = next_seat(seat, players, direction);
    }
    first
}

/// The orange round's blunders among `legal`, from the player's view.
pub fn orange(view: &OrangeView, legal: &[OrangeAction]) -> Vec<Option<Veto>> {
    // with an empty draw pile a lone Papillon draws nothing: it is a free card to shed
    let costs_three = !papillon_answers(view.phase) && view.pile_len > 0;
    let flags = legal
        .iter()
        .map(|action| match action {
            OrangeAction::Place { card, .. }
                if costs_three
                    && Role::of(card.face, view.numbers()) == Role::Power(Power::Papillon) =>
            {
                Some(Veto::LonePapillon)
            }
            _ => None,
        })
        .collect();
    keep_one(flags)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_every_action() {
        assert_eq!(keep_one(vec![Some(Veto::LonePapillon); 3]), vec![None; 3]);
        assert_eq!(
            keep_one(vec![Some(Veto::LonePapillon), None]),
            vec![Some(Veto::LonePapillon), None]
        );
    }
}
