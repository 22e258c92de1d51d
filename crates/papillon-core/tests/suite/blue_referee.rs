//! Hand-checked referee positions for the blue round. Each expected list was worked
//! out by hand from docs/rules.md §4 (the reasoning is in the comments).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::blue::state::check_action;
use papillon_core::blue::{BlueAction, Capture, IllegalAction};
use papillon_core::card::{Face, FaceSet};
use papillon_core::options::{Discard, RuleOptions};
use papillon_core::referee::{BluePosition, PlayKind, RefereePlay};

fn plays(plate: &str, hand: &str) -> Vec<RefereePlay> {
    plays_with(plate, hand, RuleOptions::default())
}

fn plays_with(plate: &str, hand: &str, options: RuleOptions) -> Vec<RefereePlay> {
    BluePosition::parse(plate, hand, options)
        .unwrap_or_else(|e| panic!("{e}"))
        .plays()
}

fn names(plays: &[RefereePlay]) -> Vec<&str> {
    plays.iter().map(|p| p.play.as_str()).collect()
}

fn check(plate: &str, hand: &str, play: &str) -> Result<RefereePlay, String> {
    BluePosition::parse(plate, hand, RuleOptions::default())
        .map_err(|e| e.to_string())?
        .check(play)
        .map_err(|e| e.to_string())
}

#[test]
fn booklet_example_chat_noir_minus_ten_is_yin() {
    // Plate: Chat Noir (22) and a 10; hand: Moins and Yin (12): 22 − 10 = 12.
    let found = check("chat-noir,F10", "moins,yin", "moins+yin:chat-noir,F10").expect("legal");
    assert_eq!(found.kind, PlayKind::Combiner);
    // Moins 10 + Yin 10 + Chat Noir captured voluntarily 30
    assert_eq!(found.points, 50);
    let all = plays("chat-noir,F10", "moins,yin");
    assert_eq!(names(&all), ["moins+yin:F10,chat-noir", "moins", "yin"]);
}

#[test]
fn issue_example_position() {
    // F11: E6 + S5 = 11 (cumuler); Moins+Yin: 22 − 10 = 12; Moins+F11: no pair differs
    // by 11 (22−10, 22−6, 22−5, 10−6, 10−5, 6−5 = 12, 16, 17, 4, 5, 1).
    let all = plays("S5,E6,chat-noir,F10", "moins,yin,F11");
    assert_eq!(
        names(&all),
        [
            "F11:E6,S5",
            "moins+yin:F10,chat-noir",
            "F11",
            "moins",
            "yin"
        ]
    );
}

#[test]
fn ramasser() {
    let all = plays("S5,E6", "F5");
    assert_eq!(names(&all), ["F5:S5", "F5"]);
    assert_eq!(all[0].kind, PlayKind::Ramasser);
    assert_eq!(all[0].points, 0);
}

#[test]
fn cumuler_lists_every_subset_once() {
    // 9 = 3 + 6 = 2 + 3 + 4; the 3 is worth 10 (and the played F9 nothing).
    let all = plays("F2,E3,D4,S6", "F9");
    assert_eq!(names(&all), ["F9:F2,E3,D4", "F9:E3,S6", "F9"]);
    assert!(
        all[..2]
            .iter()
            .all(|p| p.kind == PlayKind::Cumuler && p.points == 10)
    );
}

#[test]
fn plus_on_the_plate_is_taken_with_the_sum() {
    // 7 = 3 + 4: plain cumul, or the same with the Plus lying on the plate (+10).
    let all = plays("plus,F2,E3,D4", "F7");
    assert_eq!(names(&all), ["F7:E3,D4", "F7:E3,D4,plus", "F7"]);
    assert_eq!(all[1].kind, PlayKind::Combiner);
    assert_eq!(all[1].points, 20, "E3 10 + Plus 10");
}

