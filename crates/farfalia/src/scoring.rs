//! Scoring a checked sheet (docs/rules.md, part III (Farfalia) §5, §7): a pure function of
//! the sheet, every point itemised per deal, side and player.

use game_kit::sheet::places;
use game_kit::{Ranking, Standing};

use crate::mode::Mode;
use crate::notes::notes_for;
use crate::options::{ChinkwayWinners, MAX_DEALS, Options, Settings, Stacking};
use crate::report::{DealReport, FarfaliaReport, PlayerDeal, SideReport, TeamTotal, Waiting};
use crate::seating::{
    DealerReason, JokersLeft, NextDeal, Seating, TrumpBy, canonical, rule_dealer, rule_sides,
};
use crate::sheet::{ValidDeal, ValidSheet};
use crate::validate::{DOUBLE_YOU_JOKERS, add_points, barred_leaders};

/// One deal's points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DealPoints {
    pub doubled: bool,
    /// The table's value of each side's matches.
    pub side_base: Vec<i64>,
    /// Per seat: the side's index.
    pub side_of: Vec<usize>,
    /// Per seat: the deal's doubling × DOUBLE YOU.
    pub multiplier: Vec<i64>,
    /// Per seat: the points received.
    pub player_points: Vec<i64>,
}

/// Scores one deal: each side's matches by the table, × 2 in a doubled deal, and each
/// player's share × 2 for a DOUBLE YOU joker (at four, for each joker of the team).
pub(crate) fn deal_points(
    mode: Mode,
    options: &Options,
    settings: &Settings,
    deal_number: usize,
    deal: &ValidDeal,
) -> DealPoints {
    let n = mode.players();
    let doubled = settings.doubled(deal_number);
    let deal_factor: i64 = if doubled { 2 } else { 1 };
    let side_base: Vec<i64> = deal
        .sides
        .iter()
        .map(|s| settings.points_for(s.matches()))
        .collect();
    let mut side_of = vec![0; n];
    for (index, side) in deal.sides.iter().enumerate() {
        for &seat in &side.members {
            if let Some(slot) = side_of.get_mut(seat) {
                *slot = index;
            }
        }
    }
    let mut multiplier = vec![deal_factor; n];
    let mut player_points = vec![0; n];
    for seat in 0..n {
        let side = side_of[seat];
        let jokers = if mode.fixed_teams() {
            deal.sides.get(side).map_or(0, |s| {
                s.members
                    .iter()
                    .filter(|m| deal.double_you.contains(m))
                    .count()
            })
        } else {
            usize::from(deal.double_you.contains(&seat))
        };
        let mut factor = deal_factor;
        for _ in 0..jokers {
            factor *= 2;
        }
        if options.double_you_stacking == Stacking::AtMostDouble {
            factor = factor.min(2);
        }
        multiplier[seat] = factor;
        player_points[seat] = side_base.get(side).copied().unwrap_or(0) * factor;
    }
    DealPoints {
        doubled,
        side_base,
        side_of,
        multiplier,
        player_points,
    }
}

/// Whether the game is over after deal `deal` (1 = the first), with these totals: the
/// agreed number of deals played, or (four players) a team at the target.
pub(crate) fn finished_after(mode: Mode, settings: &Settings, deal: usize, totals: &[i64]) -> bool {
    match (settings.deals, settings.target) {
        (Some(deals), _) => deal >= usize::from(deals),
        (None, Some(target)) => {
            mode == Mode::Four && totals.iter().any(|&t| t >= target) || deal >= MAX_DEALS
        }
        (None, None) => deal >= MAX_DEALS,
    }
}

/// The winners' seats: «les deux joueurs ayant le plus de points gagnent la partie. Si
/// les gagnants sont plus de deux à cause d'une possible égalité, ces joueurs se
/// partagent la victoire» at five; the best team at four; the best player at two and
/// three (ties share).
pub(crate) fn winners(mode: Mode, options: &Options, totals: &[i64]) -> Vec<usize> {
    let two_best = match mode {
        Mode::BeginnerFive => true,
        Mode::Chinkway => options.chinkway_winners == ChinkwayWinners::TwoBest,
        Mode::Four | Mode::Three | Mode::Two => false,
    };
    let mut sorted = totals.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let bar = if two_best {
        sorted.get(1)
    } else {
        sorted.first()
    };
    let Some(&bar) = bar.or(sorted.first()) else {
        return Vec::new();
    };
    (0..totals.len()).filter(|&s| totals[s] >= bar).collect()
}

