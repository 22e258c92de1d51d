//! Property tests over random valid sheets: every valid sheet scores; consolation
//! transfers sum to zero; player order never changes a side's score; scoring is a
//! pure function of the sheet.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use std::collections::BTreeMap;

use papillon_core::dice::seeded_rng;
use papillon_core::options::{
    Consolation, ConsolationPayment, CouteauSuisseRoll, PartnerTourPoints, ThreePlayers,
    TiedWinners, YinYang,
};
use papillon_core::scoring::{ItemKind, ScoreReport};
use papillon_core::sheet::{BlueInput, BluePlayerInput, ChatNoirCapture, OrangeEnd, OrangeInput};
use papillon_core::{Face, RuleOptions, SheetInput, Trump, score_input, settle_with_dice};
use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

const NAMES: [&str; 8] = [
    "Ana",
    "Ben",
    "Cleo",
    "Dan",
    "Eve",
    "Zoé 🦋",
    "O'Brien \"Bob\"",
    "李",
];

fn pick<T: Copy, R: Rng>(rng: &mut R, items: &[T]) -> T {
    items[rng.random_range(0..items.len())]
}

/// A random sheet that is valid except, possibly, for missing dice (roll-offs,
/// Couteau Suisse values), which `settle_with_dice` fills.
fn random_sheet(seed: u64) -> SheetInput {
    let mut rng = seeded_rng(seed);
    let n = rng.random_range(2..=5usize);
    let mut names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    names.shuffle(&mut rng);
    names.truncate(n);

    let options = RuleOptions {
        three_players: pick(
            &mut rng,
            &[ThreePlayers::EachAlone, ThreePlayers::TwoAgainstOne],
        ),
        yin_yang: pick(&mut rng, &[YinYang::Together30, YinYang::Together50]),
        consolation: pick(
            &mut rng,
            &[Consolation::ZeroOrLess, Consolation::ExactlyZero],
        ),
        couteau_suisse_roll: pick(
            &mut rng,
            &[CouteauSuisseRoll::TwoDice, CouteauSuisseRoll::OneDie],
        ),
        tied_winners: pick(&mut rng, &[TiedWinners::Share, TiedWinners::RollOff]),
        consolation_payment: pick(
            &mut rng,
            &[ConsolationPayment::PerSide, ConsolationPayment::PerPlayer],
        ),
        partner_tour_points: pick(
            &mut rng,
            &[PartnerTourPoints::Pay, PartnerTourPoints::Spared],
        ),
        ..RuleOptions::default()
    };
    let mut order = names.clone();
    order.shuffle(&mut rng);
    let teams = match n {
        2 => rng
            .random_bool(0.5)
            .then(|| vec![vec![order[0].clone()], vec![order[1].clone()]]),
        3 if options.three_players == ThreePlayers::TwoAgainstOne => {
            Some(vec![order[..2].to_vec(), order[2..].to_vec()])
        }
        3 => None,
        4 => Some(vec![order[..2].to_vec(), order[2..].to_vec()]),
        _ => Some(vec![order[..3].to_vec(), order[3..].to_vec()]),
    };

    let with_blue = rng.random_bool(0.9);
    let with_orange = !with_blue || rng.random_bool(0.9);

    let blue = with_blue.then(|| {
        let mut piles: BTreeMap<String, BluePlayerInput> = names
            .iter()
            .map(|name| {
                (
                    name.clone(),
                    BluePlayerInput {
                        cards: 0,
                        scoring: vec![],
                        chat_noir: None,
                    },
                )
            })
            .collect();
        for face in Face::all() {
            let owner = &names[rng.random_range(0..n)];
            let Some(pile) = piles.get_mut(owner) else {
                continue;
            };
            pile.cards += 1;
            let scoring = matches!(face, Face::Trump(_))
                || matches!(face, Face::Family(_, r) if r.value() == 3)
                || face == papillon_core::DRAGON;
            if scoring || rng.random_bool(0.2) {
                pile.scoring.push(face.notation());
            }
            if face == Face::Trump(Trump::ChatNoir) {
                pile.chat_noir = Some(pick(
                    &mut rng,
                    &[ChatNoirCapture::Voluntary, ChatNoirCapture::Involuntary],
                ));
            }
        }
        BlueInput {
            players: piles,
            most_cards_rolloff: None,
            left_on_plate: 0,
        }
    });

    let orange = with_orange.then(|| {
        let end = pick(
            &mut rng,
            &[OrangeEnd::Normal, OrangeEnd::Carnage, OrangeEnd::Apocalypse],
        );
        // as many tours as the orange deck deals (4, 3, 2, 1): a normal end in the
        // last one, a carnage in any, an apocalypse blocks a tour that is not listed
        let deals = papillon_core::sheet::orange_tours(n).unwrap_or(1);
        let count = match end {
            OrangeEnd::Normal => deals,
            OrangeEnd::Carnage => rng.random_range(1..=deals),
            OrangeEnd::Apocalypse => rng.random_range(0..deals),
        };
        let tours: Vec<String> = (0..count)
            .map(|_| names[rng.random_range(0..n)].clone())
            .collect();
        let mut pool: Vec<Face> = Face::all().chain(Face::all()).collect();
        pool.shuffle(&mut rng);
        let mut hands = BTreeMap::new();
        let mut papillon_draw = BTreeMap::new();
        let mut couteau_suisse = BTreeMap::new();
        for name in &names {
            let emptied_last = end != OrangeEnd::Apocalypse && tours.last() == Some(name);
            let size = if emptied_last {
                0
            } else {
                rng.random_range(0..9)
            };
            let hand: Vec<Face> = pool.split_off(pool.len() - size);
            let papillons = hand.iter().filter(|f| f.is_trump(Trump::Papillon)).count();
            if papillons > 0 {
                let draw = if end == OrangeEnd::Normal {
                    3 * papillons
                } else {
                    rng.random_range(0..=3 * papillons)
                };
                let drawn: Vec<Face> = pool.split_off(pool.len() - draw);
                papillon_draw.insert(
                    name.clone(),
                    drawn.iter().map(|f| f.notation()).collect::<Vec<_>>(),
                );
                // sometimes enter the Couteau Suisse rolls by hand
                let held = hand
                    .iter()
                    .chain(&drawn)
                    .filter(|f| f.is_trump(Trump::CouteauSuisse))
                    .count();
                if held > 0 && rng.random_bool(0.5) {
                    let range = options.couteau_suisse_roll.range();
                    let rolls: Vec<i64> = (0..held)
                        .map(|_| i64::from(rng.random_range(range.clone())))
                        .collect();
                    couteau_suisse.insert(name.clone(), rolls);
                }
            }
            hands.insert(
                name.clone(),
                hand.iter().map(|f| f.notation()).collect::<Vec<_>>(),
            );
        }
        OrangeInput {
            tours,
            end,
            hands,
            couteau_suisse,
            papillon_draw,
        }
    });

    SheetInput {
        players: names,
        teams,
        options,
        blue,
        orange,
        winner_rolloff: None,
    }
}

