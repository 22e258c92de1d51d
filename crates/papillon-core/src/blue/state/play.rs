//! Playing an action: the cards move, the turn passes, the next deal comes, the round
//! ends and the last capturer takes the rest — and the events everybody at the table
//! sees.

use serde::{Deserialize, Serialize};

use super::{BlueState, Direction, IllegalAction, MAX_FUTURE_DEALS};
use crate::blue::action::BlueAction;
use crate::card::{Face, FaceSet, Trump};
use crate::sheet::ChatNoirCapture;
use crate::teams::MAX_PLAYERS;

/// Something that happened, as everybody at the table sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum BlueEvent {
    /// A player's move, with every card it shows.
    Played {
        player: u8,
        action: BlueAction,
    },
    /// The Chat Noir reached a pile.
    ChatNoir {
        player: u8,
        capture: ChatNoirCapture,
    },
    /// The Chrysalide reversed the direction.
    DirectionChanged {
        direction: Direction,
    },
    /// Every hand was empty: the dealer dealt again (deal numbered from 1).
    Dealt {
        deal: u8,
    },
    /// End of the round: the last capturer takes what remains on the plate.
    TookTheRest {
        player: u8,
        cards: FaceSet,
    },
    /// End of the round: nobody ever captured, the plate stays unscored.
    PlateUnclaimed {
        cards: FaceSet,
    },
    RoundOver,
}

impl BlueState {
    /// Applies an action of the current player and returns what happened; an illegal
    /// action is refused with the reason and changes nothing.
    pub fn apply(&mut self, action: &BlueAction) -> Result<Vec<BlueEvent>, IllegalAction> {
        let mut events = Vec::new();
        self.apply_with(action, &mut |e| events.push(e))?;
        Ok(events)
    }

    /// Applies an action, sending each event to `sink` (no allocation when the sink
    /// drops them).
    pub fn apply_with(
        &mut self,
        action: &BlueAction,
        sink: &mut impl FnMut(BlueEvent),
    ) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.apply_checked(action, sink);
        Ok(())
    }

    /// Applies an action known to be legal (taken from [`legal_actions`](Self::legal_actions)
    /// of this very state). Skips the check; an illegal action here breaks the state.
    pub fn apply_legal(&mut self, action: &BlueAction, sink: &mut impl FnMut(BlueEvent)) {
        debug_assert!(self.check(action).is_ok(), "{action} is not legal here");
        self.apply_checked(action, sink);
    }

    fn apply_checked(&mut self, action: &BlueAction, sink: &mut impl FnMut(BlueEvent)) {
        let p = self.current();
        let seat = self.current;
        sink(BlueEvent::Played {
            player: seat,
            action: *action,
        });
        let played = action.played();
        self.hands[p] = self.hands[p].difference(played);
        let chat_noir = Face::Trump(Trump::ChatNoir);
        match *action {
            BlueAction::Capture(capture) => {
                self.plate = self.plate.difference(capture.taken);
                let gained = played.union(capture.taken);
                self.piles[p] = self.piles[p].union(gained);
                self.last_capturer = Some(seat);
                if gained.contains(chat_noir) {
                    self.take_chat_noir(seat, ChatNoirCapture::Voluntary, sink);
                }
            }
            BlueAction::Papillon => {
                let gained = played.union(self.plate);
                self.plate = FaceSet::EMPTY;
                self.piles[p] = self.piles[p].union(gained);
                self.last_capturer = Some(seat);
                if gained.contains(chat_noir) {
                    self.take_chat_noir(seat, ChatNoirCapture::Involuntary, sink);
                }
            }
            BlueAction::Chrysalide => {
                self.piles[p] = self.piles[p].union(played);
                self.direction = self.direction.reversed();
                sink(BlueEvent::DirectionChanged {
                    direction: self.direction,
                });
            }
            BlueAction::Place(face) => {
                self.plate.insert(face);
            }
        }
        self.advance(p, sink);
    }

    fn take_chat_noir(
        &mut self,
        seat: u8,
        capture: ChatNoirCapture,
        sink: &mut impl FnMut(BlueEvent),
    ) {
        self.chat_noir = Some((seat, capture));
        sink(BlueEvent::ChatNoir {
            player: seat,
            capture,
        });
    }

    fn next_seat(&self, from: usize) -> usize {
        let n = self.players();
        match self.direction {
            Direction::Clockwise => (from + 1) % n,
            Direction::Counterclockwise => (from + n - 1) % n,
        }
    }

    /// Passes the turn to the next player holding cards; deals again when every hand is
    /// empty; ends the round after the last deal.
    fn advance(&mut self, from: usize, sink: &mut impl FnMut(BlueEvent)) {
        let n = self.players();
        if self.hands[..n].iter().all(|h| h.is_empty()) {
            if self.deals_done < self.plan.deals {
                self.hands = self.future[0];
                self.future.rotate_left(1);
                self.future[MAX_FUTURE_DEALS - 1] = [FaceSet::EMPTY; MAX_PLAYERS];
                self.deals_done += 1;
                sink(BlueEvent::Dealt {
                    deal: self.deals_done,
                });
                self.current = self.next_seat(from) as u8;
            } else {
                self.finish(sink);
            }
            return;
        }
        let mut seat = self.next_seat(from);
        while self.hands[seat].is_empty() {
            seat = self.next_seat(seat);
        }
        self.current = seat as u8;
    }

    fn finish(&mut self, sink: &mut impl FnMut(BlueEvent)) {
        let rest = self.plate;
        if !rest.is_empty() {
            match self.last_capturer {
                Some(seat) => {
                    let p = usize::from(seat);
                    self.piles[p] = self.piles[p].union(rest);
                    sink(BlueEvent::TookTheRest {
                        player: seat,
                        cards: rest,
                    });
                    if rest.contains(Face::Trump(Trump::ChatNoir)) {
                        self.take_chat_noir(seat, ChatNoirCapture::Involuntary, sink);
                    }
                }
                None => {
                    self.unclaimed = rest;
                    sink(BlueEvent::PlateUnclaimed { cards: rest });
                }
            }
            self.plate = FaceSet::EMPTY;
        }
        self.over = true;
        sink(BlueEvent::RoundOver);
    }
}