impl ValidSheet {
    /// Scores the sheet.
    pub fn report(&self) -> FarfaliaReport {
        let n = self.players.len();
        let mut totals = vec![0i64; n];
        let mut jokers_used = vec![0u8; n];
        let mut deals = Vec::new();
        for (index, deal) in self.deals.iter().enumerate() {
            let number = index + 1;
            let points = deal_points(self.mode, &self.options, &self.settings, number, deal);
            add_points(&mut totals, &points);
            for &seat in &deal.double_you {
                if let Some(used) = jokers_used.get_mut(seat) {
                    *used = used.saturating_add(1);
                }
            }
            deals.push(self.deal_report(number, deal, &points, &totals));
        }
        let played = self.deals.len();
        let waiting: Vec<Waiting> = self
            .deals
            .iter()
            .enumerate()
            .flat_map(|(index, deal)| {
                deal.sides
                    .iter()
                    .filter(|side| !side.entered)
                    .map(move |side| Waiting {
                        deal: index + 1,
                        players: side
                            .members
                            .iter()
                            .map(|&s| self.players[s].clone())
                            .collect(),
                    })
            })
            .collect();
        let finished = played > 0
            && waiting.is_empty()
            && finished_after(self.mode, &self.settings, played, &totals);
        let winning = if finished {
            winners(self.mode, &self.options, &totals)
        } else {
            Vec::new()
        };
        let place = places(&totals, Ranking::HigherWins);
        let pairs = self.fixed_pairs();
        let team_of = |seat: usize| pairs.iter().position(|p| p.contains(&seat));
        let standings = (0..n)
            .map(|seat| Standing {
                seat,
                name: self.players[seat].clone(),
                side: team_of(seat).unwrap_or(seat),
                total: totals[seat],
                place: place[seat],
                won: winning.contains(&seat),
            })
            .collect();
        // Partners receive the same points every deal, so a member's total is the team's.
        let team_totals: Vec<i64> = pairs
            .iter()
            .map(|p| p.first().map_or(0, |&s| totals[s]))
            .collect();
        let team_places = places(&team_totals, Ranking::HigherWins);
        let teams = pairs
            .iter()
            .enumerate()
            .map(|(team, members)| TeamTotal {
                players: members.iter().map(|&s| self.players[s].clone()).collect(),
                total: team_totals[team],
                place: team_places[team],
                won: members.iter().any(|s| winning.contains(s)),
            })
            .collect();
        let next = (!finished && waiting.is_empty()).then(|| self.next_deal(&totals, &jokers_used));
        FarfaliaReport {
            mode: self.mode,
            players: self.players.clone(),
            settings: self.settings.clone(),
            deals,
            totals,
            teams,
            standings,
            finished,
            winners: winning.iter().map(|&s| self.players[s].clone()).collect(),
            next,
            waiting,
            notes: notes_for(self.mode, &self.options, &self.settings, played),
            names_read: self.names_read.clone(),
        }
    }

    fn deal_report(
        &self,
        number: usize,
        deal: &ValidDeal,
        points: &DealPoints,
        totals: &[i64],
    ) -> DealReport {
        let place = places(totals, Ranking::HigherWins);
        let names = |seats: &[usize]| -> Vec<String> {
            seats.iter().map(|&s| self.players[s].clone()).collect()
        };
        DealReport {
            deal: number,
            dealer: self.players[deal.dealer].clone(),
            extra: deal.extra,
            trump: deal.trump,
            proposition: deal.proposition.clone(),
            doubled: points.doubled,
            sides: deal
                .sides
                .iter()
                .zip(&points.side_base)
                .map(|(side, &base)| SideReport {
                    players: names(&side.members),
                    dealer: side.members.contains(&deal.dealer),
                    collected: side.collected,
                    entered: side.entered,
                    cards: side.cards.clone(),
                    matches: u8::try_from(side.matches()).unwrap_or(u8::MAX),
                    base,
                    points: base * if points.doubled { 2 } else { 1 },
                })
                .collect(),
            players: (0..self.players.len())
                .map(|seat| PlayerDeal {
                    name: self.players[seat].clone(),
                    side: points.side_of[seat],
                    double_you: deal.double_you.contains(&seat),
                    multiplier: points.multiplier[seat],
                    points: points.player_points[seat],
                    total: totals[seat],
                    place: place[seat],
                })
                .collect(),
        }
    }

