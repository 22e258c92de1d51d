//! Mutations of real ledgers: a sitting played by the state machine, written down as the
//! counter keeper would, then one entry changed at random (dropped, duplicated, moved,
//! given to another player, a card or a count changed). The keeper must either refuse
//! the changed ledger, naming an entry, or score it as a real game could have gone:
//!
//! - a change that leaves the same game (the `won` entry left out, a capture that earns
//!   nothing left out, a capture told by its bonuses instead of its cards) scores exactly
//!   as the engine did (the `won` entry may instead be refused as missing);
//! - any other change, when accepted, keeps every law of a real table: counters and pot
//!   conserved, four aces at most over captures and reveals, four cards of a rank at
//!   most in the piles, no capture between a
//!   Sautenelle and the next reveal, the Konsolation only when everyone with cards in
//!   the last deal revealed, and never to a game with a winner, the winner never one who
//!   revealed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::bonus::{CaptureBonuses, Three};
use classic_papillon::card::Rank;
use classic_papillon::deal::{MAX_PLAYERS, first_deal, redeal};
use classic_papillon::ledger::{Entry, Ledger, LedgerReport, Recorder};
use classic_papillon::options::Options;
use classic_papillon::{ClassicGame, Setup};
use game_kit::{Game, ScoreSheet, seeded_rng};
use proptest::prelude::*;
use rand::RngExt;

