//! The commands by name ([`dispatch`]), as the WebAssembly build serves them: every
//! command of the list answers to its name, the arguments are read under the names the
//! front end sends (camelCase), what cannot be read is refused naming the command and
//! the argument, and a command answers through `dispatch` exactly what it answers when
//! called directly.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_app_core::command_list::COMMANDS;
use papillon_app_core::error::{CommandError, ErrorCode};
use papillon_app_core::messages::Lang;
use papillon_app_core::{AppState, commands, dispatch, play, referee};
use papillon_store::Store;
use serde_json::{Value, json};

fn state(dir: &tempfile::TempDir, seed: u64) -> AppState {
    let path = dir.path().join("papillon.db");
    let store = Store::open(&path).expect("store");
    AppState::new(store, path, dir.path().join("backups"), Some(seed))
}

/// A fresh state in a folder of its own.
fn fresh(seed: u64) -> (tempfile::TempDir, AppState) {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = state(&dir, seed);
    (dir, state)
}

fn refused(state: &AppState, name: &str, args: Value) -> CommandError {
    match dispatch(state, name, args) {
        Ok(v) => panic!("{name} should be refused, answered {v}"),
        Err(e) => e,
    }
}

/// What the front end receives of a direct call, with the times left out (two stores
/// made a moment apart).
fn wire<T: serde::Serialize>(value: T) -> Value {
    timeless(serde_json::to_value(value).expect("json"))
}

fn timeless(value: Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| {
                    let v = if k.ends_with("_at") {
                        Value::Null
                    } else {
                        timeless(v)
                    };
                    (k, v)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(timeless).collect()),
        other => other,
    }
}

fn from<T: serde::de::DeserializeOwned>(value: Value) -> T {
    serde_json::from_value(value).expect("a value of the type")
}

#[test]
fn every_command_of_the_list_answers_to_its_name() {
    let (_dir, state) = fresh(1);
    assert!(COMMANDS.len() >= 49, "{}", COMMANDS.len());
    let unknown = refused(&state, "no_such_command", json!({})).message;
    for name in COMMANDS {
        // with no arguments each either works or is refused for its arguments, never
        // as an unknown command, and never panics
        if let Err(e) = dispatch(&state, name, json!({})) {
            assert_ne!(
                e.message.replace(name, "no_such_command"),
                unknown,
                "{name}: {e}"
            );
        }
    }
    // the web build's export is one of them; the table link's are the desktop's
    assert!(COMMANDS.contains(&"export_backup_text"));
    assert!(!COMMANDS.iter().any(|c| c.starts_with("share_")));
}

#[test]
fn an_unknown_command_is_refused_with_its_name_in_both_languages() {
    let (_dir, state) = fresh(1);
    let e = refused(
        &state,
        "share_start",
        json!({"target": {"kind": "game", "id": 1}}),
    );
    assert_eq!(e.code, ErrorCode::Invalid);
    assert!(e.message.contains("share_start"), "{e}");
    assert!(e.message.starts_with("The app has no command"), "{e}");
    state.set_lang(Lang::Fr);
    let e = refused(&state, "undo_everything", Value::Null);
    assert_eq!(e.code, ErrorCode::Invalid);
    assert!(e.message.contains("undo_everything"), "{e}");
    assert!(e.message.starts_with("L'application"), "{e}");
}

#[test]
fn a_missing_or_mistyped_argument_is_refused_naming_it() {
    let (_dir, state) = fresh(1);
    // missing: named as the front end sends it
    let e = refused(
        &state,
        "practice_list",
        json!({"game": "classic", "limit": 5}),
    );
    assert_eq!(e.code, ErrorCode::Invalid);
    assert!(
        e.message.contains("practice_list") && e.message.contains("inProgress"),
        "{e}"
    );
    let e = refused(&state, "game_view", json!({}));
    assert!(
        e.message.contains("game_view") && e.message.contains("game"),
        "{e}"
    );
    // the Rust name is not the wire name: sent as in_progress, it is still missing
    let e = refused(
        &state,
        "practice_list",
        json!({"game": "classic", "in_progress": true, "limit": 5}),
    );
    assert!(e.message.contains("inProgress"), "{e}");
    // mistyped
    let e = refused(
        &state,
        "record_entry",
        json!({"game": 1, "revision": "one", "edit": {"edit": "set_blue_count", "player": "Ana", "cards": 3}}),
    );
    assert_eq!(e.code, ErrorCode::Invalid);
    assert!(
        e.message.contains("record_entry") && e.message.contains("revision"),
        "{e}"
    );
    let e = refused(&state, "app_start", json!({"systemLanguage": "klingon"}));
    assert!(e.message.contains("systemLanguage"), "{e}");
    let e = refused(&state, "roll_dice", json!({"game": -1.5}));
    assert!(
        e.message.contains("roll_dice") && e.message.contains("game"),
        "{e}"
    );
    // arguments that are not an object of named values
    let e = refused(&state, "add_player", json!(["Ana"]));
    assert_eq!(e.code, ErrorCode::Invalid);
    assert!(e.message.contains("add_player"), "{e}");
    // an optional argument left out is None, as Tauri has it
    let start = dispatch(&state, "app_start", json!({})).expect("start");
    assert_eq!(start["settings"]["language"], Value::Null);
    let dice = dispatch(&state, "roll_dice", json!({})).expect("a free roll");
    assert!(dice["pair"].is_object(), "{dice}");
    // and French words for French
    state.set_lang(Lang::Fr);
    let e = refused(&state, "game_view", json!({"game": "un"}));
    assert!(e.message.starts_with("La commande game_view"), "{e}");
    assert!(e.message.contains("game\u{a0}:"), "{e}");
}

