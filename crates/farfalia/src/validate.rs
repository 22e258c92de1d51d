//! Checking a raw sheet (docs/rules.md, part III (Farfalia) §4, §6): every problem found is
//! named, none stops the search for the others but where a later check would only
//! repeat an earlier one.
//!
//! Deals are checked in order, scoring each as it goes: the dealer rule and the DOUBLE
//! YOU leader depend on the totals before the deal. Once a deal is refused the totals
//! are unknown, and the checks that need them are skipped for the deals after it.

use std::collections::BTreeMap;

use crate::card::{Card, PROPOSITION_SIZE, Subject, Trump};
use crate::mode::Mode;
use crate::options::{LeaderBar, Options, SeatingRule, Settings};
use crate::problem::{Field, MAX_CARDS_PER_SIDE, MAX_NAME_CHARS, Problem};
use crate::scoring::{DealPoints, deal_points, finished_after};
use crate::seating::{canonical, dealer_alone, rule_dealer, rule_sides, side_sizes};
use crate::sheet::{
    DealInput, FarfaliaSheet, SideInput, SubjectCounts, ValidDeal, ValidSheet, ValidSide,
};

/// DOUBLE YOU: «Au début de la partie distribuez deux jokers à chaque joueur.»
pub const DOUBLE_YOU_JOKERS: u8 = 2;

use game_kit::names::NameIssue;
pub use game_kit::names::name_key;
use game_kit::names::{Found, NameRead, find_player, note_read};

/// The first 40 characters of a text, to quote it in a problem.
fn quote(text: &str) -> String {
    text.chars().take(40).collect()
}

fn check_players(mode: Mode, players: &[String]) -> Vec<Problem> {
    if players.len() != mode.players() {
        return vec![Problem::PlayerCount {
            mode,
            expected: mode.players(),
            players: players.len(),
        }];
    }
    game_kit::names::check_names(players, MAX_NAME_CHARS)
        .into_iter()
        .map(|issue| match issue {
            NameIssue::Empty { seat } => Problem::EmptyName { seat },
            NameIssue::TooLong { seat, start, chars } => {
                Problem::NameTooLong { seat, start, chars }
            }
            NameIssue::Duplicate { name } => Problem::DuplicatePlayer { name },
        })
        .collect()
}

impl FarfaliaSheet {
    /// Checks the sheet: a [`ValidSheet`], or every problem found.
    pub fn validate(&self) -> Result<ValidSheet, Vec<Problem>> {
        let mut problems = check_players(self.mode, &self.players);
        let settings = match self.options.resolve(self.mode) {
            Ok(settings) => Some(settings),
            Err(mut more) => {
                problems.append(&mut more);
                None
            }
        };
        let (Some(settings), true) = (settings, problems.is_empty()) else {
            return Err(problems);
        };
        let checker = Checker {
            mode: self.mode,
            options: &self.options,
            settings: &settings,
            players: &self.players,
            names_read: std::cell::RefCell::new(Vec::new()),
        };
        let mut deals = Vec::new();
        let mut totals: Option<Vec<i64>> = Some(vec![0; self.players.len()]);
        let mut jokers_used = vec![0u8; self.players.len()];
        let mut previous_dealer: Option<usize> = None;
        // Four players: the partners of the first deal, who stay together.
        let mut partners: Option<Vec<Vec<usize>>> = None;
        let max = settings.max_deals();
        for (index, input) in self.deals.iter().enumerate() {
            let deal = index + 1;
            if deal > max {
                problems.push(Problem::DealAfterEnd {
                    deal,
                    ended_after: max,
                });
                break;
            }
            let state = Before {
                deal,
                previous_dealer,
                totals: totals.as_deref(),
                jokers_used: &jokers_used,
                partners: partners.as_deref(),
            };
            previous_dealer = checker.seat(deal, &input.dealer);
            match checker.deal(&state, input) {
                Ok(valid) => {
                    if self.mode.fixed_teams() && partners.is_none() {
                        let sides: Vec<Vec<usize>> =
                            valid.sides.iter().map(|s| s.members.clone()).collect();
                        partners = Some(canonical(&sides));
                    }
                    let points = deal_points(self.mode, &self.options, &settings, deal, &valid);
                    for &seat in &valid.double_you {
                        if let Some(used) = jokers_used.get_mut(seat) {
                            *used = used.saturating_add(1);
                        }
                    }
                    if let Some(t) = totals.as_mut() {
                        add_points(t, &points);
                    }
                    deals.push(valid);
                }
                Err(mut more) => {
                    problems.append(&mut more);
                    totals = None;
                }
            }
            let ended = match &totals {
                Some(t) => finished_after(self.mode, &settings, deal, t),
                None => settings.deals.is_some_and(|d| usize::from(d) == deal),
            };
            if ended && deal < self.deals.len() {
                problems.push(Problem::DealAfterEnd {
                    deal: deal + 1,
                    ended_after: deal,
                });
                break;
            }
        }
        if problems.is_empty() {
            let names_read = checker.names_read.take();
            Ok(ValidSheet {
                mode: self.mode,
                players: self.players.clone(),
                options: self.options.clone(),
                settings,
                deals,
                names_read,
            })
        } else {
            Err(problems)
        }
    }
}

