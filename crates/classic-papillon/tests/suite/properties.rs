//! Property tests: random games keep every invariant under every house rule; positions
//! save and resume; the ledger never panics on random input and, when it accepts one,
//! conserves counters and replays the same twice; the referee agrees with itself.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::card::{Card, deck};
use classic_papillon::ledger::{Entry, Ledger};
use classic_papillon::options::{
    BlaetterTie, Bonuses, ConsolationTo, Debt, EmptyTableDeal, FaceValue, PotTo, UnwonPot,
};
use classic_papillon::referee::{self, Situation, Verdict};
use classic_papillon::{ClassicGame, Options, Position, Setup};
use game_kit::testing::random_sim;
use game_kit::{Game, NewGame, ScoreSheet, seeded_rng};
use proptest::prelude::*;
use serde_json::{Value, json};

fn options() -> impl Strategy<Value = Options> {
    (
        (0..40i32, 1..=2i32, any::<bool>(), any::<bool>(), 0..3usize),
        (
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        ),
    )
        .prop_map(
            |(
                (start, stake, ten, blaetter, unwon),
                (highest, haneton, dealer, cumul, debt, hands),
            )| {
                Options {
                    starting_counters: start.max(stake),
                    stake,
                    face_value: if ten {
                        FaceValue::Ten
                    } else {
                        FaceValue::Printed
                    },
                    pot_to: if blaetter {
                        PotTo::Blaetter
                    } else {
                        PotTo::Winner
                    },
                    unwon_pot: [UnwonPot::CarryOver, UnwonPot::Split, UnwonPot::Consolation][unwon],
                    bonuses: if highest {
                        Bonuses::Highest
                    } else {
                        Bonuses::Add
                    },
                    haneton_in_last_round: haneton,
                    consolation_to: if dealer {
                        ConsolationTo::Dealer
                    } else {
                        ConsolationTo::LastToReveal
                    },
                    blaetter_tie: if cumul {
                        BlaetterTie::Cumulative
                    } else {
                        BlaetterTie::Double
                    },
                    debt: if debt { Debt::Forbidden } else { Debt::Allowed },
                    empty_table_deal: if hands {
                        EmptyTableDeal::HandsFirst
                    } else {
                        EmptyTableDeal::TurnUpFirst
                    },
                }
            },
        )
}

fn setup(players: usize, options: Options) -> Setup {
    Setup::new((0..players).map(|i| format!("P{i}")).collect(), options).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants(seed in any::<u64>(), players in 3..=4usize, options in options()) {
        let mut game = ClassicGame::new_game(setup(players, options.clone()), seed).unwrap();
        let start_total: i64 = game.total();
        random_sim(&mut game, &mut seeded_rng(seed ^ 1), 300).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let returns = game.returns().unwrap();
        // what the players gained, the pot lost (or the other way round)
        let gained: i64 = returns[..players].iter().map(|&r| i64::from(r)).sum();
        let start_pot = start_total - i64::from(game.start_counters().iter().sum::<i32>());
        prop_assert_eq!(gained + i64::from(game.pot()), start_pot);
        if options.debt == Debt::Forbidden {
            prop_assert!(game.counters().iter().all(|&c| c >= 0), "{:?}", game.counters());
        }
        // the sitting goes on with the same total
        let next = game.next_game(seed.wrapping_add(1), &mut |_, _| {}).unwrap();
        prop_assert_eq!(next.total(), i64::from(game.counters().iter().sum::<i32>()) + i64::from(game.pot()));
        prop_assert_eq!(next.total(), start_total);
    }

    #[test]
    fn a_position_saves_and_resumes(seed in any::<u64>(), players in 3..=4usize, moves in 0..40usize) {
        let mut game = ClassicGame::new_game(setup(players, Options::default()), seed).unwrap();
        let mut rng = seeded_rng(seed);
        let mut legal = Vec::new();
        for _ in 0..moves {
            if game.is_over() { break; }
            game.legal_actions(&mut legal);
            let a = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
            game.apply(&a);
        }
        prop_assume!(!game.is_over());
        let saved = serde_json::to_string(&Position::of(&game)).unwrap();
        let position: Position = serde_json::from_str(&saved).unwrap();
        let resumed = ClassicGame::from_position(setup(players, Options::default()), &position).unwrap();
        // the same cards, counters and turn (a position holds no memory of the deal's
        // moves: the resumed game has none)
        prop_assert_eq!(Position::of(&resumed), Position::of(&game));
        prop_assert_eq!(resumed.legal_moves(), game.legal_moves());
    }

    #[test]
    fn the_referee_lists_only_what_it_allows(
        table in proptest::sample::subsequence(deck().collect::<Vec<Card>>(), 0..12),
        pick in 0..52usize,
        last_round in any::<bool>(),
        players in 3..=4usize,
    ) {
        let card = Card::from_index(pick).unwrap();
        prop_assume!(!table.contains(&card));
        let situation = Situation { players, player: 1, last_round, options: Options::default() };
        let found = referee::captures(&table, card, &situation).unwrap();
        for allowed in &found {
            let taken: Vec<Card> = allowed.taken.iter().collect();
            match referee::check(&table, card, &taken, &situation).unwrap() {
                Verdict::Allowed(again) => prop_assert_eq!(&again, allowed),
                Verdict::Refused { reason } => prop_assert!(false, "{reason}"),
            }
            prop_assert_eq!(allowed.counters, allowed.each * (players as i32 - 1));
        }
    }
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(vec!["Ana", "Ben", "Cleo", "Dan"]).prop_map(String::from),
        1 => "[A-Za-z ]{0,5}",
    ]
}

