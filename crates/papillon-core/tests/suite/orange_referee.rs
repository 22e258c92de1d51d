//! Hand-checked orange positions for the referee: every sign, 0 and 1 under
//! Multiplier/Diviser, the Chenille, a declared Couteau Suisse, an uncovered plate
//! trump, the Chat Noir and Papillon answers.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::RuleOptions;
use papillon_core::referee::OrangePosition;

fn position(json: serde_json::Value) -> papillon_core::referee::OrangeTable {
    serde_json::from_value::<OrangePosition>(json)
        .expect("position JSON")
        .validate()
        .expect("valid position")
}

fn plays(json: serde_json::Value) -> Vec<String> {
    position(json).plays().into_iter().map(|p| p.play).collect()
}

fn refused(json: serde_json::Value, play: &str) -> String {
    position(json).check(play).expect_err("refused").to_string()
}

#[test]
fn the_leaflet_example_five_and_nine() {
    // "autour du 5 : 4, 5 ou 6 ; autour du 9 : 8, 9 ou 10 ; au-dessus : seulement 5 ou 9"
    let p = serde_json::json!({"plate": ["E5", "F9"], "hand": ["S4", "D5", "E6", "S8", "F9", "E10", "D7"]});
    let got = plays(p.clone());
    for expected in [
        "S4@suite1",
        "S4@suite2",
        "D5@plate1",
        "D5@suite1",
        "E6@suite2",
        "S8@suite3",
        "F9@plate2",
        "F9@suite4",
        "E10@suite3",
    ] {
        assert!(
            got.contains(&expected.to_owned()),
            "{expected} missing from {got:?}"
        );
    }
    assert!(
        !got.iter().any(|p| p.starts_with("D7")),
        "7 fits nowhere: {got:?}"
    );
    assert!(!got.contains(&"S4@plate1".to_owned()));
    let message = refused(p.clone(), "E6@plate1");
    assert!(message.contains("plate card 1 (5) only a 5"), "{message}");
    let message = refused(p, "D7@suite1");
    assert!(
        message.contains("suite 1") && message.contains("4, 5 or 6"),
        "{message}"
    );
}

#[test]
fn plus_only_same_or_one_more() {
    let p = serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": "S6", "sign": "plus"}], "hand": ["E5", "E6", "E7"]});
    let got = plays(p.clone());
    assert!(got.contains(&"E6@suite1".into()) && got.contains(&"E7@suite1".into()));
    assert!(!got.contains(&"E5@suite1".into()), "{got:?}");
    let message = refused(p, "E5@suite1");
    assert!(
        message.contains("sign Plus") && message.contains("6 or 7"),
        "{message}"
    );
}

#[test]
fn moins_only_same_or_one_less() {
    let p = serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": "S6", "sign": "moins"}], "hand": ["E5", "E7"]});
    let got = plays(p.clone());
    assert!(got.contains(&"E5@suite1".into()));
    assert!(!got.contains(&"E7@suite1".into()), "{got:?}");
    assert!(refused(p, "E7@suite1").contains("6 or 5"));
}

#[test]
fn multiplier_diviser_multiples_and_divisors() {
    let p = serde_json::json!({"plate": ["E5", "F9"], "suites": [{}, {}, {"top": "S6", "sign": "multiplier-diviser"}], "hand": ["E2", "E3", "E4", "E0", "yin"]});
    let got = plays(p.clone());
    for ok in ["E2@suite3", "E3@suite3", "E0@suite3", "yin@suite3"] {
        assert!(got.contains(&ok.to_owned()), "{ok} missing: {got:?}");
    }
    let message = refused(p, "E4@suite3");
    assert!(message.contains("multiple or divisor of 6"), "{message}");
}

#[test]
fn after_a_zero_or_a_one_anything_goes_under_multiplier_diviser() {
    for top in ["F0", "F1"] {
        let p = serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": top, "sign": "multiplier-diviser"}], "hand": ["S7", "S11"]});
        let got = plays(p);
        assert!(
            got.contains(&"S7@suite1".into()) && got.contains(&"S11@suite1".into()),
            "{top}: {got:?}"
        );
    }
}

