//! Replaying a ledger entry by entry, with the game's own rules: the bonuses of a
//! capture ([`CaptureBonuses`]), the deals ([`crate::deal::redeal`]), the end of a game
//! ([`crate::game_end::settle`]) and the purse ([`Purse`]) are those of the state
//! machine. A refused entry is skipped whole and the replay goes on, so that every
//! independent problem is named.

use super::report::{GameSummary, LedgerLine, LedgerReport, NamedEvent, NextUp, Replay};
use super::{Entry, Impossible, Ledger, LedgerProblem};
use crate::bonus::{CaptureBonuses, Three};
use crate::capture;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::{HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, first_deal, redeal};
use crate::events::{Event, RevealReason};
use crate::game_end::GameResult;
use crate::options::Options;
use crate::purse::Purse;
use game_kit::names::{Found, NameRead, find_player, name_key, note_read};

/// The most aces of the deck.
const ACES: u32 = 4;
/// The cards of one rank: "in vier Farben".
const PER_RANK: u8 = 4;

/// A capture's bonuses as told.
#[derive(Debug, Clone, Copy)]
struct Told {
    aces: u8,
    pure: bool,
    klein_papillon: bool,
    haneton: bool,
    sautenelle: bool,
}

/// The aces a capture moves into a pile: taken from the table, and the card played.
#[derive(Debug, Clone, Copy)]
struct AcesMoved {
    taken: u32,
    played: u32,
}

/// "Zahlen 1 - 13 in vier Farben": the aces in the piles and those revealed and still
/// on the table are distinct cards, four at most (docs/rules.md §2.1).
fn check_aces(entry: usize, player: &str, t: &Track) -> Result<(), LedgerProblem> {
    if t.aces_in_piles + t.aces_loose > ACES {
        return Err(LedgerProblem::TooManyAces {
            entry,
            player: player.to_string(),
            taken: t.aces_in_piles,
            revealed: t.aces_loose,
        });
    }
    Ok(())
}

/// What the ledger knows of the game in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Track {
    pub(super) number: u32,
    pub(super) dealer: usize,
    pub(super) deal: u32,
    pub(super) talon: usize,
    pub(super) dealt: [u8; MAX_PLAYERS],
    /// Cards accounted for in this deal: captures recorded and cards revealed.
    pub(super) used: [u8; MAX_PLAYERS],
    pub(super) revealed: [bool; MAX_PLAYERS],
    pub(super) last_revealer: Option<usize>,
    pub(super) winner: Option<usize>,
    /// Cards each pile holds at least, from the captures recorded.
    pub(super) min_pile: [u32; MAX_PLAYERS],
    /// Aces in the piles: taken from the table, or played to take.
    pub(super) aces_in_piles: u32,
    /// Aces revealed that no capture recorded since can have taken: with the piles',
    /// the fewest aces this game has shown (an ace revealed and later taken is one ace).
    pub(super) aces_loose: u32,
    /// Cards of each rank (by number) gone into the piles in captures told by their cards.
    pub(super) in_piles: [u8; 14],
    /// The player whose Sautenelle has just cleared the table: until someone reveals,
    /// nobody can capture.
    pub(super) after_sautenelle: Option<usize>,
    pub(super) multiplier: i32,
    pub(super) result: Option<GameResult>,
}

impl Track {
    fn new(number: u32, dealer: usize, players: usize, multiplier: i32) -> Track {
        let plan = first_deal(players);
        let mut dealt = [0; MAX_PLAYERS];
        dealt[..players].copy_from_slice(&plan.dealt[..players]);
        Track {
            number,
            dealer,
            deal: 1,
            talon: plan.talon_after,
            dealt,
            used: [0; MAX_PLAYERS],
            revealed: [false; MAX_PLAYERS],
            last_revealer: None,
            winner: None,
            min_pile: [0; MAX_PLAYERS],
            aces_in_piles: 0,
            aces_loose: 0,
            in_piles: [0; 14],
            after_sautenelle: None,
            multiplier,
            result: None,
        }
    }

    pub(super) fn last_round(&self) -> bool {
        self.talon == 0
    }
}

pub(super) struct Replayer<'a> {
    pub(super) ledger: &'a Ledger,
    pub(super) n: usize,
    pub(super) purse: Purse,
    pub(super) track: Track,
    games: Vec<GameSummary>,
    lines: Vec<LedgerLine>,
    /// Names typed without their accents, taken as the one player they can be.
    names_read: Vec<NameRead>,
}

