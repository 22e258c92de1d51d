//! The referee through the app's commands, on Tauri's mock runtime: the booklet's blue
//! example, a proposed play judged in both languages, an orange Multiplier/Diviser
//! after a 0, impossible positions refused with the card named, and the positions kept.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_app::{AppState, builder, context};
use papillon_store::Store;
use serde_json::{Value, json};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{INVOKE_KEY, get_ipc_response, mock_builder};
use tauri::webview::InvokeRequest;
use tauri::{WebviewWindow, WebviewWindowBuilder};

struct App {
    _app: tauri::App<tauri::test::MockRuntime>,
    webview: WebviewWindow<tauri::test::MockRuntime>,
    _dir: tempfile::TempDir,
}

fn app() -> App {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    let store = Store::open(&path).expect("store");
    let state = AppState::new(store, path.clone(), path.with_extension("backups"), Some(1));
    let app = builder(mock_builder(), state)
        .build(context())
        .expect("app");
    let webview = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("webview");
    App {
        _app: app,
        webview,
        _dir: dir,
    }
}

impl App {
    fn call(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        get_ipc_response(
            &self.webview,
            InvokeRequest {
                cmd: cmd.into(),
                callback: CallbackFn(0),
                error: CallbackFn(1),
                url: "tauri://localhost".parse().expect("url"),
                body: InvokeBody::Json(args),
                headers: Default::default(),
                invoke_key: INVOKE_KEY.to_string(),
            },
        )
        .map(|body| body.deserialize::<Value>().expect("json answer"))
    }