#[test]
fn a_sign_covers_a_sign_and_goes_only_on_sign_slots() {
    let p = serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": "S6", "sign": "plus"}], "hand": ["moins"]});
    let got = plays(p.clone());
    assert_eq!(
        got,
        ["moins@sign1", "moins@sign2", "moins@sign3", "moins@sign4"]
    );
    assert!(refused(p, "moins@suite1").contains("sign slot"));
}

#[test]
fn the_chenille_restarts_any_suite_at_one() {
    let p = serde_json::json!({"plate": ["E5", "chat-noir"], "suites": [{"top": "S11", "sign": "plus"}], "hand": ["chenille"]});
    let got = plays(p.clone());
    assert_eq!(
        got,
        [
            "chenille@suite1",
            "chenille@suite2",
            "chenille@suite3",
            "chenille@suite4"
        ]
    );
    assert!(refused(p, "chenille@plate1").contains("suite"));
    // after the Chenille the suite continues from 1
    let after = serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": "chenille"}], "hand": ["E2", "E3"]});
    assert!(plays(after.clone()).contains(&"E2@suite1".into()));
    assert!(refused(after, "E3@suite1").contains("0, 1 or 2"));
}

#[test]
fn the_couteau_suisse_is_declared_as_a_family_value() {
    let p = serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": "S11", "sign": "plus"}], "hand": ["couteau-suisse"]});
    let got = plays(p.clone());
    assert!(got.contains(&"couteau-suisse=11@suite1".into()));
    assert!(got.contains(&"couteau-suisse=5@plate1".into()));
    assert!(
        !got.iter().any(|p| p.contains("=12")),
        "never above 11: {got:?}"
    );
    assert!(refused(p.clone(), "couteau-suisse@suite1").contains("declared"));
    assert!(refused(p.clone(), "couteau-suisse=12@suite1").contains("0 to 11"));
    assert!(refused(p, "couteau-suisse=7@centre").contains("centre"));
    // a suite topped by a declared Couteau continues from its value
    let after = serde_json::json!({"plate": ["E5", "F2"], "suites": [{"top": "couteau-suisse=7"}], "hand": ["E8"]});
    assert_eq!(plays(after), ["E8@suite1"]);
}

#[test]
fn a_trump_on_the_plate_starts_nothing_until_covered() {
    let p = serde_json::json!({"plate": ["papillon", "F9"], "hand": ["E4", "E5", "F9"]});
    let got = plays(p.clone());
    assert!(
        !got.iter()
            .any(|p| p.contains("suite1") || p.contains("suite2") || p.contains("plate1")),
        "{got:?}"
    );
    let message = refused(p.clone(), "E5@suite1");
    assert!(message.contains("not yet covered"), "{message}");
    assert!(refused(p, "E5@plate1").contains("not yet covered"));
}

#[test]
fn yin_and_yang_play_at_their_printed_numbers() {
    let p = serde_json::json!({"plate": ["E5", "F11"], "hand": ["yin", "yang"]});
    let got = plays(p);
    assert!(got.contains(&"yin@suite3".into()), "12 next to 11: {got:?}");
    assert!(
        !got.iter().any(|p| p.starts_with("yang")),
        "13 fits nowhere: {got:?}"
    );
}

#[test]
fn power_trumps_go_in_the_centre() {
    let p =
        serde_json::json!({"plate": ["E5", "F9"], "hand": ["chat-noir", "chrysalide", "papillon"]});
    let table = position(p.clone());
    let got: Vec<(String, String)> = table
        .plays()
        .into_iter()
        .map(|p| (p.play, p.effect.to_string()))
        .collect();
    assert_eq!(got.len(), 3);
    assert!(got[0].1.contains("next player draws 3"), "{got:?}");
    assert!(got[1].1.contains("reverses"), "{got:?}");
    assert!(got[2].1.contains("you draw 3"), "{got:?}");
    assert!(refused(p, "chat-noir@suite1").contains("centre"));
}

