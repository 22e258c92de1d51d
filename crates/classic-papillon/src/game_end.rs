//! The end of a game, the same for the state machine and the counter keeper: E8 die
//! Konsolation, E9 die Blätter, E10 the pot, in this order (C.3).

use serde::{Deserialize, Serialize};

use crate::events::{Event, MAX_PLAYERS, PotReason};
use crate::options::{ConsolationTo, Options, PotTo, UnwonPot};

/// What the end of a game needs to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEnd {
    pub players: usize,
    pub dealer: usize,
    /// The first to exchange all their cards in the last round.
    pub winner: Option<usize>,
    /// The last player to reveal in the last round, if anyone revealed in it.
    pub last_revealer: Option<usize>,
    /// Cards in each captured pile (the capturing cards included).
    pub piles: [u32; MAX_PLAYERS],
    /// Face-up cards left on the table.
    pub table: u32,
    /// This game's Blätter multiplier.
    pub multiplier: i32,
    /// The pot before E10.
    pub pot: i32,
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult {
    pub winner: Option<usize>,
    /// Who had the Konsolation (and took the face-up cards left).
    pub consolation: Option<usize>,
    /// The cards each player counted for die Blätter (after the Konsolation).
    pub piles: Vec<u32>,
    /// The winner of die Blätter, `None` when the most cards are tied.
    pub blaetter: Option<usize>,
    /// The Blätter multiplier of this game, and of the next.
    pub multiplier: i32,
    pub next_multiplier: i32,
    /// Who took the pot.
    pub pot_to: Option<usize>,
    /// Counters left in the pot for the next game.
    pub pot_carried: i32,
}

/// The events of the end of a game, in order, and its result.
pub fn settle(end: &GameEnd, options: &Options) -> (Vec<Event>, GameResult) {
    let n = end.players.clamp(1, MAX_PLAYERS);
    let mut events = Vec::with_capacity(4);
    let mut piles = end.piles;
    // E8: "Kommt es dazu, dass auch der letzte Spieler aufdecken muss, hat der Spieler das
    // Recht der Konsolation … Der letzte Spieler bekommt die restlichen offenen Karten."
    let consolation = match (end.winner, end.last_revealer) {
        (None, Some(last)) => Some(match options.consolation_to {
            ConsolationTo::LastToReveal => last,
            ConsolationTo::Dealer => end.dealer,
        }),
        _ => None,
    }
    .filter(|&p| p < n);
    if let Some(p) = consolation {
        piles[p] += end.table;
        events.push(Event::Consolation {
            player: p,
            each: 1,
            table_cards: end.table.min(u32::from(u8::MAX)) as u8,
        });
    }
    // E9: "wer die meisten Karten bekommen hat, bekommt von allen anderen Mitspielern einen
    // Zählstein. Haben mehrere Spieler die gleiche höchste Zahl …, gewinnen sie nicht die
    // Blätter … In der nächsten Runde wird dann aber … die doppelte Zahl … gegeben."
    let most = piles[..n].iter().copied().max().unwrap_or(0);
    let leaders: Vec<usize> = (0..n).filter(|&p| piles[p] == most).collect();
    let cards = most.min(u32::from(u8::MAX)) as u8;
    let (blaetter, next_multiplier) = match leaders.as_slice() {
        [one] => {
            events.push(Event::Blaetter {
                player: *one,
                cards,
                multiplier: end.multiplier,
                each: end.multiplier,
            });
            (Some(*one), options.next_multiplier(end.multiplier, false))
        }
        _ => {
            let next = options.next_multiplier(end.multiplier, true);
            events.push(Event::BlaetterTied {
                players: leaders.clone(),
                cards,
                next_multiplier: next,
            });
            (None, next)
        }
    };
    // E10: the pot (a reading: the text never says where it goes).
    let receiver = match options.pot_to {
        PotTo::Winner => end.winner.map(|p| (p, PotReason::Winner)),
        PotTo::Blaetter => blaetter.map(|p| (p, PotReason::Blaetter)),
    }
    .or(match options.unwon_pot {
        UnwonPot::Consolation => consolation.map(|p| (p, PotReason::Consolation)),
        _ => None,
    });
    let mut pot_carried = end.pot;
    let pot_to = receiver.map(|(p, _)| p);
    match receiver {
        Some((player, reason)) => {
            events.push(Event::PotWon {
                player,
                counters: end.pot,
                reason,
            });
            pot_carried = 0;
        }
        None if options.unwon_pot == UnwonPot::Split && end.pot >= n as i32 => {
            let each = end.pot / n as i32;
            let left = end.pot - each * n as i32;
            events.push(Event::PotSplit { each, left });
            pot_carried = left;
            if left > 0 {
                events.push(Event::PotCarried { counters: left });
            }
        }
        None => events.push(Event::PotCarried { counters: end.pot }),
    }
    let result = GameResult {
        winner: end.winner,
        consolation,
        piles: piles[..n].to_vec(),
        blaetter,
        multiplier: end.multiplier,
        next_multiplier,
        pot_to,
        pot_carried,
    };
    (events, result)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p3_game1() -> GameEnd {
        // C.6 P3, game 1 (with Y counted 7 rather than 9: see tests/suite/worked_examples.rs)
        GameEnd {
            players: 4,
            dealer: 3,
            winner: None,
            last_revealer: Some(3),
            piles: [17, 11, 7, 13],
            table: 4,
            multiplier: 1,
            pot: 8,
        }
    }

    #[test]
    fn consolation_then_tied_blaetter_then_the_pot_carries() {
        let (events, result) = settle(&p3_game1(), &Options::default());
        assert_eq!(
            events,
            [
                Event::Consolation {
                    player: 3,
                    each: 1,
                    table_cards: 4
                },
                Event::BlaetterTied {
                    players: vec![0, 3],
                    cards: 17,
                    next_multiplier: 2
                },
                Event::PotCarried { counters: 8 },
            ]
        );
        assert_eq!(result.piles, [17, 11, 7, 17]);
        assert_eq!(result.pot_carried, 8);
    }

    #[test]
    fn other_pot_readings() {
        let split = Options {
            unwon_pot: UnwonPot::Split,
            ..Options::default()
        };
        let mut end = p3_game1();
        end.pot = 9;
        let (events, result) = settle(&end, &split);
        assert!(events.contains(&Event::PotSplit { each: 2, left: 1 }));
        assert_eq!(result.pot_carried, 1);
        let consolation = Options {
            unwon_pot: UnwonPot::Consolation,
            consolation_to: ConsolationTo::Dealer,
            ..Options::default()
        };
        end.dealer = 1;
        let (events, result) = settle(&end, &consolation);
        assert_eq!(result.consolation, Some(1));
        assert_eq!(result.pot_to, Some(1));
        assert!(events.contains(&Event::PotWon {
            player: 1,
            counters: 9,
            reason: PotReason::Consolation
        }));
    }
}
