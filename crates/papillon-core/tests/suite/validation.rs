//! Every validation error: refused with a message that names the culprit.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use common::{errors, messages, sheet};
use papillon_core::SheetError;
use serde_json::{Value, json};

fn base() -> Value {
    json!({
      "players": ["Ana", "Ben", "Cleo", "Dan"],
      "teams": [["Ana", "Cleo"], ["Ben", "Dan"]],
      "blue": {
        "players": {
          "Ana":  { "cards": 10, "scoring": ["F3", "yin"] },
          "Cleo": { "cards": 20, "scoring": ["yang", "S7", "chat-noir"], "chat_noir": "voluntary" },
          "Ben":  { "cards": 16, "scoring": ["E3", "plus", "moins"] },
          "Dan":  { "cards": 12, "scoring": ["multiplier-diviser", "chrysalide"] }
        }
      },
      "orange": {
        "tours": ["Ana", "Dan"],
        "hands": { "Ana": ["E4"], "Cleo": ["D11", "S10"], "Ben": ["F1", "chrysalide"], "Dan": [] }
      }
    })
}

fn with(mut value: Value, path: &[&str], new: Value) -> Value {
    let mut slot = &mut value;
    for key in path {
        slot = &mut slot[*key];
    }
    *slot = new;
    value
}

#[test]
fn the_base_sheet_is_valid() {
    common::score(base());
}

#[test]
fn unknown_player_names() {
    let m = messages(with(
        base(),
        &["blue", "players", "Eve"],
        json!({"cards": 0}),
    ));
    assert!(m.contains("unknown player \"Eve\" in blue.players"), "{m}");
    assert!(m.contains("Ana, Ben, Cleo, Dan"), "{m}");
    let m = messages(with(base(), &["orange", "tours"], json!(["Ana", "Zoe"])));
    assert!(m.contains("unknown player \"Zoe\" in orange.tours"), "{m}");
    let m = messages(with(
        base(),
        &["teams"],
        json!([["Ana", "Cleo"], ["Ben", "Bob"]]),
    ));
    assert!(m.contains("unknown player \"Bob\" in teams"), "{m}");
    let m = messages(with(base(), &["orange", "hands", "ana"], json!([])));
    assert!(m.contains("unknown player \"ana\" in orange.hands"), "{m}");
}

#[test]
fn a_blue_card_for_two_players_names_the_card_and_both_players() {
    let m = messages(with(
        base(),
        &["blue", "players", "Dan", "scoring"],
        json!(["multiplier-diviser", "dragon"]),
    ));
    assert!(
        m.contains("the blue S7 (Dragon) is listed for both Cleo and Dan"),
        "{m}"
    );
    let m = messages(with(
        base(),
        &["blue", "players", "Ana", "scoring"],
        json!(["F3", "f3"]),
    ));
    assert!(m.contains("Ana's F3 is listed twice"), "{m}");
}

#[test]
fn a_face_more_than_twice_in_orange() {
    let m = messages(with(
        base(),
        &["orange", "hands", "Ana"],
        json!(["D11", "D11"]),
    ));
    assert!(m.contains("D11 appears 3 times (Ana ×2, Cleo)"), "{m}");
}

#[test]
fn blue_counts_must_add_up_to_58() {
    let m = messages(with(
        base(),
        &["blue", "players", "Dan", "cards"],
        json!(11),
    ));
    assert!(
        m.contains("the card counts add up to 57 (Ana 10, Ben 16, Cleo 20, Dan 11), not 58"),
        "{m}"
    );
    let m = messages(with(
        base(),
        &["blue", "players", "Dan", "cards"],
        json!(-1),
    ));
    assert!(m.contains("Dan's card count -1 is impossible"), "{m}");
    // cards left on the plate because nobody ever captured are part of the count
    let nobody = json!({
      "players": ["Ana", "Ben"],
      "blue": { "players": { "Ana": {"cards": 1, "scoring": ["chrysalide"]}, "Ben": {"cards": 0} },
                "left_on_plate": 57 }
    });
    let report = common::score(nobody);
    // Ana: Chrysalide 10 + most cards (1 v 0) 10, pays Ben's consolation 10
    assert_eq!(common::bot(&report, &["Ana"]).0, 10);
    assert_eq!(common::bot(&report, &["Ben"]).0, 10);
}