#[test]
fn moins_from_the_hand() {
    // 9 − 4 = 5; no single 5 and no subset summing to 5 (2 + 4 = 6, 2 + 9, 4 + 9 …).
    let all = plays("F9,E4,D2", "moins,F5");
    assert_eq!(names(&all), ["moins+F5:F9,E4", "F5", "moins"]);
}

#[test]
fn multiplier_diviser_product_and_exact_quotient() {
    // D6: 4 + 2 (cumul); with ×/÷: 3 × 2 = 6. 8 ÷ 4, 8 ÷ 2, 4 ÷ 2 are not 6.
    let all = plays("F3,E4,D8,S2", "multiplier-diviser,D6");
    assert_eq!(
        names(&all),
        [
            "D6:E4,S2",
            "multiplier-diviser+D6:F3,S2",
            "D6",
            "multiplier-diviser"
        ]
    );
    // an exact quotient: 8 ÷ 2 = 4
    let found = check(
        "D8,S2",
        "multiplier-diviser,F4",
        "multiplier-diviser+F4:D8,S2",
    );
    assert!(found.is_ok(), "{found:?}");
}

#[test]
fn division_that_is_not_exact_is_refused() {
    // 7 ÷ 2 = 3.5, 7 × 2 = 14: nothing makes 3.
    let err = check(
        "F7,E2",
        "multiplier-diviser,F3",
        "multiplier-diviser+F3:F7,E2",
    )
    .unwrap_err();
    assert!(
        err.contains("neither their product nor an exact quotient is 3"),
        "{err}"
    );
    assert_eq!(
        names(&plays("F7,E2", "multiplier-diviser,F3")),
        ["F3", "multiplier-diviser"]
    );
}

#[test]
fn zero_and_one_with_multiplier_diviser() {
    // S5: ramasser D5; cumul D5 + F0; 1 × 5 = 5 and 5 ÷ 1 = 5; 0 × 5 = 0 ≠ 5 and 5 ÷ 0 is
    // undefined.
    let all = plays("F0,E1,D5", "multiplier-diviser,S5");
    assert_eq!(
        names(&all),
        [
            "S5:D5",
            "S5:F0,D5",
            "multiplier-diviser+S5:E1,D5",
            "S5",
            "multiplier-diviser"
        ]
    );
    // S0: ramasser F0; 0 × 1 = 0, 0 × 5 = 0 (and 0 ÷ 1 = 0).
    let all = plays("F0,E1,D5", "multiplier-diviser,S0");
    assert_eq!(
        names(&all),
        [
            "S0:F0",
            "multiplier-diviser+S0:F0,E1",
            "multiplier-diviser+S0:F0,D5",
            "S0",
            "multiplier-diviser"
        ]
    );
}

#[test]
fn couteau_suisse_on_the_plate_is_any_value() {
    // E9 takes the Couteau Suisse as a 9, or F4 + the Couteau Suisse as a 5.
    let all = plays("couteau-suisse,F4", "E9");
    assert_eq!(
        names(&all),
        ["E9:couteau-suisse", "E9:F4,couteau-suisse", "E9"]
    );
    assert!(all[..2].iter().all(|p| p.points == 10));
}

#[test]
fn couteau_suisse_in_hand_is_any_value() {
    // as 3, as 8, as 3 + 8 = 11; never 12 or more.
    let all = plays("F3,E8", "couteau-suisse");
    assert_eq!(
        names(&all),
        [
            "couteau-suisse:F3",
            "couteau-suisse:E8",
            "couteau-suisse:F3,E8",
            "couteau-suisse"
        ]
    );
    let err = check("yin", "couteau-suisse", "couteau-suisse:yin").unwrap_err();
    assert!(err.contains("any 0 to 11"), "{err}");
}

#[test]
fn papillon_takes_everything_and_the_chat_noir_hurts() {
    let all = plays("chat-noir,F1", "papillon");
    assert_eq!(names(&all), ["papillon:*"]);
    assert_eq!(all[0].kind, PlayKind::Papillon);
    // Papillon 10 − Chat Noir taken involuntarily 30
    assert_eq!(all[0].points, -20);
    assert!(
        check("", "papillon", "papillon:*")
            .unwrap_err()
            .contains("empty")
    );
}

