//! The moves: the legal ones in the engine's fixed order, the check of any move with
//! the reason of a refusal, and applying one, phase to phase.

use crate::card::{Card, Trump};
use crate::play::action::Action;
use crate::play::cards::{Played, colour_index};
use crate::play::error::{Illegal, Phase};
use crate::play::state::{FarfaliaGame, TrickRecord};
use crate::play::trick::{self, PickBar};

/// The trumps a dealer may call, in the engine's order.
pub const TRUMPS: [Trump; 5] = [
    Trump::Red,
    Trump::Green,
    Trump::Blue,
    Trump::Orange,
    Trump::NoTrump,
];

impl FarfaliaGame {
    /// The legal moves of the seat to act, in a fixed order (empty once over):
    /// DOUBLE YOU then pass; every pair of the dealer's cards; the four colours then no
    /// trump; the cards that may be played, then the joker; the cards that may be kept,
    /// then no pick.
    pub fn legal_moves_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Over => {}
            Phase::DoubleYou { .. } => out.extend([Action::DoubleYou, Action::NoDoubleYou]),
            Phase::Discard { seat } => {
                let cards = self.hand(seat).to_vec();
                for (i, &a) in cards.iter().enumerate() {
                    for &b in &cards[i + 1..] {
                        out.push(Action::Discard(a, b));
                    }
                }
            }
            Phase::Trump { .. } => out.extend(TRUMPS.map(Action::Trump)),
            Phase::Play { seat } => {
                out.extend(
                    trick::playable(self.hand(seat), &self.trick)
                        .iter()
                        .map(Action::Play),
                );
                if self.joker(seat).is_some() && !self.trick.is_empty() {
                    out.push(Action::Joker);
                }
            }
            Phase::Pick { .. } => {
                out.extend(self.pickable().iter().map(Action::Pick));
                out.push(Action::NoPick);
            }
        }
    }

    pub fn legal_moves(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Checks a move of the seat to act without playing it.
    pub fn check(&self, action: &Action) -> Result<(), Illegal> {
        let phase = self.phase;
        let not_now = Err(Illegal::NotNow { phase });
        match (phase, *action) {
            (Phase::Over, _) => Err(Illegal::GameOver),
            (Phase::DoubleYou { seat }, Action::DoubleYou) => {
                if self.double_you_left(seat) == 0 {
                    Err(Illegal::DoubleYouNoJokerLeft { seat })
                } else if !self.double_you_allowed(seat) {
                    Err(Illegal::DoubleYouLeader { seat })
                } else {
                    Ok(())
                }
            }
            (Phase::DoubleYou { .. }, Action::NoDoubleYou) => Ok(()),
            (Phase::Discard { seat }, Action::Discard(a, b)) => {
                let hand = self.hand(seat);
                for card in [a, b] {
                    if !hand.contains(card) {
                        return Err(Illegal::CardNotInHand { seat, card });
                    }
                }
                if a == b {
                    return Err(Illegal::DiscardTwice { seat, card: a });
                }
                Ok(())
            }
            (Phase::Trump { .. }, Action::Trump(_)) => Ok(()),
            (Phase::Play { seat }, Action::Play(card)) => {
                let hand = self.hand(seat);
                if !hand.contains(card) {
                    return Err(Illegal::CardNotInHand { seat, card });
                }
                if !trick::playable(hand, &self.trick).contains(card) {
                    let led = trick::led_colour(&self.trick).unwrap_or(card.colour);
                    return Err(Illegal::MustFollow { seat, card, led });
                }
                Ok(())
            }
            (Phase::Play { seat }, Action::Joker) => {
                if self.joker(seat).is_none() {
                    Err(Illegal::NoJoker { seat })
                } else if self.trick.is_empty() {
                    Err(Illegal::JokerCannotLead { seat })
                } else {
                    Ok(())
                }
            }
            (Phase::Pick { .. }, Action::NoPick) => Ok(()),
            (Phase::Pick { seat }, Action::Pick(card)) => {
                let first = self.rules.first_pick_trick();
                match trick::pick_bar(
                    card,
                    &self.trick,
                    self.tricks_done,
                    first,
                    &self.proposition,
                    self.kept_by_side_of(seat),
                ) {
                    None => Ok(()),
                    Some(PickBar::TooEarly) => Err(Illegal::PickTooEarly {
                        seat,
                        trick: self.tricks_done,
                        first,
                    }),
                    Some(PickBar::NotInTrick) => Err(Illegal::PickNotInTrick { seat, card }),
                    Some(PickBar::Burned) => Err(Illegal::PickBurned { seat, card }),
                    Some(PickBar::QuotaFull { proposed, kept }) => Err(Illegal::PickQuotaFull {
                        seat,
                        card,
                        subject: card.subject(),
                        proposed,
                        kept,
                    }),
                }
            }
            _ => not_now,
        }
    }

    /// Checks and plays a move; a refused move changes nothing.
    pub fn play(&mut self, action: &Action) -> Result<(), Illegal> {
        self.check(action)?;
        self.apply_legal(action);
        Ok(())
    }

    /// Plays a move taken from [`FarfaliaGame::legal_moves`] of this very state, without
    /// checking it again (search uses this). Anything else breaks the contract, as for
    /// the kit's `Game::apply`: [`FarfaliaGame::play`] checks first.
    pub fn apply_legal(&mut self, action: &Action) {
        let Some(seat) = self.phase.seat() else {
            return;
        };
        match *action {
            Action::DoubleYou | Action::NoDoubleYou => {
                if *action == Action::DoubleYou {
                    self.double_you[seat] = true;
                    self.jokers_left[seat] = self.jokers_left[seat].saturating_sub(1);
                }
                self.phase = match self.next_double_you(Some(seat)) {
                    Some(next) => Phase::DoubleYou { seat: next },
                    None => self.after_double_you(),
                };
            }
            Action::Discard(a, b) => {
                for card in [a, b] {
                    if self.hands[seat].remove(card) {
                        self.discard.insert(card);
                    }
                }
                self.phase = Phase::Trump { seat };
            }
            Action::Trump(trump) => {
                self.trump = Some(trump);
                // «puis soumet aux joueurs une nouvelle proposition»: turned after the
                // discard and the trump.
                self.proposition_shown = true;
                self.phase = self.first_lead();
            }
            Action::Play(card) => {
                if let Some(led) = trick::led_colour(&self.trick)
                    && card.colour != led
                {
                    self.voids[seat] |= 1 << colour_index(led);
                }
                self.hands[seat].remove(card);
                self.trick.push((seat, Played::Card { card }));
                self.after_play(seat);
            }
            Action::Joker => {
                if let Some(played) = self.played_joker(seat) {
                    self.trick.push((seat, played));
                }
                self.after_play(seat);
            }
            Action::Pick(card) => self.finish_trick(seat, Some(card)),
            Action::NoPick => self.finish_trick(seat, None),
        }
    }

    /// The next seat plays, or the trick is complete: its winner, the burned cards,
    /// and the pick if there is a card to keep.
    fn after_play(&mut self, seat: usize) {
        let n = self.players();
        if self.trick.len() < n {
            self.phase = Phase::Play {
                seat: (seat + 1) % n,
            };
            return;
        }
        let winner = trick::winner(&self.trick, self.trump).unwrap_or(self.leader);
        self.tricks_done += 1;
        self.last_trick = Some(TrickRecord {
            number: self.tricks_done,
            plays: self.trick.clone(),
            winner,
            burned: trick::burned(&self.trick).to_vec(),
            kept: None,
        });
        self.phase = Phase::Pick { seat: winner };
        // «si dans le pli il n'y a pas de cartes utiles pour la proposition de la revue,
        // le joueur ne prend aucune carte !»: nothing to decide.
        if self.pickable().is_empty() {
            self.finish_trick(winner, None);
        }
    }

    /// The winner keeps `kept` face up, «tandis que toutes les autres cartes du pli
    /// resteront face cachée, toujours devant le même joueur»; the winner leads next
    /// («Le joueur qui remporte le pli devient aussi premier joueur pour le tour
    /// suivant»), or the deal ends.
    fn finish_trick(&mut self, winner: usize, kept: Option<Card>) {
        let cards = trick::cards(&self.trick);
        let kept = kept.filter(|&c| cards.contains(c));
        for card in cards.iter() {
            if Some(card) == kept {
                self.collected[winner].insert(card);
            } else {
                self.face_down[winner].insert(card);
            }
        }
        if let Some(record) = self.last_trick.as_mut() {
            record.kept = kept;
        }
        self.trick.clear();
        self.leader = winner;
        if self.tricks_done >= self.rules.tricks() {
            // «Lorsque toutes les cartes ont été jouées, la donne se termine et les
            // points sont attribués.»
            self.end_deal();
        } else {
            self.phase = Phase::Play { seat: winner };
        }
    }
}