/// The problems of the ledger's head.
fn head_problems(ledger: &Ledger) -> Vec<LedgerProblem> {
    let mut problems = Vec::new();
    let count = ledger.players.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&count) {
        problems.push(LedgerProblem::PlayerCount { count });
    }
    for (seat, name) in ledger.players.iter().enumerate() {
        if name.trim().is_empty() {
            problems.push(LedgerProblem::EmptyName { seat });
        } else if ledger.players[..seat].iter().any(|o| same_name(o, name)) {
            problems.push(LedgerProblem::SameName {
                player: name.clone(),
            });
        }
    }
    if let Err(error) = ledger.options.validate() {
        problems.push(LedgerProblem::Options { error });
    }
    if let Found::Unknown { did_you_mean } = find_player(&ledger.players, &ledger.dealer) {
        problems.push(LedgerProblem::UnknownDealer {
            player: ledger.dealer.clone(),
            did_you_mean,
        });
    }
    problems
}

fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

pub(super) fn replay(ledger: &Ledger) -> Replay {
    let mut problems = head_problems(ledger);
    let found = find_player(&ledger.players, &ledger.dealer);
    let mut names_read = Vec::new();
    if let Found::Loose(seat) = found {
        names_read.push(NameRead {
            at: "the first dealer".into(),
            typed: ledger.dealer.clone(),
            player: ledger.players[seat].clone(),
        });
    }
    let Some(dealer) = found.seat() else {
        return Replay {
            report: None,
            problems,
        };
    };
    if !problems.is_empty() {
        return Replay {
            report: None,
            problems,
        };
    }
    let n = ledger.players.len();
    let counters = vec![ledger.options.starting_counters; n];
    let mut r = Replayer {
        ledger,
        n,
        purse: Purse::new(&counters, 0),
        track: Track::new(1, dealer, n, 1),
        games: Vec::new(),
        lines: Vec::new(),
        names_read,
    };
    match r.start_game(None) {
        Ok(line) => r.lines.push(line),
        Err(p) => problems.push(p),
    }
    for (i, entry) in ledger.entries.iter().enumerate() {
        match r.entry(i, entry) {
            Ok(line) => r.lines.push(line),
            Err(p) => problems.push(p),
        }
    }
    Replay {
        report: Some(r.report()),
        problems,
    }
}