pub(crate) fn add_points(totals: &mut [i64], points: &DealPoints) {
    for (total, p) in totals.iter_mut().zip(&points.player_points) {
        *total = total.saturating_add(*p);
    }
}

/// What the checks of a deal need to know of the deals before it.
struct Before<'a> {
    deal: usize,
    previous_dealer: Option<usize>,
    /// None once an earlier deal was refused.
    totals: Option<&'a [i64]>,
    jokers_used: &'a [u8],
    /// Four players: the first deal's partners, once known.
    partners: Option<&'a [Vec<usize>]>,
}

struct Checker<'a> {
    mode: Mode,
    options: &'a Options,
    settings: &'a Settings,
    players: &'a [String],
    /// Names typed without their accents, taken as the one player they can be.
    names_read: std::cell::RefCell<Vec<NameRead>>,
}

impl Checker<'_> {
    /// The seat of a name typed in deal `deal`: exactly, or without accents when it can
    /// be one player only (and the report says so).
    fn seat(&self, deal: usize, name: &str) -> Option<usize> {
        let found = find_player(self.players, name);
        if let Found::Loose(seat) = found {
            note_read(
                &mut self.names_read.borrow_mut(),
                || format!("deal {deal}"),
                name,
                &self.players[seat],
            );
        }
        found.seat()
    }

    fn names(&self, seats: &[usize]) -> Vec<String> {
        seats
            .iter()
            .filter_map(|&s| self.players.get(s).cloned())
            .collect()
    }

    fn unknown(&self, deal: usize, name: &str, field: Field) -> Problem {
        Problem::UnknownPlayer {
            deal,
            name: quote(name),
            field,
            known: self.players.to_vec(),
            did_you_mean: match find_player(self.players, name) {
                Found::Unknown { did_you_mean } => did_you_mean,
                _ => None,
            },
        }
    }

    fn deal(&self, before: &Before<'_>, input: &DealInput) -> Result<ValidDeal, Vec<Problem>> {
        let deal = before.deal;
        let extra = self.settings.is_extra(deal);
        let mut problems = Vec::new();

        let dealer = self.seat(deal, &input.dealer);
        if dealer.is_none() {
            problems.push(self.unknown(deal, &input.dealer, Field::Dealer));
        }

        let subjects = input.proposition.len();
        if subjects < PROPOSITION_SIZE {
            problems.push(Problem::PropositionIncomplete { deal, subjects });
        } else if subjects > PROPOSITION_SIZE {
            problems.push(Problem::PropositionTooLong { deal, subjects });
        }
        let complete = subjects == PROPOSITION_SIZE;
        let proposed = SubjectCounts::tally(input.proposition.iter().copied());

        let mut trump = input.trump;
        if !self.mode.dealer_calls_trump(extra)
            && complete
            && let Some(&first) = input.proposition.first()
        {
            let expected = Trump::from_first_subject(first);
            if let Some(t) = input.trump
                && t != expected
            {
                problems.push(Problem::TrumpNotFromProposition {
                    deal,
                    trump: t,
                    first,
                    expected,
                });
            }
            trump = Some(expected);
        }

        let sides = self.sides(before, input, dealer, extra, &mut problems);
        let collections = self.collections(deal, input, &proposed, complete, &mut problems);
        let double_you = self.double_you(before, input, &mut problems);

        match (dealer, sides, collections, problems.is_empty()) {
            (Some(dealer), Some(members), Some(collected), true) => Ok(ValidDeal {
                dealer,
                extra,
                trump,
                proposition: input.proposition.clone(),
                sides: members
                    .into_iter()
                    .zip(collected)
                    .zip(&input.sides)
                    .map(|((members, (collected, cards)), side)| ValidSide {
                        members,
                        collected,
                        cards,
                        entered: side.entered,
                    })
                    .collect(),
                double_you,
            }),
            _ => Err(problems),
        }
    }

    /// The sides as seats (each sorted), checked against the mode's shape and, unless
    /// the group enters its own, against the rule.
    fn sides(
        &self,
        before: &Before<'_>,
        input: &DealInput,
        dealer: Option<usize>,
        extra: bool,
        problems: &mut Vec<Problem>,
    ) -> Option<Vec<Vec<usize>>> {
        let deal = before.deal;
        let n = self.players.len();
        if input.sides.len() > n {
            problems.push(Problem::TooManySides {
                deal,
                sides: input.sides.len(),
                players: n,
            });
            return None;
        }
        let as_written = |sides: &[SideInput]| -> Vec<Vec<String>> {
            sides
                .iter()
                .map(|s| s.players.iter().take(n).map(|p| quote(p)).collect())
                .collect()
        };
        if input.sides.iter().any(|s| s.players.len() > n) {
            problems.push(Problem::SideShape {
                deal,
                mode: self.mode,
                extra,
                sides: as_written(&input.sides),
            });
            return None;
        }
        let before_count = problems.len();
        let mut side_of: Vec<Option<usize>> = vec![None; n];
        let mut sides = Vec::new();
        for (index, side) in input.sides.iter().enumerate() {
            if side.players.is_empty() {
                problems.push(Problem::EmptySide { deal, side: index });
            }
            let mut seats = Vec::new();
            for name in &side.players {
                match self.seat(deal, name) {
                    None => problems.push(self.unknown(deal, name, Field::Sides)),
                    Some(seat) => {
                        if side_of[seat].is_some() {
                            let player = self.players[seat].clone();
                            let problem = Problem::PlayerInTwoSides { deal, player };
                            if !problems.contains(&problem) {
                                problems.push(problem);
                            }
                        } else {
                            side_of[seat] = Some(index);
                            seats.push(seat);
                        }
                    }
                }
            }
            seats.sort_unstable();
            sides.push(seats);
        }
        for (seat, side) in side_of.iter().enumerate() {
            if side.is_none() {
                problems.push(Problem::PlayerInNoSide {
                    deal,
                    player: self.players[seat].clone(),
                });
            }
        }
        if problems.len() > before_count {
            return None;
        }

        let mut sizes: Vec<usize> = sides.iter().map(Vec::len).collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        let shape_ok = sizes == side_sizes(self.mode, extra)
            && (!dealer_alone(self.mode)
                || dealer.is_none_or(|d| sides.iter().any(|s| s.as_slice() == [d])));
        let by_rule = self.options.seating == SeatingRule::ByRule;
        if !shape_ok && !by_rule {
            problems.push(Problem::SideShape {
                deal,
                mode: self.mode,
                extra,
                sides: as_written(&input.sides),
            });
            return None;
        }
        // «Les équipes ne changent pas», whoever the group seats together.
        if let Some(partners) = before.partners
            && canonical(&sides) != partners
        {
            problems.push(Problem::PartnersChanged {
                deal,
                sides: sides.iter().map(|s| self.names(s)).collect(),
                partners: partners.iter().map(|s| self.names(s)).collect(),
            });
            return None;
        }
        if by_rule && let Some(dealer) = dealer {
            if let Some(totals) = before.totals
                && let Some((expected, reason)) = rule_dealer(
                    self.mode,
                    self.options,
                    extra,
                    before.previous_dealer,
                    totals,
                    self.players,
                )
                && expected != dealer
            {
                problems.push(Problem::DealerNotByRule {
                    deal,
                    dealer: self.players[dealer].clone(),
                    expected: self.players[expected].clone(),
                    reason,
                });
            }
            let rule = rule_sides(self.mode, self.options, deal, extra, dealer);
            if canonical(&rule) != canonical(&sides) {
                problems.push(Problem::SidesNotByRule {
                    deal,
                    dealer: self.players[dealer].clone(),
                    sides: sides.iter().map(|s| self.names(s)).collect(),
                    expected: rule.iter().map(|s| self.names(s)).collect(),
                });
                return None;
            }
        }
        Some(sides)
    }

    /// Each side's counts and cards, checked against the proposition and the deck.
    fn collections(
        &self,
        deal: usize,
        input: &DealInput,
        proposed: &SubjectCounts,
        complete: bool,
        problems: &mut Vec<Problem>,
    ) -> Option<Vec<(SubjectCounts, Vec<Card>)>> {
        let before_count = problems.len();
        let side_names = |side: &SideInput| -> Vec<String> {
            side.players.iter().take(5).map(|p| quote(p)).collect()
        };
        let mut out = Vec::new();
        let mut holders: BTreeMap<Card, Vec<Vec<String>>> = BTreeMap::new();
        for side in input.sides.iter().take(5) {
            let names = side_names(side);
            let mut cards = Vec::new();
            if side.cards.len() > MAX_CARDS_PER_SIDE {
                problems.push(Problem::TooManyCards {
                    deal,
                    side: names.clone(),
                    cards: side.cards.len(),
                });
            } else {
                for text in &side.cards {
                    match text.parse::<Card>() {
                        Ok(card) => {
                            holders.entry(card).or_default().push(names.clone());
                            cards.push(card);
                        }
                        Err(error) => problems.push(Problem::CardNotation {
                            deal,
                            side: names.clone(),
                            text: quote(text),
                            error,
                        }),
                    }
                }
            }
            cards.sort_unstable();
            let listed = SubjectCounts::tally(cards.iter().map(|c| c.subject()));
            let counts = match side.collected {
                None => listed,
                Some(counted) => {
                    for subject in Subject::ALL {
                        let count = counted.get(subject);
                        if count < 0 {
                            problems.push(Problem::NegativeCount {
                                deal,
                                side: names.clone(),
                                subject,
                                count,
                            });
                        } else if listed.get(subject) > count {
                            problems.push(Problem::CardsBeyondCount {
                                deal,
                                side: names.clone(),
                                subject,
                                listed: usize::try_from(listed.get(subject)).unwrap_or(0),
                                counted: count,
                            });
                        }
                    }
                    counted
                }
            };
            if complete {
                for subject in Subject::ALL {
                    let collected = counts.get(subject);
                    let limit = proposed.get(subject);
                    if collected > limit {
                        problems.push(Problem::MoreThanProposed {
                            deal,
                            side: names.clone(),
                            subject,
                            collected,
                            proposed: u8::try_from(limit).unwrap_or(u8::MAX),
                        });
                    }
                }
            }
            out.push((counts, cards));
        }
        for (card, sides) in holders {
            if sides.len() > 1 {
                problems.push(Problem::CardTwice { deal, card, sides });
            }
        }
        if problems.len() > before_count || !complete {
            return None;
        }
        for subject in Subject::ALL {
            let collected = out
                .iter()
                .fold(0i64, |sum, (c, _)| sum.saturating_add(c.get(subject)));
            if collected > i64::from(subject.deck_cards()) {
                problems.push(Problem::DeckLimit {
                    deal,
                    subject,
                    collected,
                    deck: subject.deck_cards(),
                });
            }
        }
        let picks = out
            .iter()
            .fold(0i64, |sum, (c, _)| sum.saturating_add(c.total()));
        let max = self.mode.max_picks(self.settings.is_extra(deal));
        if picks > i64::from(max) {
            problems.push(Problem::TooManyPicks { deal, picks, max });
        }
        (problems.len() == before_count).then_some(out)
    }

    /// The players who played a DOUBLE YOU joker, as sorted seats.
    fn double_you(
        &self,
        before: &Before<'_>,
        input: &DealInput,
        problems: &mut Vec<Problem>,
    ) -> Vec<usize> {
        let deal = before.deal;
        let n = self.players.len();
        if input.double_you.len() > n {
            problems.push(Problem::TooManyDoubleYou {
                deal,
                listed: input.double_you.len(),
                players: n,
            });
            return Vec::new();
        }
        let barred = before
            .totals
            .map(|t| barred_leaders(self.options.double_you_leader, t))
            .unwrap_or_default();
        let mut seats: Vec<usize> = Vec::new();
        for name in &input.double_you {
            let Some(seat) = self.seat(deal, name) else {
                problems.push(self.unknown(deal, name, Field::DoubleYou));
                continue;
            };
            let player = self.players[seat].clone();
            if seats.contains(&seat) {
                problems.push(Problem::DoubleYouTwice { deal, player });
                continue;
            }
            seats.push(seat);
            if !self.options.double_you {
                problems.push(Problem::DoubleYouOff { deal, player });
            } else if barred.contains(&seat) {
                let total = before
                    .totals
                    .and_then(|t| t.get(seat))
                    .copied()
                    .unwrap_or(0);
                problems.push(Problem::DoubleYouLeader {
                    deal,
                    player,
                    total,
                });
            } else if before.jokers_used.get(seat).copied().unwrap_or(0) >= DOUBLE_YOU_JOKERS {
                problems.push(Problem::DoubleYouNoJokerLeft { deal, player });
            }
        }
        seats.sort_unstable();
        seats
    }
}

/// The seats barred from playing a DOUBLE YOU joker: «Le premier au classement ne peut
/// pas jouer de joker.»
pub(crate) fn barred_leaders(rule: LeaderBar, totals: &[i64]) -> Vec<usize> {
    let Some(&best) = totals.iter().max() else {
        return Vec::new();
    };
    let leaders: Vec<usize> = (0..totals.len()).filter(|&s| totals[s] == best).collect();
    match rule {
        LeaderBar::TiedLeadersBarred => leaders,
        LeaderBar::UniqueLeaderBarred if leaders.len() == 1 => leaders,
        LeaderBar::UniqueLeaderBarred => Vec::new(),
    }
}
