//! Playing an action: cards placed and drawn, the power trumps, the turn passing,
//! tours won and dealt, Carnage and Apocalypse — and the events everybody at the table
//! sees.

use serde::{Deserialize, Serialize};

use super::{OrangeState, Phase};
use crate::card::{Back, Card};
use crate::orange::action::OrangeAction;
use crate::orange::error::IllegalAction;
use crate::orange::layout::{Power, Role, Slot};
use crate::sheet::OrangeEnd;

/// What happened, as everybody at the table sees it (drawn cards are not shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum OrangeEvent {
    Placed {
        seat: usize,
        card: Card,
        slot: Slot,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<u8>,
    },
    Covered {
        seat: usize,
        plate: u8,
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<u8>,
    },
    /// Cards drawn from the pile (only the count and backs are public).
    Drew {
        seat: usize,
        orange: u8,
        blue: u8,
    },
    Reversed,
    Attacked {
        attacker: usize,
        victim: usize,
    },
    Passed {
        seat: usize,
    },
    TourWon {
        seat: usize,
        tour: u8,
        last: bool,
    },
    Dealt {
        tour: u8,
        cards_each: u8,
    },
    Carnage,
    RoundOver {
        end: OrangeEnd,
    },
}

impl OrangeState {
    pub(super) fn deal_hands(&mut self, sink: &mut impl FnMut(OrangeEvent)) {
        let n = self.players();
        let size = self.plan.hand_size as usize;
        let mut seat = (self.dealer + 1) % n;
        let mut dealt: usize = 0;
        for _ in 0..size * n {
            let Some(face) = self.stock.pop() else { break };
            self.hands[seat].insert(Card::new(Back::Orange, face));
            seat = (seat + 1) % n;
            dealt += 1;
        }
        if self.stock.is_empty() {
            self.last_tour = true;
        }
        sink(OrangeEvent::Dealt {
            tour: self.tour_winners.len() as u8 + 1,
            cards_each: dealt.div_ceil(n.max(1)) as u8,
        });
    }

    /// Draws up to `count` cards for `seat`; Carnage when the pile runs out.
    fn draw(&mut self, seat: usize, count: usize, sink: &mut impl FnMut(OrangeEvent)) -> Vec<Card> {
        let mut drawn = Vec::with_capacity(count);
        for _ in 0..count {
            let Some(card) = self.pile.pop() else { break };
            self.hands[seat].insert(card);
            drawn.push(card);
        }
        let orange = drawn.iter().filter(|c| c.back == Back::Orange).count() as u8;
        sink(OrangeEvent::Drew {
            seat,
            orange,
            blue: drawn.len() as u8 - orange,
        });
        if self.pile.is_empty() && !self.carnage {
            self.carnage = true;
            self.last_tour = true;
            sink(OrangeEvent::Carnage);
            let n = self.players();
            let mut to = (self.dealer + 1) % n;
            while let Some(face) = self.stock.pop() {
                self.hands[to].insert(Card::new(Back::Orange, face));
                to = (to + 1) % n;
            }
        }
        drawn
    }

    /// Starts the current player's turn: passes (and finally Apocalypse) when they can
    /// neither play nor draw.
    pub(super) fn enter_turn(&mut self, sink: &mut impl FnMut(OrangeEvent)) {
        self.phase = Phase::Turn {
            played: 0,
            drew: false,
            counter: None,
        };
        if !self.pile.is_empty() {
            return;
        }
        for _ in 0..self.players() {
            if self.can_play(self.current) {
                return;
            }
            sink(OrangeEvent::Passed { seat: self.current });
            self.current = self.next_seat(self.current);
        }
        let end = OrangeEnd::Apocalypse;
        self.phase = Phase::Over { end };
        sink(OrangeEvent::RoundOver { end });
    }

    fn end_turn(&mut self, sink: &mut impl FnMut(OrangeEvent)) {
        let attacker = self.current;
        self.current = self.next_seat(self.current);
        if std::mem::take(&mut self.chat_noir_pending) {
            sink(OrangeEvent::Attacked {
                attacker,
                victim: self.current,
            });
            self.phase = Phase::Attacked { attacker };
        } else {
            self.enter_turn(sink);
        }
    }

    /// A hand emptied: the tour is won; the round ends in the last tour, otherwise
    /// everyone gets a new hand and the starter begins.
    fn win_tour(&mut self, seat: usize, sink: &mut impl FnMut(OrangeEvent)) {
        self.tour_winners.push(seat);
        let last = self.last_tour;
        sink(OrangeEvent::TourWon {
            seat,
            tour: self.tour_winners.len() as u8,
            last,
        });
        self.chat_noir_pending = false;
        if last {
            let end = if self.carnage {
                OrangeEnd::Carnage
            } else {
                OrangeEnd::Normal
            };
            self.phase = Phase::Over { end };
            sink(OrangeEvent::RoundOver { end });
            return;
        }
        self.deal_hands(sink);
        self.current = self.starter;
        self.phase = Phase::Turn {
            played: 0,
            drew: false,
            counter: None,
        };
        self.enter_turn(sink);
    }