    fn ok(&self, cmd: &str, args: Value) -> Value {
        self.call(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"))
    }

    fn err(&self, cmd: &str, args: Value) -> Value {
        match self.call(cmd, args) {
            Ok(v) => panic!("{cmd} should fail, answered {v}"),
            Err(e) => e,
        }
    }

    fn french(&self) {
        let settings = json!({"language": "fr", "theme": "light", "sound": false, "haptics": false, "default_options": {}});
        self.ok(
            "save_settings",
            json!({"settings": settings, "systemLanguage": "en"}),
        );
    }
}

fn blue(plate: &[&str], hand: &[&str]) -> Value {
    json!({"plate": plate, "hand": hand, "options": {}})
}

fn orange_md_after_zero() -> Value {
    // plate 1 and 5; suite 1 ends on a 0 under Multiplier/Diviser, suite 3 on a 6 under
    // Plus; the hand holds a 7, an 11, a 9 and the Chat Noir
    json!({
        "plate": [{"face": "F1"}, {"face": "S5"}],
        "suites": [
            {"top": {"face": "E0"}, "sign": "multiplier-diviser"},
            {"top": null, "sign": null},
            {"top": {"face": "S6"}, "sign": "plus"},
            {"top": null, "sign": null}
        ],
        "hand": ["F7", "D11", "E9", "chat-noir"],
        "attacked": false,
        "options": {}
    })
}

#[test]
fn the_booklets_blue_example_is_legal_and_takes_both() {
    let app = app();
    // "Chat Noir et 10 sur le tapis, Moins et Yin en main : 22 − 10 = 12"
    let request = blue(&["chat-noir", "F10"], &["moins", "yin"]);
    let answer = app.ok("referee_blue", json!({"request": request}));
    let summary = &answer["summary"];
    assert_eq!(summary["total"], 3);
    assert_eq!(answer["group_rules"][0], "blue_signs");
    let combine = &summary["groups"][0];
    assert_eq!(combine["kind"], "combiner");
    assert_eq!(combine["played"], json!(["moins", "yin"]));
    assert_eq!(combine["examples"][0]["taken"], json!(["F10", "chat-noir"]));
    // Moins 10 + Yin 10 + the Chat Noir taken voluntarily 30
    assert_eq!(combine["outcomes"][0]["points"], 50);

    let verdict = app.ok(
        "referee_blue_check",
        json!({"request": request, "proposal": {"played": ["yin", "moins"], "taken": ["chat-noir", "F10"], "way": "take"}}),
    );
    assert_eq!(verdict["legal"], true, "{verdict}");
    assert_eq!(verdict["play"]["kind"], "combiner");
    assert_eq!(verdict["play"]["taken"], json!(["F10", "chat-noir"]));
    assert_eq!(verdict["rule"], "blue_signs");

    // the group's plays, all of them
    let plays = app.ok(
        "referee_blue_group",
        json!({"request": request, "played": ["moins", "yin"], "kind": "combiner"}),
    );
    assert_eq!(plays.as_array().expect("plays").len(), 1);
}

#[test]
fn a_refused_blue_play_says_why_in_the_players_language() {
    let app = app();
    let request = blue(&["F5", "E7"], &["S5", "D7"]);
    let proposal = json!({"played": ["S5"], "taken": ["E7"], "way": "take"});
    let verdict = app.ok(
        "referee_blue_check",
        json!({"request": request, "proposal": proposal}),
    );
    assert_eq!(verdict["legal"], false);
    // the same words as `papillon referee blue --play S5:E7`
    assert_eq!(
        verdict["reason"],
        "S5 (5) cannot take E7: not the same value"
    );
    assert_eq!(verdict["rule"], "blue_capture");
    app.french();
    let verdict = app.ok(
        "referee_blue_check",
        json!({"request": request, "proposal": proposal}),
    );
    assert_eq!(
        verdict["reason"],
        "S5 (5) ne peut pas prendre E7\u{a0}: pas la même valeur"
    );
    // a power played with a second card: played alone
    let verdict = app.ok(
        "referee_blue_check",
        json!({"request": blue(&["F5"], &["papillon", "plus"]), "proposal": {"played": ["papillon", "plus"], "taken": [], "way": "power"}}),
    );
    assert_eq!(verdict["legal"], false);
    assert_eq!(verdict["rule"], "blue_powers");
    assert!(
        verdict["reason"]
            .as_str()
            .expect("reason")
            .contains("pouvoir se joue seul"),
        "{verdict}"
    );
    // a card with no power, said so, with the powers' paragraph
    let verdict = app.ok(
        "referee_blue_check",
        json!({"request": request, "proposal": {"played": ["S5"], "taken": [], "way": "power"}}),
    );
    assert_eq!(verdict["legal"], false);
    assert_eq!(verdict["rule"], "blue_powers");
    assert!(
        verdict["reason"]
            .as_str()
            .expect("reason")
            .contains("n'a pas de pouvoir"),
        "{verdict}"
    );
}

#[test]
fn impossible_blue_positions_are_refused_with_the_card_named() {
    let app = app();
    let err = app.err("referee_blue", json!({"request": blue(&["F5"], &["F5"])}));
    assert_eq!(err["code"], "invalid");
    assert!(
        err["message"].as_str().expect("msg").contains("F5"),
        "{err}"
    );
    let err = app.err(
        "referee_blue",
        json!({"request": blue(&["F5", "F5"], &["S1"])}),
    );
    assert!(
        err["message"]
            .as_str()
            .expect("msg")
            .contains("F5 is chosen twice"),
        "{err}"
    );
    let err = app.err("referee_blue", json!({"request": blue(&["F13"], &["S1"])}));
    assert!(
        err["message"].as_str().expect("msg").contains("F13"),
        "{err}"
    );
    let err = app.err("referee_blue", json!({"request": blue(&["F1"], &[])}));
    assert!(
        err["message"].as_str().expect("msg").contains("empty"),
        "{err}"
    );
    // a card's text of a megabyte: refused with a short message
    let long = "F".repeat(1 << 20);
    let err = app.err(
        "referee_blue",
        json!({"request": blue(&[long.as_str()], &["S1"])}),
    );
    assert!(err["message"].as_str().expect("msg").len() < 200, "{err}");
    // a huge input is refused at once, and nothing is kept
    let huge: Vec<&str> = vec!["F1"; 100_000];
    let err = app.err("referee_blue", json!({"request": blue(&["F2"], &huge)}));
    assert_eq!(err["code"], "invalid");
    assert_eq!(app.ok("referee_recent", json!({"limit": 10})), json!([]));
}

#[test]
fn orange_multiplier_diviser_after_a_zero_takes_anything() {
    let app = app();
    let request = orange_md_after_zero();
    let answer = app.ok("referee_orange", json!({"request": request}));
    let plays: Vec<&str> = answer["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .map(|p| p["play"]["play"].as_str().expect("play"))
        .collect();
    for play in ["F7@suite1", "D11@suite1", "E9@suite1", "chat-noir@centre"] {
        assert!(plays.contains(&play), "{play} in {plays:?}");
    }
    assert!(!plays.contains(&"E9@suite3"), "{plays:?}");
    let chat = answer["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .find(|p| p["play"]["play"] == "chat-noir@centre")
        .expect("chat noir");
    assert_eq!(chat["effect"], "the next player draws 3, then plays");
    assert_eq!(chat["rule"], "orange_powers");

    // the example wording, then in French
    let proposal = json!({"play": "place", "card": "E9", "slot": {"suite": 2}});
    let verdict = app.ok(
        "referee_orange_check",
        json!({"request": request, "proposal": proposal}),
    );
    assert_eq!(verdict["legal"], false);
    assert_eq!(
        verdict["reason"],
        "On suite 3 (top 6, sign Plus) only 6 or 7 can go, not E9 (9 of Éléments)"
    );
    assert_eq!(verdict["rule"], "orange_signs");
    app.french();
    let verdict = app.ok(
        "referee_orange_check",
        json!({"request": request, "proposal": proposal}),
    );
    assert_eq!(
        verdict["reason"],
        "Sur la suite 3 (sommet 6, signe Plus) ne peut aller qu'un 6 ou un 7, pas E9 (9 d'Éléments)"
    );
    let verdict = app.ok(
        "referee_orange_check",
        json!({"request": request, "proposal": {"play": "place", "card": "D11", "slot": {"suite": 0}}}),
    );
    assert_eq!(verdict["legal"], true, "{verdict}");
    assert_eq!(verdict["play"]["effect"], "la suite 1 continue");
    // a place that does not exist is refused, not judged (nor a panic)
    let err = app.err(
        "referee_orange_check",
        json!({"request": request, "proposal": {"play": "place", "card": "D11", "slot": {"plate": 255}}}),
    );
    assert_eq!(err["code"], "invalid");
    // drawing while a card can be played
    let verdict = app.ok(
        "referee_orange_check",
        json!({"request": request, "proposal": {"play": "draw"}}),
    );
    assert_eq!(verdict["legal"], false);
    assert_eq!(verdict["rule"], "orange_draw");
}

#[test]
fn a_chat_noir_attack_is_answered_with_the_papillon() {
    let app = app();
    let mut request = orange_md_after_zero();
    request["hand"] = json!(["papillon", "F7"]);
    request["attacked"] = json!(true);
    let answer = app.ok("referee_orange", json!({"request": request}));
    let plays = answer["plays"].as_array().expect("plays");
    assert_eq!(plays.len(), 1, "{plays:?}");
    assert_eq!(plays[0]["play"]["play"], "papillon@centre");
    let verdict = app.ok(
        "referee_orange_check",
        json!({"request": request, "proposal": {"play": "take_three"}}),
    );
    assert_eq!(verdict["legal"], false);
    assert!(
        verdict["reason"]
            .as_str()
            .expect("reason")
            .contains("Papillon"),
        "{verdict}"
    );
}

#[test]
fn impossible_orange_positions_name_the_card_and_nothing_crashes() {
    let app = app();
    let mut request = orange_md_after_zero();
    request["hand"] = json!(["E0", "E0"]);
    let err = app.err("referee_orange", json!({"request": request}));
    assert!(
        err["message"]
            .as_str()
            .expect("msg")
            .starts_with("E0 (0 of Éléments) appears 3 times"),
        "{err}"
    );
    let mut request = orange_md_after_zero();
    request["plate"][1] = Value::Null;
    let err = app.err("referee_orange", json!({"request": request}));
    assert!(
        err["message"]
            .as_str()
            .expect("msg")
            .contains("Plate card 2 is not set"),
        "{err}"
    );
    let mut request = orange_md_after_zero();
    request["suites"][1]["top"] = json!({"face": "couteau-suisse"});
    let err = app.err("referee_orange", json!({"request": request}));
    assert_eq!(
        err["message"],
        "Suite 2: a Couteau Suisse on a suite stands for a declared value from 0 to 11: choose it"
    );
    let mut request = orange_md_after_zero();
    request["suites"][1]["sign"] = json!("F3");
    let err = app.err("referee_orange", json!({"request": request}));
    assert!(
        err["message"].as_str().expect("msg").contains("not a sign"),
        "{err}"
    );
    let mut request = orange_md_after_zero();
    request["suites"] = json!([{}, {}, {}, {}, {}]);
    assert_eq!(
        app.err("referee_orange", json!({"request": request}))["code"],
        "invalid"
    );
}

#[test]
fn the_positions_asked_about_are_kept_newest_first() {
    let app = app();
    let request = blue(&["chat-noir", "F10"], &["moins", "yin"]);
    app.ok("referee_blue", json!({"request": request}));
    app.ok("referee_blue", json!({"request": request}));
    app.ok("referee_orange", json!({"request": orange_md_after_zero()}));
    let kept = app.ok("referee_recent", json!({"limit": 10}));
    let kept = kept.as_array().expect("kept");
    assert_eq!(kept.len(), 2, "{kept:?}");
    assert_eq!(kept[0]["round"], "orange");
    assert_eq!(
        kept[0]["position"]["suites"],
        orange_md_after_zero()["suites"]
    );
    assert_eq!(kept[0]["position"]["options"]["yin_yang"], "together_30");
    assert_eq!(kept[1]["round"], "blue");
    assert_eq!(kept[1]["position"]["hand"], json!(["moins", "yin"]));
    app.ok("referee_forget", json!({"id": kept[0]["id"]}));
    assert_eq!(
        app.ok("referee_recent", json!({}))
            .as_array()
            .expect("kept")
            .len(),
        1
    );
}