#[test]
fn chrysalide_goes_to_the_pile() {
    let found = check("F1", "chrysalide", "chrysalide:pile").expect("legal");
    assert_eq!((found.kind, found.points), (PlayKind::Chrysalide, 10));
    // with an empty plate any card is placed, and the Chrysalide may still go to the pile
    assert_eq!(
        names(&plays("", "chrysalide,F4")),
        ["chrysalide:pile", "F4", "chrysalide"]
    );
}

/// The booklet: the Papillon "ramasse toutes les cartes présentent sur le tapis lorsque
/// vous la jouez", and "si lors d'un tour, le chat noir est dans l'assiette et qu'un
/// joueur joue le papillon […], ce joueur prendra -30 Pts dans sa face". Placing it on
/// cards is not a play the booklet knows, and would dodge the −30.
#[test]
fn the_papillon_is_never_placed_on_cards() {
    for discard in [Discard::Always, Discard::OnlyWhenNoCapture] {
        let options = RuleOptions {
            discard,
            ..RuleOptions::default()
        };
        let position =
            BluePosition::parse("chat-noir,F1", "papillon,E4", options.clone()).expect("valid");
        let all = position.plays();
        assert!(!names(&all).contains(&"papillon"), "{:?}", names(&all));
        assert!(names(&all).contains(&"papillon:*"));
        let err = position.check("papillon").unwrap_err().to_string();
        assert_eq!(
            err,
            "not legal: the Papillon is played with its power on a plate that holds cards: \
             papillon:* takes the whole plate"
        );
        // on an empty plate there is nothing to take: it can only be placed
        let empty = BluePosition::parse("", "papillon", options).expect("valid");
        assert_eq!(names(&empty.plays()), ["papillon"]);
        assert!(empty.check("papillon:*").is_err());
    }
}

/// The booklet: "Lorsqu'on joue la Chrysalide, on la montre et on la met dans son tas
/// avec ses plis". On a plate that holds cards that is the only way to play it; on an
/// empty plate it may also be placed (any card may be placed on an empty plate).
#[test]
fn the_chrysalide_is_never_placed_on_cards() {
    for discard in [Discard::Always, Discard::OnlyWhenNoCapture] {
        let options = RuleOptions {
            discard,
            ..RuleOptions::default()
        };
        let position = BluePosition::parse("F1", "chrysalide", options.clone()).expect("valid");
        assert_eq!(names(&position.plays()), ["chrysalide:pile"]);
        let err = position.check("chrysalide").unwrap_err().to_string();
        assert!(
            err.contains("the Chrysalide is played with its power on a plate that holds cards"),
            "{err}"
        );
        let empty = BluePosition::parse("", "chrysalide", options).expect("valid");
        assert_eq!(names(&empty.plays()), ["chrysalide:pile", "chrysalide"]);
        assert!(empty.check("chrysalide").is_ok());
    }
}

#[test]
fn cards_without_a_number_are_never_results() {
    let err = check("F1", "chenille", "chenille:F1").unwrap_err();
    assert!(err.contains("chenille cannot be the result"), "{err}");
    let err = check("F1", "papillon", "papillon:F1").unwrap_err();
    assert!(err.contains("papillon:*"), "{err}");
    // but a numbered trump is: Yang (13) takes F6 + D7
    assert_eq!(names(&plays("F6,D7", "yang")), ["yang:F6,D7", "yang"]);
}

