//! The end of a game in the ledger: who won (told, or worked out from who revealed in
//! the last deal), the piles counted as typed, and die Konsolation, Blätter and the pot
//! by the state machine's own [`settle`].

use std::collections::BTreeMap;

use super::LedgerProblem;
use super::replay::{Replayer, Track};
use super::report::LedgerLine;
use crate::card::DECK_SIZE;
use crate::deal::MAX_PLAYERS;
use crate::events::Event;
use crate::game_end::{GameEnd, settle};

impl Replayer<'_> {
    /// A player who may be the game's winner: "der zuerst alle seine Karten eingetauscht
    /// hat" in the last deal, and "Wer aufdecken muss, kann natürlich nicht gewinnen".
    pub(super) fn check_winner(&self, i: usize, p: usize, t: &Track) -> Result<(), LedgerProblem> {
        let player = self.name(p);
        if !t.last_round() {
            return Err(LedgerProblem::WonBeforeLastDeal {
                entry: i,
                player,
                deal: t.deal,
                talon: t.talon as u32,
            });
        }
        if let Some(w) = t.winner {
            return Err(LedgerProblem::SecondWinner {
                entry: i,
                player,
                winner: self.name(w),
            });
        }
        if t.revealed[p] {
            return Err(LedgerProblem::RevealerCannotWin { entry: i, player });
        }
        if t.dealt[p] == 0 {
            return Err(LedgerProblem::NoCardLeft {
                entry: i,
                player,
                dealt: 0,
            });
        }
        Ok(())
    }

    /// The winner when no `won` entry names one. At the end every hand is empty: a
    /// player dealt cards in the last deal who did not reveal exchanged them all. One
    /// such player is the winner; none means everyone had to reveal ("dass auch der
    /// letzte Spieler aufdecken muss", the Konsolation's condition); several means the
    /// ledger cannot tell who was first, and it says so rather than pay the Konsolation.
    fn derived_winner(&self, i: usize, t: &Track) -> Result<Option<usize>, LedgerProblem> {
        if t.winner.is_some() {
            return Ok(t.winner);
        }
        let out: Vec<usize> = (0..self.n)
            .filter(|&p| t.dealt[p] > 0 && !t.revealed[p])
            .collect();
        match out.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(*one)),
            many => Err(LedgerProblem::MissingWinner {
                entry: i,
                players: many.iter().map(|&p| self.name(p)).collect(),
            }),
        }
    }

    pub(super) fn end(
        &mut self,
        i: usize,
        cards: &BTreeMap<String, u32>,
        left_on_table: u32,
        winner: Option<&str>,
        consolation: Option<&str>,
    ) -> Result<LedgerLine, LedgerProblem> {
        let mut t = self.track.clone();
        if !t.last_round() {
            return Err(LedgerProblem::EndBeforeLastDeal {
                entry: i,
                deal: t.deal,
                talon: t.talon as u32,
            });
        }
        let mut events = Vec::new();
        if let Some(name) = winner {
            let p = self.seat(i, name)?;
            if t.winner != Some(p) {
                self.check_winner(i, p, &t)?;
                t.winner = Some(p);
                events.push(Event::Won { player: p });
            }
        }
        let mut derived = false;
        if t.winner.is_none()
            && let Some(p) = self.derived_winner(i, &t)?
        {
            t.winner = Some(p);
            events.push(Event::Won { player: p });
            derived = true;
        }
        let deck = DECK_SIZE as u32;
        let mut piles = [0u32; MAX_PLAYERS];
        let mut counted = [false; MAX_PLAYERS];
        for (name, &count) in cards {
            let p = self.seat(i, name)?;
            if count > deck {
                return Err(LedgerProblem::PileTooLarge {
                    entry: i,
                    player: self.name(p),
                    typed: count,
                });
            }
            piles[p] = count;
            counted[p] = true;
        }
        if let Some(p) = (0..self.n).find(|&p| !counted[p]) {
            return Err(LedgerProblem::MissingCount {
                entry: i,
                player: self.name(p),
            });
        }
        if left_on_table > deck {
            return Err(LedgerProblem::TableTooLarge {
                entry: i,
                typed: left_on_table,
            });
        }
        // a capture of an ace always earns counters, so it is always entered: the aces
        // revealed and not taken since still lie face up on the table
        if left_on_table < t.aces_loose {
            return Err(LedgerProblem::AcesLeftOnTable {
                entry: i,
                table: left_on_table,
                aces: t.aces_loose,
            });
        }
        // each at most 52: the sum cannot overflow
        let pile_total: u32 = piles.iter().sum();
        let table = left_on_table;
        if pile_total + table != deck {
            return Err(LedgerProblem::CardCount {
                entry: i,
                piles: pile_total,
                table,
                counted: pile_total + table,
            });
        }
        if let Some(p) = (0..self.n).find(|&p| piles[p] < t.min_pile[p]) {
            return Err(LedgerProblem::FewerCardsThanTaken {
                entry: i,
                player: self.name(p),
                counted: piles[p],
                at_least: t.min_pile[p],
            });
        }
        let end = GameEnd {
            players: self.n,
            dealer: t.dealer,
            winner: t.winner,
            last_revealer: t.last_revealer,
            piles,
            table,
            multiplier: t.multiplier,
            pot: self.purse.pot,
        };
        let (end_events, result) = settle(&end, self.options());
        if let Some(name) = consolation {
            let p = self.seat(i, name)?;
            if result.consolation != Some(p) {
                return Err(LedgerProblem::WrongConsolation {
                    entry: i,
                    player: self.name(p),
                    due: result.consolation.map(|c| self.name(c)),
                });
            }
        }
        events.extend(end_events);
        t.result = Some(result);
        let mut line = self.book(Some(i), t, events)?;
        if derived && let Some(won) = line.events.first_mut() {
            won.text.push_str(
                " (no won entry: the only player dealt cards in the last deal who did not reveal)",
            );
        }
        Ok(line)
    }
}