/// A random valid sheet with every die rolled, and its report.
fn settled(seed: u64) -> (SheetInput, ScoreReport) {
    let sheet = random_sheet(seed);
    match settle_with_dice(&sheet, &mut seeded_rng(seed ^ 0x5eed)) {
        Ok(settled) => (settled.sheet, settled.report),
        Err(errors) => {
            panic!("seed {seed}: a random valid sheet was refused:\n{errors}\n{sheet:#?}")
        }
    }
}

/// (members sorted, blue, orange, total, place) per side, sorted.
fn side_scores(report: &ScoreReport) -> Vec<(Vec<String>, i32, i32, i32, usize)> {
    let mut sides: Vec<_> = report
        .sides
        .iter()
        .map(|s| {
            let mut m = s.members.clone();
            m.sort();
            (m, s.blue, s.orange, s.total, s.place)
        })
        .collect();
    sides.sort();
    sides
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn a_random_valid_sheet_always_scores(seed in any::<u64>()) {
        let (sheet, report) = settled(seed);
        prop_assert_eq!(report.players.len(), sheet.players.len());
        for side in &report.sides {
            prop_assert_eq!(side.blue, side.blue_items.iter().map(|i| i.points).sum::<i32>());
            prop_assert_eq!(side.orange, side.orange_items.iter().map(|i| i.points).sum::<i32>());
            prop_assert_eq!(side.total, side.blue - side.orange);
        }
        let best = report.sides.iter().map(|s| s.total).max();
        for winner in &report.winners {
            let side = report.sides.iter().find(|s| s.members.contains(winner));
            prop_assert_eq!(side.map(|s| s.total), best);
            prop_assert_eq!(side.map(|s| s.place), Some(1));
        }
        prop_assert!(!report.winners.is_empty());
    }

    /// "On compte les points par équipe, en additionnant les points des joueurs de la
    /// même équipe": every point of a side lands on its members, each member being
    /// credited the side's whole score (docs/rules.md §2.3), so statistics and an
    /// evening's running totals lose nothing.
    #[test]
    fn members_are_credited_their_sides_whole_score(seed in any::<u64>()) {
        let (_, report) = settled(seed);
        for player in &report.players {
            let side = &report.sides[player.side];
            prop_assert!(side.members.contains(&player.name));
            prop_assert_eq!(
                (player.credited.blue, player.credited.orange, player.credited.total),
                (side.blue, side.orange, side.total)
            );
        }
        // and a side's own items, member by member plus the shared ones, make its score
        for (s, side) in report.sides.iter().enumerate() {
            let own: i32 = report.players.iter().filter(|p| p.side == s).map(|p| p.blue - p.orange).sum();
            let shared = |items: &[papillon_core::scoring::ScoreItem]| -> i32 {
                items.iter().filter(|i| i.by.len() != 1).map(|i| i.points).sum()
            };
            prop_assert_eq!(own + shared(&side.blue_items) - shared(&side.orange_items), side.total);
        }
    }

    #[test]
    fn consolation_transfers_sum_to_zero(seed in any::<u64>()) {
        let (_, report) = settled(seed);
        let net: i32 = report
            .sides
            .iter()
            .flat_map(|s| &s.blue_items)
            .filter(|i| matches!(i.kind, ItemKind::ConsolationReceived { .. } | ItemKind::ConsolationPaid { .. }))
            .map(|i| i.points)
            .sum();
        prop_assert_eq!(net, 0);
        let received: i32 = report.consolation.iter().map(|t| t.points).sum();
        let paid: i32 = report
            .sides
            .iter()
            .flat_map(|s| &s.blue_items)
            .filter(|i| matches!(i.kind, ItemKind::ConsolationPaid { .. }))
            .map(|i| -i.points)
            .sum();
        prop_assert_eq!(received, paid);
    }

    #[test]
    fn permuting_player_order_never_changes_a_side_score(seed in any::<u64>(), shuffle_seed in any::<u64>()) {
        let (sheet, report) = settled(seed);
        let mut rng = seeded_rng(shuffle_seed);
        let mut permuted = sheet.clone();
        permuted.players.shuffle(&mut rng);
        if let Some(teams) = permuted.teams.as_mut() {
            teams.shuffle(&mut rng);
            for team in teams.iter_mut() {
                team.shuffle(&mut rng);
            }
        }
        let again = score_input(&permuted).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(side_scores(&report), side_scores(&again));
        let mut a = report.winners.clone();
        let mut b = again.winners.clone();
        a.sort();
        b.sort();
        prop_assert_eq!(a, b);
    }

    #[test]
    fn scoring_is_a_pure_function_of_the_sheet(seed in any::<u64>()) {
        let (sheet, report) = settled(seed);
        let twice = score_input(&sheet).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&report, &twice);
        // the sheet survives JSON and scores the same
        let json = serde_json::to_string(&sheet).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back: SheetInput = serde_json::from_str(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &sheet);
        let thrice = score_input(&back).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&report, &thrice);
        // the report survives JSON too
        let json = serde_json::to_string(&report).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back: ScoreReport = serde_json::from_str(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &report);
    }

    #[test]
    fn settling_is_reproducible_from_the_seed(seed in any::<u64>()) {
        let sheet = random_sheet(seed);
        let a = settle_with_dice(&sheet, &mut seeded_rng(seed));
        let b = settle_with_dice(&sheet, &mut seeded_rng(seed));
        prop_assert_eq!(a, b);
    }
}