    /// Applies `action` if legal, returning what happened.
    pub fn apply(&mut self, action: &OrangeAction) -> Result<Vec<OrangeEvent>, IllegalAction> {
        let mut events = Vec::new();
        self.apply_with(action, &mut |e| events.push(e))?;
        Ok(events)
    }

    pub fn apply_with(
        &mut self,
        action: &OrangeAction,
        sink: &mut impl FnMut(OrangeEvent),
    ) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.apply_legal(action, sink);
        Ok(())
    }

    /// Applies an action known to be legal (from [`OrangeState::legal_actions`]).
    pub fn apply_legal(&mut self, action: &OrangeAction, sink: &mut impl FnMut(OrangeEvent)) {
        let seat = self.current;
        match *action {
            OrangeAction::Keep => {
                self.plate_trumps = [false; 2];
                self.phase = Phase::Turn {
                    played: 0,
                    drew: false,
                    counter: None,
                };
                self.enter_turn(sink);
            }
            OrangeAction::Cover {
                plate,
                card,
                declared,
            } => {
                self.hands[seat].remove(card);
                self.table.insert(card);
                let value = match Role::of(card.face, &self.numbers) {
                    Role::Number(v) => Some(v),
                    _ => declared,
                };
                self.layout.plates[plate as usize] = value;
                self.plate_cards[plate as usize] = card;
                self.plate_trumps[plate as usize] = false;
                sink(OrangeEvent::Covered {
                    seat,
                    plate,
                    card,
                    declared,
                });
                if self.hands[seat].is_empty() {
                    self.win_tour(seat, sink);
                } else if self.coverable_plates().next().is_none() {
                    self.phase = Phase::Turn {
                        played: 0,
                        drew: false,
                        counter: None,
                    };
                    self.enter_turn(sink);
                }
            }
            OrangeAction::TakeThree => {
                let drawn = self.draw(seat, 3, sink);
                let Phase::Attacked { attacker } = self.phase else {
                    return;
                };
                let papillon = drawn
                    .iter()
                    .any(|c| Role::of(c.face, &self.numbers) == Role::Power(Power::Papillon));
                self.phase = Phase::Turn {
                    played: 0,
                    drew: false,
                    counter: papillon.then_some(attacker),
                };
                self.after_card_or_draw(seat, sink);
            }
            OrangeAction::Draw => {
                self.draw(seat, 1, sink);
                if let Phase::Turn {
                    played, counter, ..
                } = self.phase
                {
                    self.phase = Phase::Turn {
                        played,
                        drew: true,
                        counter,
                    };
                }
                self.after_card_or_draw(seat, sink);
            }
            OrangeAction::Place {
                card,
                slot,
                declared,
            } => {
                self.hands[seat].remove(card);
                self.table.insert(card);
                let role = Role::of(card.face, &self.numbers);
                self.layout.place(role, slot, declared);
                sink(OrangeEvent::Placed {
                    seat,
                    card,
                    slot,
                    declared,
                });
                let mut turn_over = false;
                match role {
                    Role::Power(Power::Chrysalide) => {
                        self.direction = self.direction.reversed();
                        sink(OrangeEvent::Reversed);
                    }
                    Role::Power(Power::ChatNoir) => self.chat_noir_pending = true,
                    Role::Power(Power::Papillon) => {
                        turn_over = true;
                        match self.phase {
                            Phase::Attacked { attacker } => {
                                self.draw(attacker, 6, sink);
                            }
                            Phase::Turn {
                                played: 0,
                                counter: Some(attacker),
                                ..
                            } => {
                                self.draw(attacker, 3, sink);
                            }
                            _ => {
                                self.draw(seat, 3, sink);
                            }
                        }
                    }
                    _ => {}
                }
                if self.hands[seat].is_empty() {
                    self.win_tour(seat, sink);
                    return;
                }
                let played = match self.phase {
                    Phase::Turn { played, .. } => played + 1,
                    _ => 1,
                };
                if turn_over || played >= 2 {
                    self.end_turn(sink);
                    return;
                }
                self.phase = Phase::Turn {
                    played,
                    drew: matches!(self.phase, Phase::Turn { drew: true, .. }),
                    counter: None,
                };
                self.after_card_or_draw(seat, sink);
            }
        }
    }

    /// After a first card or a draw: the turn goes on only if something can be played.
    fn after_card_or_draw(&mut self, seat: usize, sink: &mut impl FnMut(OrangeEvent)) {
        if self.is_over() {
            return;
        }
        if self.hands[seat].is_empty() {
            // drawing never empties a hand; a placement that did is handled by win_tour
            return;
        }
        if !self.can_play(seat) {
            match self.phase {
                // nothing playable at the start of a turn: the player may draw one
                Phase::Turn {
                    played: 0,
                    drew: false,
                    ..
                } if !self.pile.is_empty() => {}
                _ => self.end_turn(sink),
            }
        }
    }
}
