//! The modern game's referee (issue 53, door 4). For any position it accepts:
//! - blue: every play it lists is accepted by the engine's check of a play, with the same
//!   description; the count and the summary agree with the list; a play typed as text is
//!   accepted exactly when it is one of the listed plays;
//! - orange: every play it lists is accepted by the check; a typed placement or take-three
//!   accepted by the check is one of the listed plays.

use std::collections::HashSet;
use std::ops::ControlFlow;

use arbitrary::Arbitrary;
use papillon_core::RuleOptions;
use papillon_core::blue::BlueAction;
use papillon_core::card::FaceSet;
use papillon_core::orange::OrangeAction;
use papillon_core::referee::{BluePosition, OrangePosition};

/// The most plays listed in full for one input (the referee itself answers any
/// position through its summary; listing millions would only slow the fuzzer).
const MOST_PLAYS: u64 = 4_000;

/// A blue position as the fuzzer builds it: two card masks (the referee's own sets) and
/// the house rules as JSON, with a typed play.
#[derive(Debug, Arbitrary)]
pub struct BlueInput {
    pub plate: u64,
    pub hand: u64,
    pub options: String,
    pub play: String,
}

/// The raw bytes read as libFuzzer's typed target reads them
/// (`Arbitrary::arbitrary_take_rest`), for the corpus's replay.
pub fn blue_bytes(data: &[u8]) {
    if let Ok(input) = BlueInput::arbitrary_take_rest(arbitrary::Unstructured::new(data)) {
        blue(&input);
    }
}

pub fn blue(input: &BlueInput) {
    let options: RuleOptions = serde_json::from_str(&input.options).unwrap_or_default();
    let plate = FaceSet::from_bits(input.plate);
    let hand = FaceSet::from_bits(input.hand);
    let Ok(position) = BluePosition::new(plate, hand, options) else {
        return;
    };
    let count = position.play_count();
    let summary = position.summary();
    assert_eq!(
        summary.total, count,
        "the summary's total and the count disagree"
    );
    assert_eq!(
        summary.groups.iter().map(|g| g.ways).sum::<u64>(),
        count,
        "the groups' ways do not add up to the count"
    );
    for group in &summary.groups {
        assert_eq!(
            group.outcomes.iter().map(|o| o.ways).sum::<u64>(),
            group.ways,
            "a group's outcomes do not add up: {group:?}"
        );
    }
    if count > MOST_PLAYS {
        // the typed play is still checked, without the list to hold it to
        let _ = position.check(&input.play);
        return;
    }
    let mut listed = HashSet::new();
    let mut seen = 0u64;
    let _ = position.for_each_play(|play| {
        seen += 1;
        let checked = position.check(&play.play).unwrap_or_else(|e| {
            panic!(
                "the referee lists {:?} but its check refuses it: {e}",
                play.play
            )
        });
        assert_eq!(checked, play, "the check describes a listed play otherwise");
        assert!(
            play.played.is_subset(hand),
            "a listed play plays a card not in hand: {play:?}"
        );
        assert!(
            play.taken.is_subset(plate),
            "a listed play takes a card not on the plate: {play:?}"
        );
        assert!(
            listed.insert(play.play.clone()),
            "a play listed twice: {}",
            play.play
        );
        ControlFlow::<()>::Continue(())
    });
    assert_eq!(seen, count, "the stream and the count disagree");
    if let Ok(action) = input.play.parse::<BlueAction>() {
        let accepted = position.check_action(&action);
        let notation = action.to_string();
        assert_eq!(
            accepted.is_ok(),
            listed.contains(&notation),
            "{notation:?}: the check says {accepted:?}, the list {}",
            if listed.contains(&notation) {
                "has it"
            } else {
                "does not"
            }
        );
    }
}

/// An orange position as JSON (the referee's own input type), with a typed play.
pub fn orange(data: &[u8]) {
    let Some(text) = crate::text(data) else {
        return;
    };
    // the position, then the play on the last line
    let (position_text, play) = text.rsplit_once('\n').unwrap_or((text, ""));
    let Ok(position) = serde_json::from_str::<OrangePosition>(position_text) else {
        return;
    };
    let Ok(table) = position.validate() else {
        return;
    };
    let plays = table.plays();
    assert!(
        !plays.is_empty(),
        "an orange position with no play at all (not even draw or take three)"
    );
    for listed in &plays {
        let checked = table.check(&listed.play).unwrap_or_else(|e| {
            panic!(
                "the referee lists {:?} but its check refuses it: {e}",
                listed.play
            )
        });
        assert_eq!(
            &checked, listed,
            "the check describes a listed play otherwise"
        );
    }
    if let Ok(parsed) = papillon_core::orange::ActionText::parse(play) {
        let action = parsed.resolve(|_| papillon_core::card::Back::Orange);
        if let Ok(checked) = table.check_action(&action)
            && matches!(action, OrangeAction::Place { .. } | OrangeAction::TakeThree)
        {
            assert!(
                plays.contains(&checked),
                "{play:?} is accepted but not among the listed plays: {checked:?}"
            );
        }
    }
}