#[test]
fn more_scoring_cards_than_captured() {
    let m = messages(with(base(), &["blue", "players", "Ana", "cards"], json!(1)));
    assert!(m.contains("Ana captured 1 cards but 2 are listed"), "{m}");
}

#[test]
fn chat_noir_missing_or_superfluous() {
    let m = messages(with(
        base(),
        &["blue", "players", "Cleo", "chat_noir"],
        Value::Null,
    ));
    assert!(m.contains("Cleo captured the Chat Noir"), "{m}");
    assert!(m.contains("voluntary"), "{m}");
    let m = messages(with(
        base(),
        &["blue", "players", "Ben", "chat_noir"],
        json!("involuntary"),
    ));
    assert!(
        m.contains("Ben has \"chat_noir\": \"involuntary\" but the Chat Noir is not among their captured cards"),
        "{m}"
    );
}

#[test]
fn an_unresolved_most_cards_tie_names_the_tied() {
    let tied = with(base(), &["blue", "players", "Ana", "cards"], json!(9));
    let tied = with(tied, &["blue", "players", "Dan", "cards"], json!(13));
    let m = messages(tied.clone());
    assert!(
        m.contains("most cards is tied between Ana+Cleo and Ben+Dan with 29 cards each"),
        "{m}"
    );
    let m = messages(with(
        tied.clone(),
        &["blue", "most_cards_rolloff"],
        json!("Eve"),
    ));
    assert!(
        m.contains("unknown player \"Eve\" in most_cards_rolloff"),
        "{m}"
    );
    common::score(with(tied, &["blue", "most_cards_rolloff"], json!("Ben")));
    let m = messages(with(base(), &["blue", "most_cards_rolloff"], json!("Ben")));
    assert!(
        m.contains("names Ben but there is no tie (Ana+Cleo has the most cards)"),
        "{m}"
    );
    // 3 players, two tied: the third is not among the tied
    let three = json!({
      "players": ["Ana", "Ben", "Cleo"],
      "blue": { "players": { "Ana": {"cards": 20}, "Ben": {"cards": 20}, "Cleo": {"cards": 18} },
                "most_cards_rolloff": "Cleo" }
    });
    let m = messages(three);
    assert!(
        m.contains("names Cleo, who is not among the tied (Ana, Ben)"),
        "{m}"
    );
}

#[test]
fn couteau_suisse_rolls_missing_superfluous_or_out_of_range() {
    let cs = with(
        base(),
        &["orange", "hands", "Ben"],
        json!(["couteau-suisse"]),
    );
    let m = messages(cs.clone());
    assert!(
        m.contains("Ben holds 1 Couteau Suisse but 0 dice roll(s) are entered"),
        "{m}"
    );
    let m = messages(with(
        cs.clone(),
        &["orange", "couteau_suisse"],
        json!({"Ben": [13]}),
    ));
    assert!(
        m.contains("Ben's Couteau Suisse roll 13 is impossible: two dice give 2 to 12"),
        "{m}"
    );
    let m = messages(with(
        cs.clone(),
        &["orange", "couteau_suisse"],
        json!({"Ben": [1]}),
    ));
    assert!(m.contains("roll 1 is impossible"), "{m}");
    let one_die = with(
        cs.clone(),
        &["options"],
        json!({"couteau_suisse_roll": "one_die"}),
    );
    let m = messages(with(
        one_die.clone(),
        &["orange", "couteau_suisse"],
        json!({"Ben": [7]}),
    ));
    assert!(
        m.contains("roll 7 is impossible: one die gives 1 to 6"),
        "{m}"
    );
    common::score(with(
        one_die,
        &["orange", "couteau_suisse"],
        json!({"Ben": [1]}),
    ));
    let m = messages(with(
        base(),
        &["orange", "couteau_suisse"],
        json!({"Ana": [5]}),
    ));
    assert!(
        m.contains("Ana holds 0 Couteau Suisse but 1 dice roll(s)"),
        "{m}"
    );
}