impl Replayer<'_> {
    pub(super) fn options(&self) -> &Options {
        &self.ledger.options
    }

    /// The seat of a name typed on entry `entry`: exactly, or without accents when it
    /// can be one player only (and the report says so), or refused with the closest name.
    pub(super) fn seat(&mut self, entry: usize, name: &str) -> Result<usize, LedgerProblem> {
        match find_player(&self.ledger.players, name) {
            Found::Exact(seat) => Ok(seat),
            Found::Loose(seat) => {
                let player = self.name(seat);
                note_read(
                    &mut self.names_read,
                    || format!("entry {}", entry + 1),
                    name,
                    &player,
                );
                Ok(seat)
            }
            Found::Unknown { did_you_mean } => Err(LedgerProblem::UnknownPlayer {
                entry,
                player: name.to_string(),
                did_you_mean,
            }),
        }
    }

    pub(super) fn name(&self, seat: usize) -> String {
        self.ledger.players.get(seat).cloned().unwrap_or_default()
    }

    /// Books `events` on a copy of the purse; on success, commits the purse and the
    /// track, and returns the line.
    pub(super) fn book(
        &mut self,
        entry: Option<usize>,
        track: Track,
        events: Vec<Event>,
    ) -> Result<LedgerLine, LedgerProblem> {
        let mut purse = self.purse;
        let mut named = Vec::with_capacity(events.len());
        for event in events {
            let transfers = purse.book(&event, self.options().debt).map_err(|short| {
                LedgerProblem::BelowZero {
                    entry: entry.unwrap_or(0),
                    player: self.name(short.player),
                    counters: short.would_have,
                }
            })?;
            named.push(NamedEvent {
                text: event.describe(&self.ledger.players),
                event,
                transfers: transfers.to_vec(),
            });
        }
        self.purse = purse;
        self.track = track;
        if let Some(summary) = self.games.last_mut() {
            summary.deals = self.track.deal;
            summary.result = self.track.result.clone();
        }
        Ok(LedgerLine {
            entry,
            game: self.track.number,
            deal: self.track.deal,
            last_round: self.track.last_round(),
            events: named,
            counters: self.purse.counters[..self.n].to_vec(),
            pot: self.purse.pot,
        })
    }

    /// The start of the current track's game: the deal and the stakes (E1).
    fn start_game(&mut self, entry: Option<usize>) -> Result<LedgerLine, LedgerProblem> {
        let t = self.track.clone();
        let mut events = vec![
            Event::GameStarted {
                game: t.number,
                dealer: t.dealer,
                multiplier: t.multiplier,
                pot: self.purse.pot,
            },
            Event::Dealt {
                deal: 1,
                turned_up: first_deal(self.n).turned_up,
                last: false,
            },
        ];
        for player in 0..self.n {
            events.push(Event::Stake {
                player,
                counters: self.options().stake,
            });
        }
        self.games.push(GameSummary {
            game: t.number,
            dealer: t.dealer,
            multiplier: t.multiplier,
            deals: 1,
            result: None,
        });
        let line = self.book(entry, t, events);
        if line.is_err() {
            self.games.pop();
        }
        line
    }

    fn entry(&mut self, i: usize, entry: &Entry) -> Result<LedgerLine, LedgerProblem> {
        if self.track.result.is_some() && !matches!(entry, Entry::NewGame { .. }) {
            return Err(LedgerProblem::EntryAfterEnd { entry: i });
        }
        match entry {
            Entry::Capture {
                player,
                card,
                took,
                aces,
                pure,
                klein_papillon,
                haneton,
                sautenelle,
            } => {
                let p = self.seat(i, player)?;
                let told = Told {
                    aces: *aces,
                    pure: *pure,
                    klein_papillon: *klein_papillon,
                    haneton: *haneton,
                    sautenelle: *sautenelle,
                };
                self.capture(i, p, *card, took, told)
            }
            Entry::Reveal {
                player,
                cards,
                aces,
                reason,
            } => {
                let p = self.seat(i, player)?;
                self.reveal(i, p, *cards, *aces, *reason)
            }
            Entry::Deal { turned_up } => self.deal(i, *turned_up),
            Entry::Won { player } => {
                let p = self.seat(i, player)?;
                let mut t = self.track.clone();
                self.check_winner(i, p, &t)?;
                t.winner = Some(p);
                self.book(Some(i), t, vec![Event::Won { player: p }])
            }
            Entry::End {
                cards,
                left_on_table,
                winner,
                consolation,
            } => self.end(
                i,
                cards,
                *left_on_table,
                winner.as_deref(),
                consolation.as_deref(),
            ),
            Entry::NewGame { dealer } => self.new_game(i, dealer.as_deref()),
        }
    }

    /// A player who still may play a card in this deal.
    fn check_holds_cards(&self, i: usize, p: usize) -> Result<(), LedgerProblem> {
        let t = &self.track;
        let player = self.name(p);
        if t.revealed[p] {
            return Err(LedgerProblem::AlreadyRevealed { entry: i, player });
        }
        if t.winner == Some(p) && t.last_round() {
            return Err(LedgerProblem::AlreadyOut { entry: i, player });
        }
        if t.used[p] >= t.dealt[p] {
            return Err(LedgerProblem::NoCardLeft {
                entry: i,
                player,
                dealt: t.dealt[p],
            });
        }
        Ok(())
    }

    fn capture(
        &mut self,
        i: usize,
        p: usize,
        card: Option<Rank>,
        took: &[Rank],
        told: Told,
    ) -> Result<LedgerLine, LedgerProblem> {
        let Told {
            aces,
            pure,
            klein_papillon,
            haneton,
            sautenelle,
        } = told;
        self.check_holds_cards(i, p)?;
        let player = self.name(p);
        // E6: "der nächste Spieler muss seine Karten aufdecken": the table is empty, so
        // nothing can be taken until someone reveals (docs/rules.md §6.2).
        if let Some(s) = self.track.after_sautenelle {
            return Err(LedgerProblem::CaptureAfterSautenelle {
                entry: i,
                player,
                sautenelle_by: self.name(s),
            });
        }
        let last_round = self.track.last_round();
        let any_told = aces > 0 || pure || klein_papillon || haneton;
        let mut ranks: Vec<Rank> = Vec::new();
        let (bonuses, pile, aces) = if card.is_some() || !took.is_empty() {
            if any_told {
                return Err(LedgerProblem::ToldTwice { entry: i, player });
            }
            let Some(card) = card else {
                return Err(LedgerProblem::NoCardPlayed { entry: i, player });
            };
            if took.is_empty() {
                return Err(LedgerProblem::NothingTaken { entry: i, player });
            }
            let (played, taken) = self.cards_of(i, p, card, took)?;
            capture::check_set(played, taken, self.options()).map_err(|reason| {
                LedgerProblem::IllegalCapture {
                    entry: i,
                    player: player.clone(),
                    reason,
                }
            })?;
            let taken_aces = taken.intersection(CardSet::aces()).len() as u8;
            let bonuses = CaptureBonuses::of(card, taken.len() as u8, taken_aces, sautenelle);
            let aces = AcesMoved {
                taken: u32::from(taken_aces),
                played: u32::from(card.is_ace()),
            };
            ranks.push(card);
            ranks.extend(took.iter().copied());
            (bonuses, taken.len() as u32 + 1, aces)
        } else {
            self.told(i, &player, told)?
        };
        if let Some(three) = bonuses.three {
            let told_three = klein_papillon || haneton;
            if told_three && three == Three::KleinPapillon && last_round {
                return Err(LedgerProblem::KleinPapillonInLastRound { entry: i, player });
            }
            if told_three
                && three == Three::Haneton
                && last_round
                && !self.options().haneton_in_last_round
            {
                return Err(LedgerProblem::HanetonInLastRound { entry: i, player });
            }
        }
        let mut t = self.track.clone();
        // The aces taken may be aces revealed earlier (one ace, not two); the ace played
        // came from a hand, never from a reveal.
        t.aces_loose -= aces.taken.min(t.aces_loose);
        t.aces_in_piles += aces.taken + aces.played;
        check_aces(i, &player, &t)?;
        // a card goes into a pile once: four of a rank at most over the game's captures
        for rank in ranks {
            let k = &mut t.in_piles[usize::from(rank.number())];
            *k += 1;
            if *k > PER_RANK && !rank.is_ace() {
                return Err(LedgerProblem::RankTooOften {
                    entry: i,
                    player,
                    rank,
                    count: *k,
                });
            }
        }
        t.used[p] += 1;
        t.min_pile[p] += pile;
        t.after_sautenelle = sautenelle.then_some(p);
        let events = bonuses.events(p, last_round, self.options());
        self.book(Some(i), t, events)
    }

    /// Real cards for ranks: suits given in order, so that a rank named more than four
    /// times is caught.
    fn cards_of(
        &self,
        i: usize,
        p: usize,
        card: Rank,
        took: &[Rank],
    ) -> Result<(Card, CardSet), LedgerProblem> {
        let mut used = [0usize; 14];
        let mut next = |rank: Rank| -> Result<Card, LedgerProblem> {
            let k = &mut used[usize::from(rank.number())];
            let suit = Suit::ALL
                .get(*k)
                .copied()
                .ok_or(LedgerProblem::MoreThanFour {
                    entry: i,
                    player: self.name(p),
                    rank,
                    count: *k + 1,
                })?;
            *k += 1;
            Ok(Card::new(rank, suit))
        };
        let played = next(card)?;
        let mut taken = CardSet::EMPTY;
        for &rank in took {
            taken.insert(next(rank)?);
        }
        Ok((played, taken))
    }

    /// The bonuses of a capture told by them, checked: (bonuses, cards in the pile at
    /// least, aces gone into the pile).
    fn told(
        &self,
        i: usize,
        player: &str,
        told: Told,
    ) -> Result<(CaptureBonuses, u32, AcesMoved), LedgerProblem> {
        let Told {
            aces,
            pure,
            klein_papillon,
            haneton,
            sautenelle,
        } = told;
        let impossible = |why| LedgerProblem::ImpossibleCapture {
            entry: i,
            player: player.to_string(),
            why,
        };
        if u32::from(aces) > ACES {
            return Err(impossible(Impossible::MoreThanFourAces));
        }
        if pure && aces == 0 {
            return Err(impossible(Impossible::PureWithoutAces));
        }
        if klein_papillon && haneton {
            return Err(impossible(Impossible::BothThrees));
        }
        if haneton && pure {
            return Err(impossible(Impossible::HanetonPure));
        }
        if (klein_papillon || haneton) && aces > 3 {
            return Err(impossible(Impossible::TooManyAcesForThree));
        }
        // three aces taken by a 3 are three cards taken by a number card
        let three = if haneton {
            Some(Three::Haneton)
        } else if klein_papillon || (pure && aces == 3) {
            Some(Three::KleinPapillon)
        } else {
            None
        };
        let taken = if three.is_some() {
            3
        } else {
            u32::from(aces).max(1)
        };
        let moved = AcesMoved {
            taken: u32::from(aces),
            played: u32::from(pure && aces == 1),
        };
        Ok((
            CaptureBonuses {
                aces,
                pure,
                three,
                sautenelle,
            },
            taken + 1,
            moved,
        ))
    }

    fn reveal(
        &mut self,
        i: usize,
        p: usize,
        cards: u8,
        aces: u8,
        reason: RevealReason,
    ) -> Result<LedgerLine, LedgerProblem> {
        self.check_holds_cards(i, p)?;
        let player = self.name(p);
        if cards == 0 {
            return Err(LedgerProblem::EmptyReveal { entry: i, player });
        }
        let left = self.track.dealt[p].saturating_sub(self.track.used[p]);
        if cards > left {
            return Err(LedgerProblem::RevealTooLarge {
                entry: i,
                player,
                cards,
                left,
            });
        }
        if aces > cards {
            return Err(LedgerProblem::RevealAces {
                entry: i,
                player,
                cards,
                aces,
            });
        }
        let mut t = self.track.clone();
        t.aces_loose += u32::from(aces);
        check_aces(i, &player, &t)?;
        let reason = match t.after_sautenelle {
            Some(s) => {
                // "der nächste Spieler muss seine Karten aufdecken": the players between
                // the Sautenelle and this reveal were skipped, so they held no card.
                for q in (1..self.n).map(|k| (s + k) % self.n) {
                    if q == p {
                        break;
                    }
                    t.used[q] = t.dealt[q];
                }
                if reason == RevealReason::CannotCapture {
                    RevealReason::AfterSautenelle
                } else {
                    reason
                }
            }
            None => reason,
        };
        t.after_sautenelle = None;
        t.revealed[p] = true;
        t.used[p] += cards;
        if t.last_round() {
            t.last_revealer = Some(p);
        }
        let event = Event::Reveal {
            player: p,
            cards,
            aces,
            reason,
            shown: None,
        };
        self.book(Some(i), t, vec![event])
    }

    fn deal(&mut self, i: usize, turned_up: bool) -> Result<LedgerLine, LedgerProblem> {
        let mut t = self.track.clone();
        if t.talon == 0 {
            return Err(LedgerProblem::NothingToDeal { entry: i });
        }
        let plan = redeal(
            self.n,
            t.dealer,
            t.talon,
            turned_up,
            self.options().empty_table_deal,
        );
        t.deal = t.deal.saturating_add(1);
        t.talon = plan.talon_after;
        t.dealt = plan.dealt;
        t.used = [0; MAX_PLAYERS];
        t.revealed = [false; MAX_PLAYERS];
        t.after_sautenelle = None;
        let event = Event::Dealt {
            deal: t.deal,
            turned_up: plan.turned_up,
            last: t.talon == 0,
        };
        self.book(Some(i), t, vec![event])
    }

    fn new_game(&mut self, i: usize, dealer: Option<&str>) -> Result<LedgerLine, LedgerProblem> {
        let Some(multiplier) = self.track.result.as_ref().map(|r| r.next_multiplier) else {
            return Err(LedgerProblem::NewGameBeforeEnd { entry: i });
        };
        let dealer = match dealer {
            Some(name) => self.seat(i, name)?,
            None => (self.track.dealer + 1) % self.n,
        };
        let previous = self.track.clone();
        self.track = Track::new(
            previous.number.saturating_add(1),
            dealer,
            self.n,
            multiplier,
        );
        let line = self.start_game(Some(i));
        if line.is_err() {
            self.track = previous;
        }
        line
    }

    fn report(self) -> LedgerReport {
        let t = &self.track;
        let counters = self.purse.counters[..self.n].to_vec();
        let best = counters.iter().copied().max().unwrap_or(0);
        let per_deal = HAND_SIZE * self.n;
        LedgerReport {
            players: self.ledger.players.clone(),
            options: self.ledger.options.clone(),
            now: NextUp {
                game: t.number,
                dealer: t.dealer,
                deal: t.deal,
                deals_at_most: t.deal.saturating_add(t.talon.div_ceil(per_deal) as u32),
                talon: t.talon as u32,
                last_round: t.last_round(),
                over: t.result.is_some(),
            },
            finished: t.result.is_some(),
            leaders: (0..self.n)
                .filter(|&p| counters[p] == best)
                .map(|p| self.ledger.players[p].clone())
                .collect(),
            counters,
            pot: self.purse.pot,
            lines: self.lines,
            games: self.games,
            names_read: self.names_read,
        }
    }
}