/// Leaflet: "Si le joueur qui vous précède joue le chat noir : Vous devez piocher 3
/// cartes sauf si vous avez le Papillon. Dans ce cas posez votre Papillon sur le Chat
/// Noir et c'est le joueur du chat noir qui pioche 6 cartes." With the Papillon in hand
/// the answer is compulsory (default); a house rule lets the victim choose.
#[test]
fn under_a_chat_noir_the_papillon_must_answer() {
    let p =
        serde_json::json!({"plate": ["E5", "F9"], "hand": ["papillon", "E5"], "attacked": true});
    let table = position(p.clone());
    let got: Vec<String> = table.plays().into_iter().map(|p| p.play).collect();
    assert_eq!(got, ["papillon@centre"]);
    assert!(table.plays()[0].effect.to_string().contains("draws 6"));
    assert!(refused(p.clone(), "E5@plate1").contains("answer with a Papillon"));
    assert!(refused(p, "take-three").contains("you hold the Papillon"));
    let without = serde_json::json!({"plate": ["E5", "F9"], "hand": ["E5"], "attacked": true});
    assert_eq!(plays(without), ["take-three"]);
    let choose = serde_json::json!({"plate": ["E5", "F9"], "hand": ["papillon", "E5"],
        "attacked": true, "options": {"chat_noir_answer": "victim_chooses"}});
    assert_eq!(plays(choose), ["papillon@centre", "take-three"]);
}

/// A plate card covered by a declared Couteau Suisse is a position the leaflet allows
/// ("le joueur commençant la manche pourra les recouvrir d'une carte de son choix");
/// the Couteau Suisse "remplace n'importe quelle carte des familles standard dont la
/// valeur se situe entre 0 et 11".
#[test]
fn a_declared_couteau_suisse_on_the_plate_or_a_suite() {
    let p = serde_json::json!({"plate": ["couteau-suisse=5", "F9"], "hand": ["E6"]});
    assert!(plays(p).contains(&"E6@suite1".to_string()));
    let bad = |json: serde_json::Value| -> String {
        serde_json::from_value::<OrangePosition>(json)
            .expect("JSON")
            .validate()
            .expect_err("refused")
            .to_string()
    };
    let twelve = bad(
        serde_json::json!({"plate": ["E5", "F9"], "suites": [{"top": "couteau-suisse=12"}], "hand": ["E1"]}),
    );
    assert!(twelve.contains("from 0 to 11, not 12"), "{twelve}");
    assert!(!twelve.contains("write couteau-suisse=7"), "{twelve}");
    let plate = bad(serde_json::json!({"plate": ["couteau-suisse=12", "F9"], "hand": ["E1"]}));
    assert!(plate.contains("plate card 1"), "{plate}");
    let declared_family = bad(serde_json::json!({"plate": ["E5=3", "F9"], "hand": ["E1"]}));
    assert!(
        declared_family.contains("only a Couteau Suisse"),
        "{declared_family}"
    );
}

#[test]
fn nothing_playable_means_draw_and_draw_is_refused_otherwise() {
    let stuck = serde_json::json!({"plate": ["E5", "F9"], "hand": ["E1", "S2"]});
    assert_eq!(plays(stuck.clone()), ["draw"]);
    // the check describes the draw as the list does (the fuzz target referee_orange found
    // "draw one card" against "nothing can be played: draw one…", docs/fuzzing.md)
    let table = position(stuck);
    assert_eq!(table.check("draw").expect("legal"), table.plays()[0]);
    let p = serde_json::json!({"plate": ["E5", "F9"], "hand": ["E1", "S4"]});
    assert!(refused(p, "draw").contains("S4 can be played"));
}