#[test]
fn papillon_draw_missing_superfluous_or_too_long() {
    let p = with(base(), &["orange", "hands", "Cleo"], json!(["papillon"]));
    let m = messages(p.clone());
    assert!(
        m.contains("Cleo holds the Papillon: enter the 3 cards drawn"),
        "{m}"
    );
    let m = messages(with(
        p.clone(),
        &["orange", "papillon_draw"],
        json!({"Cleo": ["F1", "F2", "F4", "F5"]}),
    ));
    assert!(
        m.contains("Cleo drew 4 cards for 1 Papillon(s); at most 3"),
        "{m}"
    );
    let m = messages(with(
        base(),
        &["orange", "papillon_draw"],
        json!({"Ana": ["F2"]}),
    ));
    assert!(
        m.contains("Ana has a Papillon draw but holds no Papillon"),
        "{m}"
    );
    let m = messages(with(
        p.clone(),
        &["orange", "papillon_draw"],
        json!({"Cleo": ["F1", "X", "F2"]}),
    ));
    assert!(m.contains("Cleo: unknown card \"X\""), "{m}");
    // a drawn Couteau Suisse needs its roll too
    let m = messages(with(
        p,
        &["orange", "papillon_draw"],
        json!({"Cleo": ["F1", "couteau-suisse", "F2"]}),
    ));
    assert!(m.contains("Cleo holds 1 Couteau Suisse"), "{m}");
}

#[test]
fn wrong_player_counts() {
    let one = json!({"players": ["Ana"], "orange": {"tours": ["Ana"], "hands": {"Ana": []}}});
    assert!(messages(one).contains("2 to 5 players, this sheet has 1"));
    let six =
        json!({"players": ["A", "B", "C", "D", "E", "F"], "orange": {"tours": ["A"], "hands": {}}});
    assert!(messages(six).contains("2 to 5 players, this sheet has 6"));
    let dup = json!({"players": ["Ana", "ana"], "orange": {"tours": ["Ana"], "hands": {"Ana": [], "ana": []}}});
    assert!(messages(dup).contains("two players are called \"ana\""));
    // surrounding spaces do not make another player either (the store keys names so)
    let spaced = json!({"players": ["Ana", " ana"], "orange": {"tours": ["Ana"], "hands": {"Ana": [], " ana": []}}});
    assert!(messages(spaced).contains("two players are called \" ana\""));
    let empty = json!({"players": ["Ana", " "], "orange": {"tours": ["Ana"], "hands": {"Ana": [], " ": []}}});
    assert!(messages(empty).contains("player 2 has an empty name"));
}

#[test]
fn teams_that_break_the_rules() {
    let m = messages(with(base(), &["teams"], Value::Null));
    assert!(m.contains("4 players play in two teams of two"), "{m}");
    let m = messages(with(
        base(),
        &["teams"],
        json!([["Ana", "Cleo", "Ben"], ["Dan"]]),
    ));
    assert!(m.contains("two teams of two"), "{m}");
    let m = messages(with(
        base(),
        &["teams"],
        json!([["Ana", "Cleo"], ["Ben", "Ana"]]),
    ));
    assert!(m.contains("Ana is in more than one team"), "{m}");
    let m = messages(with(base(), &["teams"], json!([["Ana", "Cleo"], ["Ben"]])));
    assert!(m.contains("Dan is in no team"), "{m}");
    let three = json!({
      "players": ["Ana", "Ben", "Cleo"], "teams": [["Ana", "Ben"], ["Cleo"]],
      "orange": {"tours": ["Ana"], "hands": {"Ana": [], "Ben": [], "Cleo": []}}
    });
    let m = messages(three);
    assert!(m.contains("two against one is a house rule"), "{m}");
    let five = json!({
      "players": ["A", "B", "C", "D", "E"], "teams": [["A", "B"], ["C", "D"], ["E"]],
      "orange": {"tours": ["A"], "hands": {"A": [], "B": [], "C": [], "D": [], "E": []}}
    });
    assert!(messages(five).contains("a team of three against a team of two"));
}