fn small() -> impl Strategy<Value = u8> {
    prop_oneof![4 => 0..=4u8, 1 => any::<u8>()]
}

fn rank_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => prop::sample::select(vec!["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
            .prop_map(|s| json!(s)),
        1 => (0..20u8).prop_map(|n| json!(n)),
    ]
}

fn entry() -> impl Strategy<Value = Value> {
    prop_oneof![
        3 => (name(), proptest::option::of(rank_value()), prop::collection::vec(rank_value(), 0..5))
            .prop_map(|(p, card, took)| {
                let mut e = json!({"entry": "capture", "player": p});
                if let Some(c) = card { e["card"] = c; }
                if !took.is_empty() { e["took"] = json!(took); }
                e
            }),
        3 => (name(), small(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>())
            .prop_map(|(p, aces, pure, kp, han, sau)| json!({"entry": "capture", "player": p, "aces": aces,
                "pure": pure, "klein_papillon": kp, "haneton": han, "sautenelle": sau})),
        3 => (name(), small(), small()).prop_map(|(p, c, a)| json!({"entry": "reveal", "player": p, "cards": c, "aces": a})),
        3 => any::<bool>().prop_map(|t| json!({"entry": "deal", "turned_up": t})),
        1 => name().prop_map(|p| json!({"entry": "won", "player": p})),
        1 => (prop::collection::vec((name(), 0..30u32), 0..5), 0..10u32)
            .prop_map(|(cards, left)| {
                let cards: serde_json::Map<String, Value> = cards.into_iter().map(|(n, c)| (n, json!(c))).collect();
                json!({"entry": "end", "cards": cards, "left_on_table": left})
            }),
        1 => proptest::option::of(name()).prop_map(|d| json!({"entry": "new_game", "dealer": d})),
    ]
}

fn ledger_json() -> impl Strategy<Value = Value> {
    (
        prop::collection::vec(name(), 2..=5),
        name(),
        0..30i32,
        prop_oneof![3 => Just(1i32), 1 => -1..4i32],
        any::<bool>(),
        prop::collection::vec(entry(), 0..40),
    )
        .prop_map(|(players, dealer, start, stake, debt, entries)| {
            json!({"players": players, "dealer": dealer,
                "options": {"starting_counters": start, "stake": stake, "debt": if debt {"forbidden"} else {"allowed"}},
                "entries": entries})
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn the_ledger_never_panics_and_conserves_counters(value in ledger_json()) {
        let Ok(ledger) = serde_json::from_value::<Ledger>(value) else {
            return Ok(());
        };
        let replay = ledger.replay();
        prop_assert_eq!(&ledger.replay(), &replay, "reproducible");
        if let Some(report) = &replay.report {
            let n = ledger.players.len() as i64;
            let total: i64 = report.counters.iter().map(|&c| i64::from(c)).sum::<i64>() + i64::from(report.pot);
            prop_assert_eq!(total, n * i64::from(ledger.options.starting_counters));
            for line in &report.lines {
                let t: i64 = line.counters.iter().map(|&c| i64::from(c)).sum::<i64>() + i64::from(line.pot);
                prop_assert_eq!(t, total);
                if ledger.options.debt == Debt::Forbidden {
                    prop_assert!(line.counters.iter().all(|&c| c >= 0));
                }
            }
            for p in &replay.problems {
                prop_assert!(p.entry().is_some());
                prop_assert!(!p.to_string().is_empty());
            }
            // only the entries without a problem are booked
            prop_assert_eq!(report.lines.len() + replay.problems.len(), ledger.entries.len() + 1);
        } else {
            prop_assert!(!replay.problems.is_empty());
        }
        match ledger.score() {
            Ok(report) => prop_assert!(replay.problems.is_empty() && replay.report == Some(report)),
            Err(problems) => prop_assert_eq!(problems, replay.problems),
        }
    }

    #[test]
    fn a_ledger_of_accepted_entries_round_trips(value in ledger_json()) {
        let Ok(ledger) = serde_json::from_value::<Ledger>(value) else {
            return Ok(());
        };
        let text = serde_json::to_string(&ledger).unwrap();
        let again: Ledger = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(&again, &ledger);
        // keep only the entries the replay accepted: a clean ledger with the same counters
        let replay = ledger.replay();
        let Some(report) = replay.report else { return Ok(()); };
        let bad: Vec<usize> = replay.problems.iter().filter_map(|p| p.entry()).collect();
        let mut clean = ledger.clone();
        clean.entries = ledger.entries.iter().enumerate()
            .filter(|(i, _)| !bad.contains(i))
            .map(|(_, e)| e.clone())
            .collect::<Vec<Entry>>();
        let cleaned = clean.score().map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
        prop_assert_eq!(cleaned.counters, report.counters);
        prop_assert_eq!(cleaned.pot, report.pot);
    }
}

/// Positions of every kind: mostly well formed (hands of up to three, the player to play
/// holding cards, flags that fit), now and then not, with numbers at their limits.
fn any_position() -> impl Strategy<Value = (usize, Position)> {
    (
        3..=4usize,
        Just(deck().collect::<Vec<Card>>()).prop_shuffle(),
        prop::collection::vec(prop_oneof![10 => 0..=3usize, 1 => Just(4usize)], 4),
        0..12usize,
        prop_oneof![1 => Just(0usize), 2 => 0..40usize],
        (
            0..4usize,
            any::<bool>(),
            prop_oneof![Just(i32::MAX), Just(i32::MIN), -5..30i32],
        ),
        (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
        (
            prop_oneof![Just(u32::MAX), 1..6u32],
            prop_oneof![Just(i32::MAX), 1..4i32],
        ),
    )
        .prop_map(
            |(
                players,
                pack,
                sizes,
                table,
                talon,
                (dealer, exact, counter),
                (sautenelle, won, revealed, wild),
                (deal, multiplier),
            )| {
                let mut at = 0;
                let mut take = |k: usize| {
                    let end = (at + k).min(pack.len());
                    let out = pack[at..end].to_vec();
                    at = end;
                    out
                };
                let hands: Vec<Vec<Card>> = sizes[..players].iter().map(|&k| take(k)).collect();
                let table = take(table);
                let talon = take(talon);
                let mut captured = vec![Vec::new(); players];
                captured[0] = take(52);
                let dealer = dealer % players;
                let with_cards: Vec<usize> =
                    (0..players).filter(|&s| !hands[s].is_empty()).collect();
                let without: Vec<usize> = (0..players).filter(|&s| hands[s].is_empty()).collect();
                let current = if exact {
                    with_cards.first().copied().unwrap_or(dealer)
                } else {
                    (dealer + 1) % players
                };
                let last = talon.is_empty() || wild;
                let revealed: Vec<usize> = if revealed {
                    without.iter().copied().take(1).collect()
                } else {
                    vec![]
                };
                (
                    players,
                    Position {
                        dealer,
                        current,
                        hands,
                        table: if sautenelle && !wild { vec![] } else { table },
                        talon,
                        captured,
                        counters: vec![counter; players],
                        pot: 3,
                        start_counters: None,
                        start_pot: None,
                        game: deal,
                        deal,
                        last_revealer: if last {
                            revealed.first().copied()
                        } else {
                            None
                        },
                        revealed,
                        after_sautenelle: sautenelle,
                        winner: if won && last {
                            without.last().copied()
                        } else {
                            None
                        },
                        multiplier,
                    },
                )
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any position is refused with a typed error or plays to the end keeping every
    /// invariant, whatever its numbers (counters at the limits of an i32 included).
    #[test]
    fn any_position_is_refused_or_plays_out((players, position) in any_position(), seed in any::<u64>(), debt in any::<bool>()) {
        let options = Options { debt: if debt { Debt::Forbidden } else { Debt::Allowed }, starting_counters: 5, ..Options::default() };
        let Ok(mut game) = ClassicGame::from_position(setup(players, options), &position) else {
            return Ok(());
        };
        let _ = game.view(position.current);
        // counters saturate at the limits of an i32, so only the checks that hold there
        let mut legal = Vec::new();
        let mut rng = seeded_rng(seed);
        let mut moves = 0;
        while !game.is_over() {
            game.legal_actions(&mut legal);
            prop_assert!(!legal.is_empty());
            let a = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
            game.try_apply(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let _ = game.info(game.current_player().unwrap_or(0)).sample(&mut rng);
            moves += 1;
            prop_assert!(moves < 200);
        }
        prop_assert!(game.returns().is_some());
    }
}