#[test]
fn discard_only_when_no_capture_house_rule() {
    let options = RuleOptions {
        discard: Discard::OnlyWhenNoCapture,
        ..RuleOptions::default()
    };
    let position = BluePosition::parse("F5", "E5,D9", options.clone()).expect("valid");
    assert_eq!(names(&position.plays()), ["E5:F5", "D9"]);
    let err = position.check("E5").unwrap_err().to_string();
    assert!(err.contains("E5 can capture (E5:F5)"), "{err}");
    // the example is the engine's typed capture, worded by its Display; a sign from the
    // hand is refused with the capture it could help make
    let e5: Face = "E5".parse().expect("card");
    let refused = check_action(
        position.plate,
        position.hand,
        &options.trump_numbers,
        options.discard,
        &BlueAction::Place(e5),
    );
    assert_eq!(
        refused,
        Err(IllegalAction::DiscardForbidden {
            card: e5,
            example: Capture {
                card: e5,
                sign: None,
                taken: "F5".parse::<Face>().map(FaceSet::single).expect("card"),
            },
        })
    );
    let position = BluePosition::parse("S9,F3", "plus,moins,D6", options.clone()).expect("valid");
    let err = position.check("moins").unwrap_err().to_string();
    assert!(err.contains("moins can capture (moins+D6:F3,S9)"), "{err}");
    // on an empty plate every card may be placed
    assert_eq!(
        names(&plays_with("", "E5,papillon", options)),
        ["E5", "papillon"]
    );
}

#[test]
fn illegal_plays_say_why() {
    let err = check("F5", "E5", "D5:F5").unwrap_err();
    assert!(err.contains("D5 is not in the hand"), "{err}");
    let err = check("F5", "E5", "E5:S5").unwrap_err();
    assert!(err.contains("S5 is not on the plate"), "{err}");
    let err = check("F5,E2", "D5", "D5:F5,E2").unwrap_err();
    assert!(err.contains("they make 7"), "{err}");
    let err = check("F5,plus,moins", "D5", "D5:F5,plus,moins").unwrap_err();
    assert!(err.contains("one sign, not 2"), "{err}");
    let err = check("F9,E4,D1", "moins,F5", "moins+F5:F9,E4,D1").unwrap_err();
    assert!(err.contains("exactly two plate cards"), "{err}");
    assert!(BluePosition::parse("F5", "F5", RuleOptions::default()).is_err());
    let err = BluePosition::parse("F5,f5", "E1", RuleOptions::default()).unwrap_err();
    assert!(
        err.to_string().contains("plate: F5 is listed twice"),
        "{err}"
    );
}

/// The number of subsets of `values` summing to `target`, by dynamic programming: an
/// independent count to hold the depth-first enumeration to.
fn subset_count(values: &[u8], target: usize) -> u64 {
    let mut ways = vec![0u64; target + 1];
    ways[0] = 1;
    for &v in values {
        let v = usize::from(v);
        for s in (v..=target).rev() {
            ways[s] += ways[s - v];
        }
    }
    ways[target]
}

#[test]
fn a_twenty_card_plate() {
    // 20 small cards: the captures of F11 are exactly the subsets summing to 11.
    let plate = "F0,E0,F1,E1,D1,S1,F2,E2,D2,S2,E3,D3,S3,F4,E4,D4,S4,F5,E5,D5";
    let values: Vec<u8> = vec![0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5];
    let all = plays(plate, "F11");
    let captures = all.iter().filter(|p| p.kind != PlayKind::Place).count() as u64;
    assert_eq!(captures, subset_count(&values, 11));
    assert!(captures > 1000, "a rich plate: {captures}");
    let mut unique: Vec<&str> = names(&all);
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), all.len(), "no capture listed twice");
}

/// Every play streamed, in order.
fn streamed(position: &BluePosition) -> Vec<RefereePlay> {
    let mut out = Vec::new();
    let _ = position.for_each_play(|p| {
        out.push(p);
        std::ops::ControlFlow::<()>::Continue(())
    });
    out
}