/// A sitting of `games` games played at random from `seed`: its ledger and the engine's
/// counters and pot at the end.
fn sitting(seed: u64, players: usize, games: u64) -> (Ledger, Vec<i32>, i32) {
    let setup = Setup::new(
        (0..players).map(|i| format!("P{i}")).collect(),
        Options::default(),
    )
    .unwrap();
    let dealer = ClassicGame::cut_of(players, seed).dealer;
    let mut recorder = Recorder::new(&setup, dealer);
    let mut game = ClassicGame::start(setup, seed, &mut |e, _| {
        recorder.record(e);
    })
    .unwrap();
    let mut rng = seeded_rng(seed ^ 0x5eed);
    let mut legal = Vec::new();
    for g in 0..games {
        if g > 0 {
            game = game
                .next_game(seed.wrapping_add(g), &mut |e, _| {
                    recorder.record(e);
                })
                .unwrap();
        }
        while !game.is_over() {
            game.legal_actions(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            game.play(&a, &mut |e, _| {
                recorder.record(e);
            })
            .unwrap();
        }
    }
    (recorder.into_ledger(), game.counters().to_vec(), game.pot())
}

#[derive(Debug, Clone, Copy)]
enum Mutation {
    Drop,
    Duplicate,
    Move,
    Player,
    Card,
    Count,
    /// A capture moved to just after a Sautenelle.
    AfterSautenelle,
    /// One more ace in a reveal that holds a card besides.
    OneMoreAce,
    /// Neutral: the `won` entry left out.
    DropWon,
    /// Neutral: a capture that earns nothing left out.
    DropPlain,
    /// Neutral: a capture told by its bonuses instead of its cards.
    ToBonuses,
}

const MUTATIONS: [Mutation; 11] = [
    Mutation::Drop,
    Mutation::Duplicate,
    Mutation::Move,
    Mutation::Player,
    Mutation::Card,
    Mutation::Count,
    Mutation::AfterSautenelle,
    Mutation::OneMoreAce,
    Mutation::DropWon,
    Mutation::DropPlain,
    Mutation::ToBonuses,
];

fn is_plain(e: &Entry) -> bool {
    match e {
        Entry::Capture {
            card: Some(card),
            took,
            sautenelle,
            ..
        } => {
            let aces = took.iter().filter(|r| r.is_ace()).count() as u8;
            let b = CaptureBonuses::of(*card, took.len() as u8, aces, *sautenelle);
            b.aces == 0 && b.three.is_none() && !b.sautenelle
        }
        _ => false,
    }
}

/// Whether each entry of a ledger the keeper accepted was in a last deal.
fn last_rounds(report: &LedgerReport, entries: usize) -> Vec<bool> {
    let mut last = vec![false; entries];
    for line in &report.lines {
        if let Some(i) = line.entry {
            last[i] = line.last_round;
        }
    }
    last
}

/// Applies one mutation; `None` when it does not apply to the ledger drawn (then the
/// case is skipped). The bool says whether the change leaves the same game.
fn mutate(
    ledger: &Ledger,
    original: &LedgerReport,
    kind: Mutation,
    picks: [u64; 3],
) -> Option<(Ledger, bool)> {
    let mut m = ledger.clone();
    let len = m.entries.len();
    let n = m.players.len();
    let k = (picks[0] % len as u64) as usize;
    let pick = |p: u64, of: usize| (p % of as u64) as usize;
    // the first entry from k on (wrapping) that a mutation applies to
    let find =
        |ok: &dyn Fn(&Entry) -> bool| (0..len).map(|d| (k + d) % len).find(|&i| ok(&m.entries[i]));
    let neutral = match kind {
        Mutation::Drop => {
            m.entries.remove(k);
            false
        }
        Mutation::Duplicate => {
            let e = m.entries[k].clone();
            m.entries.insert(k, e);
            false
        }
        Mutation::Move => {
            let e = m.entries.remove(k);
            let to = pick(picks[1], len);
            if to == k {
                return None;
            }
            m.entries.insert(to, e);
            false
        }
        Mutation::Player => {
            let i = find(&|e| {
                matches!(
                    e,
                    Entry::Capture { .. } | Entry::Reveal { .. } | Entry::Won { .. }
                )
            })?;
            let to = m.players[pick(picks[1], n)].clone();
            match &mut m.entries[i] {
                Entry::Capture { player, .. }
                | Entry::Reveal { player, .. }
                | Entry::Won { player } => {
                    if *player == to {
                        return None;
                    }
                    *player = to;
                }
                _ => return None,
            }
            false
        }
        Mutation::Card => {
            let i = find(&|e| matches!(e, Entry::Capture { card: Some(_), .. }))?;
            // half the time a rank seen elsewhere in the ledger, as a slip at the table
            // would give; otherwise any rank
            let seen: Vec<Rank> = m
                .entries
                .iter()
                .filter_map(|e| match e {
                    Entry::Capture { card, took, .. } => {
                        Some(card.iter().chain(took.iter()).copied().collect::<Vec<_>>())
                    }
                    _ => None,
                })
                .flatten()
                .collect();
            let rank = if picks[2] % 2 == 1 && !seen.is_empty() {
                seen[pick(picks[2] / 2, seen.len())]
            } else {
                Rank::new(1 + pick(picks[2] / 2, 13) as u8)?
            };
            let Entry::Capture { card, took, .. } = &mut m.entries[i] else {
                return None;
            };
            // a match written with another rank: both cards change
            if took.len() == 1 && Some(took[0]) == *card && card != &Some(rank) {
                *card = Some(rank);
                took[0] = rank;
                return Some((m, false));
            }
            let slot = pick(picks[1], took.len() + 1);
            let old = if slot == 0 {
                card.replace(rank)?
            } else {
                std::mem::replace(&mut took[slot - 1], rank)
            };
            if old == rank {
                return None;
            }
            false
        }
        Mutation::Count => {
            let i = find(&|e| matches!(e, Entry::Reveal { .. } | Entry::End { .. }))?;
            let delta = 1 + pick(picks[2], 3) as i64;
            let shift = |v: u32, up: bool| -> u32 {
                if up {
                    v.saturating_add(delta as u32)
                } else {
                    v.saturating_sub(delta as u32)
                }
            };
            let up = picks[1].is_multiple_of(2);
            match &mut m.entries[i] {
                Entry::Reveal { cards, aces, .. } => {
                    if picks[1] % 4 < 2 {
                        *cards = shift(u32::from(*cards), up).min(255) as u8;
                    } else {
                        *aces = shift(u32::from(*aces), up).min(255) as u8;
                    }
                }
                Entry::End {
                    cards,
                    left_on_table,
                    ..
                } => {
                    let which = pick(picks[1] / 2, n + 1);
                    if which == n {
                        *left_on_table = shift(*left_on_table, up);
                    } else if let Some(c) = cards.get_mut(&m.players[which]) {
                        *c = shift(*c, up);
                    }
                }
                _ => return None,
            }
            if m.entries == ledger.entries {
                return None;
            }
            false
        }
        Mutation::AfterSautenelle => {
            let i = find(&|e| {
                matches!(
                    e,
                    Entry::Capture {
                        sautenelle: true,
                        ..
                    }
                )
            })?;
            let from = (0..len)
                .map(|d| (i + 1 + d) % len)
                .find(|&j| j != i + 1 && matches!(m.entries[j], Entry::Capture { .. }))?;
            let e = m.entries.remove(from);
            let to = if from < i { i } else { i + 1 };
            m.entries.insert(to, e);
            false
        }
        Mutation::OneMoreAce => {
            let i = find(&|e| matches!(e, Entry::Reveal { cards, aces, .. } if aces < cards))?;
            let Entry::Reveal { aces, .. } = &mut m.entries[i] else {
                return None;
            };
            *aces += 1;
            false
        }
        Mutation::DropWon => {
            let i = find(&|e| matches!(e, Entry::Won { .. }))?;
            m.entries.remove(i);
            true
        }
        Mutation::DropPlain => {
            let i = find(&is_plain)?;
            m.entries.remove(i);
            true
        }
        Mutation::ToBonuses => {
            let i = find(&|e| matches!(e, Entry::Capture { card: Some(_), .. }))?;
            let last = last_rounds(original, len)[i];
            let Entry::Capture {
                card: Some(card),
                took,
                sautenelle,
                ..
            } = &m.entries[i]
            else {
                return None;
            };
            let aces = took.iter().filter(|r| r.is_ace()).count() as u8;
            let b = CaptureBonuses::of(*card, took.len() as u8, aces, *sautenelle);
            // told as a person would: no Klein-Papillon once the last card is dealt
            let three = b.three.filter(|t| !(last && *t == Three::KleinPapillon));
            m.entries[i] = Entry::Capture {
                player: match &m.entries[i] {
                    Entry::Capture { player, .. } => player.clone(),
                    _ => return None,
                },
                card: None,
                took: Vec::new(),
                aces: b.aces,
                pure: b.pure,
                klein_papillon: three == Some(Three::KleinPapillon),
                haneton: three == Some(Three::Haneton),
                sautenelle: b.sautenelle,
            };
            true
        }
    };
    Some((m, neutral))
}

/// The laws every real game keeps, checked on a ledger the keeper accepted.
fn laws(ledger: &Ledger, report: &LedgerReport) -> Result<(), String> {
    let n = ledger.players.len();
    let seat = |name: &str| ledger.players.iter().position(|p| p == name);
    let start = ledger.options.starting_counters * n as i32;
    let total: i32 = report.counters.iter().sum::<i32>() + report.pot;
    if total != start {
        return Err(format!("counters and pot make {total}, not {start}"));
    }
    // walk the games: aces, Sautenelles, who revealed in the last deal
    let mut game = 0usize;
    let mut in_piles = 0u32;
    let mut ranks = [0u8; 14];
    let mut loose = 0u32;
    let mut after_sautenelle = false;
    let mut talon = first_deal(n).talon_after;
    let mut dealt: [u8; MAX_PLAYERS] = first_deal(n).dealt;
    let mut revealed = [false; MAX_PLAYERS];
    for (i, e) in ledger.entries.iter().enumerate() {
        match e {
            Entry::Capture {
                card,
                took,
                aces,
                pure,
                ..
            } => {
                if after_sautenelle {
                    return Err(format!("entry {i}: a capture right after a Sautenelle"));
                }
                let (taken, played) = match card {
                    Some(c) => (
                        took.iter().filter(|r| r.is_ace()).count() as u32,
                        u32::from(c.is_ace()),
                    ),
                    None => (u32::from(*aces), u32::from(*pure && *aces == 1)),
                };
                loose -= taken.min(loose);
                in_piles += taken + played;
                for r in card.iter().chain(took.iter()) {
                    ranks[usize::from(r.number())] += 1;
                    if ranks[usize::from(r.number())] > 4 {
                        return Err(format!("entry {i}: a fifth {r} in the piles"));
                    }
                }
                after_sautenelle = matches!(
                    e,
                    Entry::Capture {
                        sautenelle: true,
                        ..
                    }
                );
            }
            Entry::Reveal { player, aces, .. } => {
                loose += u32::from(*aces);
                after_sautenelle = false;
                if let Some(p) = seat(player) {
                    revealed[p] = true;
                }
            }
            Entry::Deal { turned_up } => {
                let dealer = report.games[game].dealer;
                let plan = redeal(
                    n,
                    dealer,
                    talon,
                    *turned_up,
                    ledger.options.empty_table_deal,
                );
                talon = plan.talon_after;
                dealt = plan.dealt;
                revealed = [false; MAX_PLAYERS];
                after_sautenelle = false;
            }
            Entry::End { left_on_table, .. } => {
                let Some(result) = &report.games[game].result else {
                    return Err(format!("entry {i}: an end with no result"));
                };
                if *left_on_table < loose {
                    return Err(format!(
                        "entry {i}: {loose} revealed aces, but fewer on the table"
                    ));
                }
                if let Some(w) = result.winner
                    && revealed[w]
                {
                    return Err(format!("entry {i}: the winner revealed"));
                }
                if result.consolation.is_some()
                    && (result.winner.is_some() || (0..n).any(|p| dealt[p] > 0 && !revealed[p]))
                {
                    return Err(format!(
                        "entry {i}: a Konsolation though not everyone with cards revealed"
                    ));
                }
            }
            Entry::NewGame { .. } => {
                game += 1;
                in_piles = 0;
                ranks = [0; 14];
                loose = 0;
                after_sautenelle = false;
                talon = first_deal(n).talon_after;
                dealt = first_deal(n).dealt;
                revealed = [false; MAX_PLAYERS];
            }
            Entry::Won { .. } => {}
        }
        if in_piles + loose > 4 {
            return Err(format!("entry {i}: {} aces", in_piles + loose));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]
    #[test]
    fn a_changed_entry_is_refused_by_name_or_scored_as_a_real_game(
        seed in any::<u64>(),
        players in 3..=4usize,
        games in 1..=2u64,
        kind in 0..MUTATIONS.len(),
        picks in any::<[u64; 3]>(),
    ) {
        let (ledger, counters, pot) = sitting(seed, players, games);
        let original = ledger.score().unwrap_or_else(|p| panic!("seed {seed}: {p:?}"));
        prop_assert_eq!((&original.counters, original.pot), (&counters, pot));
        let kind = MUTATIONS[kind];
        let Some((changed, neutral)) = mutate(&ledger, &original, kind, picks) else {
            return Ok(());
        };
        match changed.score() {
            Err(problems) => {
                prop_assert!(
                    !matches!(kind, Mutation::DropPlain | Mutation::ToBonuses),
                    "{:?} leaves the same game, yet it is refused: {:?}", kind, problems
                );
                for p in &problems {
                    let entry = p.entry();
                    prop_assert!(
                        entry.is_some_and(|e| e < changed.entries.len()),
                        "{:?}: {} names no entry of the ledger", kind, p
                    );
                }
            }
            Ok(report) => {
                if neutral {
                    prop_assert_eq!(
                        (&report.counters, report.pot),
                        (&counters, pot),
                        "{:?} leaves the same game but scores differently", kind
                    );
                }
                if let Err(why) = laws(&changed, &report) {
                    prop_assert!(false, "{:?} accepted against the table's laws: {}", kind, why);
                }
            }
        }
    }
}