#[test]
fn orange_round_consistency() {
    let m = messages(with(base(), &["orange", "tours"], json!([])));
    assert!(m.contains("at least one tour"), "{m}");
    let m = messages(with(base(), &["orange", "tours"], json!(["Dan", "Ana"])));
    assert!(
        m.contains("Ana emptied their hand in the last tour but their hand still holds E4"),
        "{m}"
    );
    let mut missing = base();
    missing["orange"]["hands"]
        .as_object_mut()
        .map(|hands| hands.remove("Ben"));
    assert!(messages(missing).contains("no hand entered for Ben"));
    let m = messages(with(base(), &["orange", "hands", "Ben"], json!(["F12"])));
    assert!(
        m.contains("orange round: Ben: unknown card \"F12\": family cards are numbered 0 to 11"),
        "{m}"
    );
}

#[test]
fn missing_blue_entry_and_no_round() {
    let mut missing = base();
    missing["blue"]["players"]
        .as_object_mut()
        .map(|players| players.remove("Dan"));
    assert!(messages(missing).contains("no entry for Dan"));
    let none = json!({"players": ["Ana", "Ben"]});
    assert!(messages(none).contains("neither a blue nor an orange round"));
}

#[test]
fn bad_options_are_refused() {
    let m = messages(with(
        base(),
        &["options"],
        json!({"trump_numbers": {"yang": 200}}),
    ));
    assert!(m.contains("Yang"), "{m}");
    // unknown fields are a JSON error, before validation
    let bad: Result<papillon_core::SheetInput, _> =
        serde_json::from_value(with(base(), &["options"], json!({"discrad": "always"})));
    let err = bad.expect_err("typo refused");
    assert!(err.to_string().contains("discrad"), "{err}");
}

#[test]
fn several_problems_are_all_reported() {
    let bad = with(
        base(),
        &["blue", "players", "Dan", "scoring"],
        json!(["S7", "F99"]),
    );
    let bad = with(bad, &["orange", "hands", "Ben"], json!(["couteau-suisse"]));
    let all = errors(bad);
    assert!(all.errors().len() >= 3, "{all}");
    assert!(
        all.errors()
            .iter()
            .any(|e| matches!(e, SheetError::BlueCardForTwoPlayers { .. }))
    );
    assert!(
        all.errors()
            .iter()
            .any(|e| matches!(e, SheetError::Card { .. }))
    );
    assert!(
        all.errors()
            .iter()
            .any(|e| matches!(e, SheetError::CouteauSuisseRolls { .. }))
    );
}

#[test]
fn validation_never_panics_on_odd_values() {
    // extreme numbers and odd names must be refused or accepted, never panic
    for cards in [i64::MIN, -5, 59, 1000, i64::MAX] {
        let s = sheet(with(
            base(),
            &["blue", "players", "Ana", "cards"],
            json!(cards),
        ));
        assert!(s.validate().is_err());
    }
    for roll in [i64::MIN, -1, 0, 256, i64::MAX] {
        let s = with(
            base(),
            &["orange", "hands", "Ben"],
            json!(["couteau-suisse"]),
        );
        let s = sheet(with(
            s,
            &["orange", "couteau_suisse"],
            json!({"Ben": [roll]}),
        ));
        assert!(s.validate().is_err());
    }
}
