//! What cannot happen at a real table, refused by the ledger with the rule's quote (or
//! worked out by it where the ledger knows enough): the winner nobody entered, a capture
//! after a Sautenelle, the four aces over captures and reveals together, and counts named
//! as they were typed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::ledger::{Ledger, LedgerProblem};
use game_kit::ScoreSheet;

fn ledger(entries: &str) -> Ledger {
    serde_json::from_str(&format!(
        r#"{{ "players": ["Ana", "Ben", "Cleo"], "dealer": "Cleo", "entries": [{entries}] }}"#
    ))
    .unwrap()
}

fn problems(entries: &str) -> Vec<LedgerProblem> {
    ledger(entries).score().unwrap_err()
}

const TO_LAST: &str = r#"{"entry":"deal"},{"entry":"deal"},{"entry":"deal"},{"entry":"deal"}"#;

#[test]
fn the_one_player_who_did_not_reveal_won_without_a_won_entry() {
    // Ben and Cleo reveal in the last deal; Ana did not, so she exchanged all her cards
    let entries = format!(
        r#"{TO_LAST},{{"entry":"reveal","player":"Ben","cards":3}},{{"entry":"reveal","player":"Cleo","cards":2}},{{"entry":"end","cards":{{"Ana":20,"Ben":17,"Cleo":10}},"left_on_table":5}}"#
    );
    let report = ledger(&entries).score().unwrap();
    let result = report.games[0].result.as_ref().unwrap();
    assert_eq!(result.winner, Some(0), "Ana is worked out as the winner");
    assert_eq!(
        result.consolation, None,
        "no Konsolation: Ana did not reveal"
    );
    assert_eq!(result.pot_to, Some(0));
    // the same game with the won entry scores the same
    let told = format!(
        r#"{TO_LAST},{{"entry":"reveal","player":"Ben","cards":3}},{{"entry":"won","player":"Ana"}},{{"entry":"reveal","player":"Cleo","cards":2}},{{"entry":"end","cards":{{"Ana":20,"Ben":17,"Cleo":10}},"left_on_table":5}}"#
    );
    assert_eq!(ledger(&told).score().unwrap().counters, report.counters);
}

#[test]
fn two_players_who_did_not_reveal_need_a_won_entry_and_no_consolation_is_paid() {
    let entries = format!(
        r#"{TO_LAST},{{"entry":"reveal","player":"Cleo","cards":3}},{{"entry":"end","cards":{{"Ana":20,"Ben":20,"Cleo":8}},"left_on_table":4}}"#
    );
    let p = problems(&entries);
    assert_eq!(
        p,
        [LedgerProblem::MissingWinner {
            entry: 5,
            players: vec!["Ana".into(), "Ben".into()]
        }]
    );
    assert!(p[0].to_string().starts_with("entry 6: who won is missing"));
}

#[test]
fn after_a_sautenelle_the_next_player_reveals_and_nobody_captures() {
    let p = problems(
        r#"{"entry":"capture","player":"Ana","sautenelle":true},{"entry":"capture","player":"Ben","aces":1}"#,
    );
    assert_eq!(
        p,
        [LedgerProblem::CaptureAfterSautenelle {
            entry: 1,
            player: "Ben".into(),
            sautenelle_by: "Ana".into()
        }]
    );
    assert!(p[0].to_string().contains("der nächste Spieler muss"));
    // the reveal comes first: then captures go on
    let ok = ledger(
        r#"{"entry":"capture","player":"Ana","sautenelle":true},{"entry":"reveal","player":"Ben","cards":2},{"entry":"capture","player":"Cleo","aces":1}"#,
    );
    assert!(ok.score().is_ok());
    // Cleo reveals after Ana's Sautenelle: Ben was skipped, so he held no card
    let p = problems(
        r#"{"entry":"capture","player":"Ana","sautenelle":true},{"entry":"reveal","player":"Cleo","cards":2},{"entry":"capture","player":"Ben","aces":1}"#,
    );
    assert!(matches!(
        &p[..],
        [LedgerProblem::NoCardLeft { entry: 2, .. }]
    ));
}

#[test]
fn aces_taken_and_aces_revealed_are_four_at_most_together() {
    // a 2 takes two aces, then Cleo reveals three: five aces in a 52-card deck
    let p = problems(
        r#"{"entry":"capture","player":"Ben","card":"2","took":["A","A"]},{"entry":"reveal","player":"Cleo","cards":3,"aces":3}"#,
    );
    assert_eq!(
        p,
        [LedgerProblem::TooManyAces {
            entry: 1,
            player: "Cleo".into(),
            taken: 2,
            revealed: 3
        }]
    );
    // an ace revealed and later taken is one ace: two revealed, both taken, two more taken
    let ok = ledger(
        r#"{"entry":"reveal","player":"Cleo","cards":3,"aces":2},{"entry":"capture","player":"Ana","card":"2","took":["A","A"]},{"entry":"capture","player":"Ben","aces":2}"#,
    );
    assert!(ok.score().is_ok(), "{:?}", ok.score().err());
    // but the ace played to take is from a hand, never a revealed one
    let p = problems(
        r#"{"entry":"reveal","player":"Cleo","cards":3,"aces":3},{"entry":"capture","player":"Ana","card":"A","took":["A"]},{"entry":"reveal","player":"Ben","cards":1,"aces":1}"#,
    );
    assert!(matches!(
        &p[..],
        [LedgerProblem::TooManyAces {
            entry: 2,
            taken: 2,
            revealed: 3,
            ..
        }]
    ));
}