#[test]
fn app_start_answers_the_same_by_name() {
    let (_a, by_name) = fresh(3);
    let (_b, direct) = fresh(3);
    let args = json!({"systemLanguage": "fr"});
    let named = dispatch(&by_name, "app_start", args).expect("start");
    let called = commands::app_start(&direct, Some(Lang::Fr)).expect("start");
    let mut called = wire(called);
    // the database's path is each state's own
    called["db_path"] = named["db_path"].clone();
    assert_eq!(timeless(named), called);
    assert_eq!(by_name.lang(), Lang::Fr);
}

#[test]
fn a_game_created_kept_and_undone_answers_the_same_by_name() {
    let (_a, by_name) = fresh(7);
    let (_b, direct) = fresh(7);
    let setup = json!({"players": ["Ana", "Ben", "Cleo", "Dan"],
        "teams": [["Ana", "Cleo"], ["Ben", "Dan"]], "options": {}, "dealer_seat": 0});
    let named = dispatch(&by_name, "create_game", json!({"setup": setup})).expect("game");
    let called = commands::games::create_game(&direct, from(setup)).expect("game");
    assert_eq!(timeless(named.clone()), wire(&called));
    let game = named["detail"]["summary"]["id"].as_i64().expect("id");
    let revision = named["detail"]["summary"]["revision"].clone();
    let edit = json!({"edit": "set_blue_count", "player": "Ben", "cards": 15});
    let named = dispatch(
        &by_name,
        "record_entry",
        json!({"game": game, "revision": revision, "edit": edit}),
    )
    .expect("entry");
    let called =
        commands::games::record_entry(&direct, game, from(revision), from(edit)).expect("entry");
    assert_eq!(timeless(named), wire(&called));
    let named = dispatch(&by_name, "undo", json!({"game": game})).expect("undo");
    let called = commands::games::undo(&direct, game).expect("undo");
    assert_eq!(timeless(named), wire(&called));
    // a refusal is the same error both ways
    let stale = json!({"game": game, "revision": 0, "edit": {"edit": "set_blue_count", "player": "Ana", "cards": 2}});
    let named = refused(&by_name, "record_entry", stale.clone());
    let called = commands::games::record_entry(&direct, game, 0, from(stale["edit"].clone()))
        .expect_err("stale");
    assert_eq!(named, called);
}

#[test]
fn a_game_against_the_computer_starts_the_same_by_name() {
    let (_a, by_name) = fresh(11);
    let (_b, direct) = fresh(11);
    let request = json!({"kind": "full", "seats": [
        {"name": "Ana", "player": {"player": "person"}},
        {"name": "Ben", "player": {"player": "computer", "level": "easy"}},
        {"name": "Cleo", "player": {"player": "computer", "level": "easy"}},
        {"name": "Dan", "player": {"player": "computer", "level": "easy"}}],
        "options": {}, "teams": {"teams": "seating"}, "seed": 42});
    let named = dispatch(
        &by_name,
        "practice_new",
        json!({"game": "papillon", "request": request}),
    )
    .expect("practice");
    let called =
        play::practice::practice_new(&direct, from(json!("papillon")), request).expect("practice");
    assert_eq!(timeless(named), wire(&called));
}

#[test]
fn the_referee_answers_the_same_by_name() {
    let (_dir, state) = fresh(1);
    // "Chat Noir et 10 sur le tapis, Moins et Yin en main"
    let request = json!({"plate": ["chat-noir", "F10"], "hand": ["moins", "yin"], "options": {}});
    let named = dispatch(&state, "referee_blue", json!({"request": request})).expect("answer");
    let called = referee::referee_blue(&state, from(request)).expect("answer");
    assert_eq!(named, wire(&called));
    assert_eq!(named["summary"]["total"], 3);
    let bad = json!({"plate": ["F5"], "hand": ["F5"], "options": {}});
    let named = refused(&state, "referee_blue", json!({"request": bad}));
    let called = referee::referee_blue(&state, from(bad)).expect_err("refused");
    assert_eq!(named, called);
}