/// The summary says what the full stream says: per (cards played, kind) the number of
/// ways, the distinct points with their counts, and the first plays as examples.
fn summary_matches_the_stream(position: &BluePosition) {
    use std::collections::BTreeMap;
    let all = streamed(position);
    let summary = position.summary();
    assert_eq!(summary.total, all.len() as u64);
    assert_eq!(position.play_count(), all.len() as u64);
    assert_eq!(
        summary.groups.iter().map(|g| g.ways).sum::<u64>(),
        summary.total,
        "the groups add up to the total"
    );
    let mut seen = 0;
    for group in &summary.groups {
        let members: Vec<&RefereePlay> = all
            .iter()
            .filter(|p| p.played == group.played && p.kind == group.kind)
            .collect();
        assert_eq!(members.len() as u64, group.ways, "{group:?}");
        let firsts: Vec<&RefereePlay> = members.iter().take(3).copied().collect();
        assert_eq!(group.examples.iter().collect::<Vec<_>>(), firsts);
        let mut points: BTreeMap<i32, u64> = BTreeMap::new();
        for p in &members {
            *points.entry(p.points).or_default() += 1;
        }
        let outcomes: Vec<(i32, u64)> = group.outcomes.iter().map(|o| (o.points, o.ways)).collect();
        let expected: Vec<(i32, u64)> = points.into_iter().rev().collect();
        assert_eq!(outcomes, expected, "{:?}", group.played);
        seen += members.len();
    }
    assert_eq!(seen, all.len(), "every play is in one group");
}

#[test]
fn summary_of_the_issue_example() {
    let position = BluePosition::parse(
        "S5,E6,chat-noir,F10",
        "moins,yin,F11",
        RuleOptions::default(),
    )
    .expect("valid");
    let summary = position.summary();
    assert_eq!(summary.total, 5);
    let kinds: Vec<(String, PlayKind, u64)> = summary
        .groups
        .iter()
        .map(|g| (g.played.notation(), g.kind, g.ways))
        .collect();
    assert_eq!(
        kinds,
        [
            ("F11".into(), PlayKind::Cumuler, 1),
            ("moins, yin".into(), PlayKind::Combiner, 1),
            ("F11".into(), PlayKind::Place, 1),
            ("moins".into(), PlayKind::Place, 1),
            ("yin".into(), PlayKind::Place, 1),
        ]
    );
    assert_eq!(summary.groups[1].outcomes[0].points, 50);
    summary_matches_the_stream(&position);
}

#[test]
fn summaries_match_the_stream_on_rich_plates() {
    let positions = [
        (
            "F0,E0,F1,E1,D1,S1,F2,E2,D2,S2,E3,D3,S3,F4,E4,D4,S4,F5,E5,D5",
            "F11,chat-noir",
        ),
        (
            "couteau-suisse,F0,E0,F1,E1,D1,F2,E2,D2,F3,E3,F4,yin,plus,moins",
            "chat-noir,F11,yang,multiplier-diviser,papillon,chrysalide",
        ),
        (
            "F0,E1,D2,S3,F6,E8,multiplier-diviser,chat-noir,F10,yang",
            "plus,moins,couteau-suisse,F11,yin",
        ),
    ];
    for (plate, hand) in positions {
        for discard in [Discard::Always, Discard::OnlyWhenNoCapture] {
            let options = RuleOptions {
                discard,
                ..RuleOptions::default()
            };
            let position = BluePosition::parse(plate, hand, options).expect("valid");
            summary_matches_the_stream(&position);
        }
    }
}