#[test]
fn bad_positions_are_refused_with_the_reason() {
    let bad = |json: serde_json::Value| -> String {
        serde_json::from_value::<OrangePosition>(json)
            .expect("JSON")
            .validate()
            .expect_err("refused")
            .to_string()
    };
    assert!(bad(serde_json::json!({"plate": ["E5"], "hand": ["E1"]})).contains("two cards"));
    assert!(
        bad(serde_json::json!({"plate": ["E5", "F9"], "hand": ["E5", "E5"]}))
            .contains("E5 appears 3 times")
    );
    assert!(bad(serde_json::json!({"plate": ["E5", "F9"], "hand": ["E12"]})).contains("hand"));
    assert!(
        bad(serde_json::json!({"plate": ["E5", "F9"], "suites": [{"sign": "E4"}], "hand": ["E1"]}))
            .contains("not a sign")
    );
    assert!(bad(serde_json::json!({"plate": ["E5", "F9"], "hand": []})).contains("empty"));
}

fn card(text: &str) -> papillon_core::referee::TableCard {
    papillon_core::referee::TableCard {
        face: text.parse().unwrap(),
        declared: None,
    }
}

#[test]
fn multiplier_diviser_after_a_zero_takes_anything_typed() {
    use papillon_core::orange::{PlaceError, Sign, Slot};
    use papillon_core::referee::{OrangeEffect, OrangeIllegal, OrangeTable, SuiteCards};
    // suite 1 ends on a 0 under Multiplier/Diviser: every value may follow (0 is a
    // multiple of everything); suite 3 (top 6, Plus) takes only 6 or 7
    let mut suites = [SuiteCards::default(); 4];
    suites[0] = SuiteCards {
        top: Some(card("E0")),
        sign: Some("multiplier-diviser".parse().unwrap()),
    };
    suites[2] = SuiteCards {
        top: Some(card("S6")),
        sign: Some("plus".parse().unwrap()),
    };
    let hand: Vec<papillon_core::Face> = ["F7", "D11", "E9"]
        .iter()
        .map(|f| f.parse().unwrap())
        .collect();
    let table = OrangeTable::new(
        [card("F1"), card("S5")],
        suites,
        hand,
        false,
        RuleOptions::default(),
    )
    .unwrap();
    let plays = table.plays();
    for face in ["F7", "D11", "E9"] {
        let play = format!("{face}@suite1");
        let found = plays
            .iter()
            .find(|p| p.play == play)
            .unwrap_or_else(|| panic!("{play}: {plays:?}"));
        assert_eq!(
            found.effect,
            OrangeEffect::SuiteContinues {
                suite: 1,
                declared: None
            }
        );
    }
    let err = table.check("E9@suite3").unwrap_err();
    assert_eq!(
        err.to_string(),
        "not legal: on suite 3 (top 6, sign Plus) only 6 or 7 can go, not E9 (9 of Éléments)"
    );
    assert!(matches!(
        err,
        papillon_core::referee::OrangeRefereeError::Illegal(OrangeIllegal::Place(
            PlaceError::SuiteValue {
                suite: 3,
                top: Some(6),
                sign: Some(Sign::Plus),
                ..
            }
        ))
    ));
    assert_eq!(Sign::allowed_values(Some(Sign::Plus), 6), [6, 7]);
    assert_eq!(
        Sign::allowed_values(Some(Sign::MultiplierDiviser), 0).len(),
        14
    );
    let _ = Slot::Centre;
}

#[test]
fn impossible_orange_positions_name_the_card() {
    use papillon_core::referee::{OrangeTable, PositionError, SuiteCards, TablePlace};
    let mut suites = [SuiteCards::default(); 4];
    suites[1].top = Some(card("E5"));
    let hand: Vec<papillon_core::Face> = ["E5", "E5"].iter().map(|f| f.parse().unwrap()).collect();
    let err = OrangeTable::new(
        [card("F1"), card("S5")],
        suites,
        hand,
        false,
        RuleOptions::default(),
    )
    .unwrap_err();
    assert_eq!(
        err,
        PositionError::TooMany {
            face: "E5".parse().unwrap(),
            count: 3
        }
    );
    suites[1].top = Some(card("plus"));
    let err = OrangeTable::new(
        [card("F1"), card("S5")],
        suites,
        vec!["E1".parse().unwrap()],
        false,
        RuleOptions::default(),
    )
    .unwrap_err();
    assert_eq!(
        err,
        PositionError::NotATop {
            place: TablePlace::Suite(2),
            face: "plus".parse().unwrap()
        }
    );
}