    /// Four players: the two fixed teams, as seats: the first deal's (a group entering
    /// its own seating may have listed partners side by side), or seats 1 and 3, 2 and
    /// 4. Empty in the other modes.
    pub(crate) fn fixed_pairs(&self) -> Vec<Vec<usize>> {
        if !self.mode.fixed_teams() {
            return Vec::new();
        }
        match self.deals.first() {
            Some(first) => canonical(
                &first
                    .sides
                    .iter()
                    .map(|s| s.members.clone())
                    .collect::<Vec<_>>(),
            ),
            None => rule_sides(self.mode, &self.options, 1, false, 0),
        }
    }

    /// The rule's next deal: its dealer (none for the first deal), the seating for
    /// every possible dealer, the trump rule, the doubling and DOUBLE YOU.
    fn next_deal(&self, totals: &[i64], jokers_used: &[u8]) -> NextDeal {
        let deal = self.deals.len() + 1;
        let extra = self.settings.is_extra(deal);
        let previous = self.deals.last().map(|d| d.dealer);
        let ruled = rule_dealer(
            self.mode,
            &self.options,
            extra,
            previous,
            totals,
            &self.players,
        );
        let (dealer, reason) = match ruled {
            Some((seat, reason)) => (Some(self.players[seat].clone()), reason),
            None => (None, DealerReason::GroupChooses),
        };
        let pairs = self.fixed_pairs();
        let seatings = (0..self.players.len())
            .map(|d| {
                let mut sides = if pairs.is_empty() {
                    rule_sides(self.mode, &self.options, deal, extra, d)
                } else {
                    pairs.clone()
                };
                if let Some(i) = sides.iter().position(|s| s.contains(&d)) {
                    sides[..=i].rotate_right(1);
                }
                Seating {
                    dealer: self.players[d].clone(),
                    sides: sides
                        .iter()
                        .map(|s| s.iter().map(|&p| self.players[p].clone()).collect())
                        .collect(),
                }
            })
            .collect();
        let (barred, jokers_left) = if self.options.double_you {
            (
                barred_leaders(self.options.double_you_leader, totals)
                    .into_iter()
                    .map(|s| self.players[s].clone())
                    .collect(),
                self.players
                    .iter()
                    .zip(jokers_used)
                    .map(|(p, &used)| JokersLeft {
                        player: p.clone(),
                        jokers: DOUBLE_YOU_JOKERS.saturating_sub(used),
                    })
                    .collect(),
            )
        } else {
            (Vec::new(), Vec::new())
        };
        NextDeal {
            deal,
            extra,
            dealer,
            reason,
            seatings,
            trump: if self.mode.dealer_calls_trump(extra) {
                TrumpBy::DealerCalls
            } else {
                TrumpBy::FirstSubject
            },
            doubled: self.settings.doubled(deal),
            max_picks: self.mode.max_picks(extra),
            double_you_barred: barred,
            jokers_left,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_best_share_ties() {
        let o = Options::default();
        // A.6 F2: «Sorted: 50, 30, 30, 30, 15, so s2 = 30. Winners: A, C, D, E»
        assert_eq!(
            winners(Mode::BeginnerFive, &o, &[50, 15, 30, 30, 30]),
            vec![0, 2, 3, 4]
        );
        assert_eq!(
            winners(Mode::BeginnerFive, &o, &[50, 50, 30, 30, 30]),
            vec![0, 1]
        );
        assert_eq!(winners(Mode::Two, &o, &[7, 7]), vec![0, 1]);
        assert_eq!(winners(Mode::Four, &o, &[40, 35, 40, 35]), vec![0, 2]);
    }
}