#[test]
fn counts_are_named_as_typed() {
    let p = problems(&format!(
        r#"{TO_LAST},{{"entry":"won","player":"Ana"}},{{"entry":"end","cards":{{"Ana":4294967295,"Ben":20,"Cleo":12}}}}"#
    ));
    assert_eq!(
        p,
        [LedgerProblem::PileTooLarge {
            entry: 5,
            player: "Ana".into(),
            typed: 4294967295
        }]
    );
    assert_eq!(
        p[0].to_string(),
        "entry 6: Ana's pile is counted 4294967295 cards; the deck has 52"
    );
    let p = problems(&format!(
        r#"{TO_LAST},{{"entry":"won","player":"Ana"}},{{"entry":"end","cards":{{"Ana":20,"Ben":20,"Cleo":12}},"left_on_table":60}}"#
    ));
    assert_eq!(
        p,
        [LedgerProblem::TableTooLarge {
            entry: 5,
            typed: 60
        }]
    );
}

#[test]
fn a_name_without_its_accents_is_taken_and_said_so_else_the_closest_is_offered() {
    let l: Ledger = serde_json::from_str(
        r#"{"players":["Rémi","Anaïs","Zoé"],"dealer":"zoe","entries":[
            {"entry":"capture","player":"Remi","aces":1},{"entry":"capture","player":"REMI","aces":1}]}"#,
    )
    .unwrap();
    let report = l.score().unwrap();
    assert_eq!(report.counters, [23, 17, 17]);
    let said: Vec<String> = report.names_read.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "the first dealer: \"zoe\" is taken as Zoé",
            "entry 1: \"Remi\" is taken as Rémi",
            "entry 2: \"REMI\" is taken as Rémi"
        ]
    );
    let l: Ledger = serde_json::from_str(
        r#"{"players":["Rémi","Anaïs","Zoé"],"dealer":"Zoé","entries":[
            {"entry":"capture","player":"Remy","aces":1}]}"#,
    )
    .unwrap();
    let p = l.score().unwrap_err();
    assert_eq!(
        p[0].to_string(),
        "entry 1: Remy is not one of the players; did you mean Rémi?"
    );
}

#[test]
fn a_rank_goes_into_the_piles_four_times_at_most_in_a_game() {
    // two queens take two queens: the four queens are in the piles; a third is a fifth
    let q = r#"{"entry":"capture","player":"Ana","card":"Q","took":["Q"]}"#;
    let q2 = r#"{"entry":"capture","player":"Ben","card":"Q","took":["Q"]}"#;
    let q3 = r#"{"entry":"capture","player":"Cleo","card":"Q","took":["3","9"]}"#;
    assert!(ledger(&format!("{q},{q2}")).score().is_ok());
    let p = problems(&format!("{q},{q2},{q3}"));
    assert_eq!(
        p,
        [LedgerProblem::RankTooOften {
            entry: 2,
            player: "Cleo".into(),
            rank: classic_papillon::card::Rank::QUEEN,
            count: 5
        }]
    );
    // a new game has its own four
    let end = r#"{"entry":"deal"},{"entry":"deal"},{"entry":"deal"},{"entry":"deal"},{"entry":"won","player":"Ana"},{"entry":"end","cards":{"Ana":20,"Ben":20,"Cleo":12}},{"entry":"new_game"}"#;
    assert!(ledger(&format!("{q},{q2},{end},{q3}")).score().is_ok());
}

#[test]
fn aces_revealed_and_never_taken_are_still_on_the_table_at_the_end() {
    // Ben reveals two aces in the last deal; nobody enters taking them, so they lie
    // face up: "left_on_table": 1 cannot be
    let entries = |table: u32| {
        format!(
            r#"{TO_LAST},{{"entry":"reveal","player":"Ben","cards":3,"aces":2}},{{"entry":"won","player":"Ana"}},{{"entry":"end","cards":{{"Ana":20,"Ben":{},"Cleo":12}},"left_on_table":{table}}}"#,
            20 - table
        )
    };
    assert_eq!(
        problems(&entries(1)),
        [LedgerProblem::AcesLeftOnTable {
            entry: 6,
            table: 1,
            aces: 2
        }]
    );
    assert!(ledger(&entries(3)).score().is_ok());
}