#[test]
fn the_worst_plate_is_summarised_without_listing() {
    // the Couteau Suisse and thirty small cards, the Chat Noir and the Plus in hand
    let plate = "couteau-suisse,F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,F4,E4,D4,S4,\
                 F5,E5,D5,S5,F6,E6,D6,S6,F7,E7";
    let position = BluePosition::parse(plate, "chat-noir,plus,F11,yang", RuleOptions::default())
        .expect("valid");
    let summary = position.summary();
    assert!(summary.total > 10_000_000, "{}", summary.total);
    assert_eq!(
        summary.groups.iter().map(|g| g.ways).sum::<u64>(),
        summary.total
    );
    for group in &summary.groups {
        assert_eq!(
            group.outcomes.iter().map(|o| o.ways).sum::<u64>(),
            group.ways,
            "{:?}",
            group.played
        );
        assert!(!group.examples.is_empty() && group.examples.len() <= 3);
        for example in &group.examples {
            assert!(position.check(&example.play).is_ok(), "{}", example.play);
        }
    }
    // the Chat Noir as a result: +30 for itself, +10 per 3 taken, +10 the Couteau Suisse
    let chat_noir = summary
        .groups
        .iter()
        .find(|g| g.played.notation() == "chat-noir" && g.kind == PlayKind::Cumuler)
        .expect("chat-noir cumuls");
    let best = chat_noir.outcomes[0].points;
    assert_eq!(best, 30 + 4 * 10 + 10, "{:?}", chat_noir.outcomes);
}

fn position(plate: &str, hand: &str) -> BluePosition {
    BluePosition::parse(plate, hand, RuleOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn faces(text: &str) -> Vec<papillon_core::Face> {
    text.split(',')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

fn propose(
    plate: &str,
    hand: &str,
    played: &str,
    taken: &str,
    way: papillon_core::referee::ProposalWay,
) -> Result<RefereePlay, papillon_core::referee::RefereeError> {
    position(plate, hand).check_proposal(&papillon_core::referee::BlueProposal {
        played: faces(played),
        taken: faces(taken),
        way,
    })
}

#[test]
fn a_described_play_is_the_engine_play_in_either_order_of_sign_and_card() {
    use papillon_core::referee::ProposalWay::{Place, Power, Take};
    // the booklet's example, described by tapping: Moins and Yin played, both taken
    for played in ["moins,yin", "yin,moins"] {
        let found =
            propose("chat-noir,F10", "moins,yin", played, "chat-noir,F10", Take).expect("legal");
        assert_eq!(found.play, "moins+yin:F10,chat-noir");
        assert_eq!(found.points, 50);
    }
    // a lone card takes one of its value; two cards that are not a sign are refused
    // with the card named
    let err = propose("F5,E7", "S5,D7", "S5,D7", "F5", Take).unwrap_err();
    assert_eq!(
        err.to_string(),
        "D7 is not a sign: only Plus, Moins or Multiplier/Diviser can be played with the result"
    );
    let err = propose("F5,E7", "S5", "S5", "E7", Take).unwrap_err();
    assert_eq!(
        err.to_string(),
        "not legal: S5 (5) cannot take E7: not the same value"
    );
    assert_eq!(
        propose("F5,E7", "S5", "S5", "F5", Take)
            .expect("legal")
            .play,
        "S5:F5"
    );
    // the powers, and placing
    assert_eq!(
        propose("F5,E7", "papillon", "papillon", "", Power)
            .expect("legal")
            .play,
        "papillon:*"
    );
    assert!(matches!(
        propose("F5", "S9", "S9", "", Power),
        Err(papillon_core::referee::RefereeError::Proposal(_))
    ));
    assert_eq!(
        propose("F5", "S9", "S9", "", Place).expect("legal").play,
        "S9"
    );
    assert!(propose("F5", "S9", "S9", "F5", Place).is_err());
    assert!(propose("F5", "S9", "", "F5", Take).is_err());
}

#[test]
fn a_group_lists_its_own_plays_only() {
    // F11 takes E6 + S5 (cumuler) or nothing else; Moins+Yin takes 22 − 10
    let p = position("S5,E6,chat-noir,F10", "moins,yin,F11");
    let summary = p.summary();
    for group in &summary.groups {
        let listed = p.group_plays(group.played, group.kind, 1000);
        assert_eq!(listed.len() as u64, group.ways, "{group:?}");
        assert!(
            listed
                .iter()
                .all(|l| l.kind == group.kind && l.played == group.played)
        );
        assert_eq!(listed[..group.examples.len()], group.examples[..]);
    }
    let first = &summary.groups[0];
    assert_eq!(p.group_plays(first.played, first.kind, 0), []);
}
