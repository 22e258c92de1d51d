//! Games against the computer through the app's commands, on Tauri's mock runtime: a
//! whole full game, killing the app mid-round and resuming, a take-back, and two people
//! passing the device (hot-seat).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::path::Path;

use papillon_app::{AppState, builder, context};
use papillon_store::Store;
use serde_json::{Value, json};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{INVOKE_KEY, get_ipc_response, mock_builder};
use tauri::webview::InvokeRequest;
use tauri::{WebviewWindow, WebviewWindowBuilder};

/// The game's own part of a shared answer: a view's board (its shared part agreeing
/// with it), a hint, a review, a list.
fn game_part(answer: Value) -> Value {
    let Some(object) = answer.as_object() else {
        return answer;
    };
    if let Some(board) = object.get("board") {
        let game = &board["game"];
        let view = &board["view"];
        assert!(game == "papillon" || game == "classic", "a game: {game}");
        assert_eq!(answer["id"], view["id"]);
        assert_eq!(answer["moves"], view["moves"]);
        assert_eq!(answer["status"], view["status"]);
        assert_eq!(answer["replay_of"], view["replay_of"]);
        assert_eq!(answer["can_take_back"], view["can_take_back"]);
        assert_eq!(answer["over"], json!(answer["to_play"].is_null()));
        assert_eq!(answer["end"].is_null(), answer["status"] != "finished");
        if game == "papillon" {
            assert_eq!(answer["to_play"], view["to_play"]);
        }
        return view.clone();
    }
    for part in ["hint", "review", "games"] {
        if object.len() == 2 && object.contains_key("game") && object.contains_key(part) {
            return answer[part].clone();
        }
    }
    answer
}

/// The Papillon of 1756 against the computer (tests/classic/mod.rs).
mod classic;

struct App {
    _app: tauri::App<tauri::test::MockRuntime>,
    webview: WebviewWindow<tauri::test::MockRuntime>,
}

/// The app on the database at `path` (opened again after a "kill").
fn open(path: &Path) -> App {
    let store = Store::open(path).expect("store");
    let state = AppState::new(
        store,
        path.to_owned(),
        path.with_extension("backups"),
        Some(7),
    );
    let app = builder(mock_builder(), state)
        .build(context())
        .expect("app");
    let webview = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("webview");
    App { _app: app, webview }
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

    /// A command's answer; a game's view, hint, review or list comes as its game's
    /// part (the shared part of a view checked against it).
    fn ok(&self, cmd: &str, args: Value) -> Value {
        let answer = self
            .call(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"));
        game_part(answer)
    }

    fn err(&self, cmd: &str, args: Value) -> Value {
        match self.call(cmd, args) {
            Ok(v) => panic!("{cmd} should fail, answered {v}"),
            Err(e) => e,
        }
    }

    /// Deals and starts a game; `seats`: (name, level or "person").
    fn start(&self, kind: &str, seats: &[(&str, &str)], seed: Option<u64>) -> Value {
        let seats: Vec<Value> = seats
            .iter()
            .map(|(name, who)| match *who {
                "person" => json!({"name": name, "player": {"player": "person"}}),
                level => json!({"name": name, "player": {"player": "computer", "level": level}}),
            })
            .collect();
        let deal = self.ok(
            "practice_prepare",
            json!({"kind": kind, "seats": seats.clone()}),
        );
        let seed = seed.unwrap_or_else(|| deal["seed"].as_u64().expect("seed"));
        let teams = if seats.len() == 5 {
            let picker = deal["picker"].as_u64().expect("a picker") as usize;
            let partners: Vec<usize> = (0..5).filter(|s| *s != picker).take(2).collect();
            json!({"teams": "picked", "partners": partners})
        } else {
            json!({"teams": "seating"})
        };
        self.ok(
            "practice_new",
            json!({"game": "papillon", "request": {"kind": kind, "seats": seats, "options": {}, "teams": teams, "seed": seed}}),
        )
    }

    /// The move a person makes here: the first one the view offers.
    fn person_move(view: &Value) -> String {
        let table = &view["table"];
        let hand = table["hand"].as_array().expect("hand");
        if table["round"] == "blue" {
            for card in hand {
                for option in [&card["common"][0], &card["place"], &card["power"]] {
                    if let Some(n) = option["notation"].as_str() {
                        return n.to_owned();
                    }
                }
            }
        } else {
            for card in hand {
                if let Some(n) = card["moves"][0]["notation"].as_str() {
                    return n.to_owned();
                }
            }
            if let Some(n) = table["other_moves"][0]["notation"].as_str() {
                return n.to_owned();
            }
        }
        panic!("the view offers no move: {table}");
    }

    /// One move, by whoever is to play; the game as it then stands.
    fn step(&self, view: &Value) -> Value {
        let id = &view["id"];
        let number = view["moves"].as_u64().expect("moves") + 1;
        let seat = view["to_play"].as_u64().expect("a seat to play") as usize;
        if view["seats"][seat]["player"]["player"] == "person" {
            assert_eq!(view["viewer"].as_u64(), Some(seat as u64), "the hand shown");
            let action = App::person_move(view);
            if let Some(only) = view["only_move"].as_str() {
                assert_eq!(only, action, "the only legal move is the one offered");
            }
            self.ok(
                "practice_play",
                json!({"id": id, "number": number, "action": action}),
            )
        } else {
            self.ok("practice_step", json!({"id": id, "number": number}))
        }
    }
}

fn four_seats() -> [(&'static str, &'static str); 4] {
    [
        ("Ana", "person"),
        ("Ben", "medium"),
        ("Cleo", "easy"),
        ("Dan", "medium"),
    ]
}

#[test]
fn a_whole_full_game_of_four_seats_is_played_through_the_commands() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let mut view = app.start("full", &four_seats(), Some(42));
    assert_eq!(view["sides"], json!([["Ana", "Cleo"], ["Ben", "Dan"]]));
    assert!(view["start_roll"]["winner"].is_string());
    let mut saw_orange = false;
    let mut moves = 0;
    while !view["to_play"].is_null() {
        view = app.step(&view);
        moves += 1;
        assert_eq!(view["moves"], json!(moves));
        assert_eq!(view["log"].as_array().expect("log").len(), moves);
        if view["table"]["round"] == "orange" {
            saw_orange = true;
            assert!(view["blue_report"].is_object(), "the blue score is shown");
        }
        assert!(moves < 2_000, "the game ends");
    }
    assert!(saw_orange);
    assert_eq!(view["status"], "finished");
    let report = &view["report"];
    assert_eq!(report["sides"].as_array().expect("sides").len(), 2);
    // the score is the engine's: blue − orange per side
    for side in report["sides"].as_array().expect("sides") {
        assert_eq!(
            side["total"].as_i64(),
            Some(side["blue"].as_i64().expect("blue") - side["orange"].as_i64().expect("orange"))
        );
    }
    // it is in the list, finished, and counts in Ana's statistics
    let list = app.ok(
        "practice_list",
        json!({"game": "papillon", "inProgress": false, "limit": 10}),
    );
    assert_eq!(list[0]["status"], "finished");
    assert_eq!(list[0]["moves"], json!(moves));
    let stats = app.ok("practice_statistics", json!({"game": "papillon"}));
    assert_eq!(stats[0]["name"], "Ana");
    assert_eq!(stats[0]["games"], 1);
    // a replay of the same deal does not count
    let replay = app.ok(
        "practice_new",
        json!({"game": "papillon", "request": {"kind": "full", "seats": [
            {"name": "Ana", "player": {"player": "person"}},
            {"name": "Ben", "player": {"player": "computer", "level": "medium"}},
            {"name": "Cleo", "player": {"player": "computer", "level": "easy"}},
            {"name": "Dan", "player": {"player": "computer", "level": "medium"}}],
            "options": {}, "teams": {"teams": "seating"}, "seed": 42, "replay_of": view["id"]}}),
    );
    assert_eq!(replay["replay_of"], view["id"]);
    let stats = app.ok("practice_statistics", json!({"game": "papillon"}));
    assert_eq!(stats[0]["games"], 1);
    // and the review steps through it, every hand shown
    let deal = app.ok("practice_review", json!({"id": view["id"], "step": 0}));
    assert_eq!(deal["steps"], json!(moves));
    assert_eq!(deal["table"]["hands"].as_array().expect("hands").len(), 4);
    assert!(deal["played"].is_null());
    let first = app.ok("practice_review", json!({"id": view["id"], "step": 1}));
    assert_eq!(first["played"], view["log"][0]);
    let last = app.ok(
        "practice_review",
        json!({"id": view["id"], "step": 1_000_000}),
    );
    assert_eq!(last["step"], json!(moves));
    assert_eq!(last["played"], view["log"][moves - 1]);
    // the hard level's preference is given for some of Ana's moves, never for a computer's
    let mut preferred = 0;
    for step in 1..=moves.min(20) {
        let r = app.ok("practice_review", json!({"id": view["id"], "step": step}));
        if !r["preferred"].is_null() {
            assert_eq!(r["played"]["seat"], json!(0));
            assert_ne!(r["preferred"]["notation"], r["played"]["notation"]);
            preferred += 1;
        }
    }
    assert!(
        preferred > 0,
        "the hard level disagrees with the first legal move sometimes"
    );
}

#[test]
fn killing_the_app_mid_round_resumes_the_same_game_at_the_same_move() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("p.db");
    let (id, before) = {
        let app = open(&path);
        let mut view = app.start("blue", &four_seats(), Some(9));
        for _ in 0..11 {
            view = app.step(&view);
        }
        (view["id"].clone(), view)
        // the app is dropped here without any closing step
    };
    let app = open(&path);
    let list = app.ok(
        "practice_list",
        json!({"game": "papillon", "inProgress": true, "limit": 1}),
    );
    assert_eq!(list[0]["id"], id);
    let after = app.ok("practice_view", json!({"id": id}));
    assert_eq!(after["moves"], before["moves"]);
    assert_eq!(after["table"], before["table"], "the same hands and plate");
    assert_eq!(after["log"], before["log"]);
    // and it plays on
    let next = app.step(&after);
    assert_eq!(next["moves"], json!(12));
}

#[test]
fn a_take_back_restores_the_position_and_the_computer_answers_the_same() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let seats = [("Ana", "person"), ("Ben", "medium")];
    let mut view = app.start("orange", &seats, Some(5));
    // play until it is Ana's turn after at least one computer move
    while view["to_play"] != json!(0) || view["moves"].as_u64() < Some(3) {
        view = app.step(&view);
    }
    let before = view.clone();
    let id = view["id"].clone();
    let action = App::person_move(&view);
    view = app.step(&view);
    while view["to_play"] == json!(1) {
        view = app.step(&view);
    }
    let answered = view["log"].clone();
    assert!(app.ok("practice_view", json!({"id": id}))["can_take_back"] == json!(true));
    let shown = view["moves"].clone();
    let back = app.ok("practice_take_back", json!({"id": id, "moves": shown}));
    // a second tap of take-back, made on the game as it was shown, undoes nothing more
    let twice = app.err("practice_take_back", json!({"id": id, "moves": shown}));
    assert_eq!(twice["code"], "stale");
    assert_eq!(back["moves"], before["moves"]);
    assert_eq!(
        back["table"], before["table"],
        "nothing drawn since is shown"
    );
    // the same move again: the computer answers exactly as before
    let mut again = app.ok(
        "practice_play",
        json!({"id": id, "number": back["moves"].as_u64().expect("n") + 1, "action": action}),
    );
    while again["to_play"] == json!(1) {
        again = app.step(&again);
    }
    assert_eq!(again["log"], answered);
    // a take-back with no move of a person's left is refused
    // (checked on a fresh game below)
    // a move sent twice (a double tap) is refused as stale and changes nothing
    let n = again["moves"].as_u64().expect("n");
    let stale = app.err("practice_step", json!({"id": id, "number": n}));
    assert_eq!(stale["code"], "stale");
    assert_eq!(
        app.ok("practice_view", json!({"id": id}))["moves"],
        json!(n)
    );
    // a move that is not legal is refused with a message, and nothing is saved
    if again["to_play"] == json!(0) {
        let refused = app.err(
            "practice_play",
            json!({"id": id, "number": n + 1, "action": "E99@suite9"}),
        );
        assert_eq!(refused["code"], "refused");
        assert_eq!(
            app.ok("practice_view", json!({"id": id}))["moves"],
            json!(n)
        );
    }
}

#[test]
fn two_people_pass_the_device_and_each_sees_only_their_own_hand() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let seats = [("Ana", "person"), ("Ben", "easy"), ("Cleo", "person")];
    let mut view = app.start("blue", &seats, Some(3));
    let mut viewers = std::collections::BTreeSet::new();
    for _ in 0..30 {
        if view["to_play"].is_null() {
            break;
        }
        let seat = view["to_play"].as_u64().expect("seat");
        if seat != 1 {
            // the hand shown is the one of the person to play, and no other hand is
            assert_eq!(view["viewer"].as_u64(), Some(seat));
            let size = view["table"]["players"][seat as usize]["hand"].as_u64();
            assert_eq!(
                view["table"]["hand"].as_array().expect("hand").len() as u64,
                size.expect("size")
            );
            assert!(view["table"]["hands"].is_null());
            viewers.insert(seat);
        }
        view = app.step(&view);
    }
    assert_eq!(viewers.len(), 2, "both people played");
}

#[test]
fn a_blue_choice_follows_the_cards_tapped_and_a_hint_explains_itself() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let seats = [("Ana", "person"), ("Ben", "easy")];
    let mut view = app.start("blue", &seats, Some(11));
    // find a position where Ana holds a card with a capture
    for _ in 0..60 {
        if view["to_play"] == json!(0) {
            let hand = view["table"]["hand"].as_array().expect("hand").clone();
            let n = view["moves"].as_u64().expect("n") + 1;
            if let Some(card) = hand.iter().find(|c| c["captures"].as_u64() > Some(0)) {
                let play = &card["common"][0]["play"];
                let taken: Vec<Value> = play["taken"].as_array().expect("taken").clone();
                let choice = app.ok(
                    "practice_blue_choice",
                    json!({"id": view["id"], "number": n, "card": play["card"], "chosen": [taken[0]]}),
                );
                if taken.len() == 1 {
                    assert!(!choice["exact"].as_array().expect("exact").is_empty());
                } else {
                    let open: Vec<Value> = choice["open"].as_array().expect("open").clone();
                    assert!(open.contains(&taken[1]), "{choice}");
                }
                let none = app.ok(
                    "practice_blue_choice",
                    json!({"id": view["id"], "number": n, "card": play["card"], "chosen": []}),
                );
                assert!(none["complete"].as_bool().expect("complete"));
                let bad = app.err(
                    "practice_blue_choice",
                    json!({"id": view["id"], "number": n, "card": "Q99", "chosen": []}),
                );
                assert_eq!(bad["code"], "invalid");
                let hint = app.ok("practice_hint", json!({"id": view["id"], "number": n}));
                assert_eq!(hint["level"], "hard");
                assert!(hint["suggestion"]["notation"].is_string());
                assert!(hint["reason"]["reason"].is_string());
                // a hint or a choice for another move is refused: none speaks for a hand
                // the screen does not show
                let late = app.err("practice_hint", json!({"id": view["id"], "number": n + 1}));
                assert_eq!(late["code"], "stale");
                return;
            }
        }
        if view["to_play"] == json!(1) {
            let n = view["moves"].as_u64().expect("n") + 1;
            let theirs = app.err("practice_hint", json!({"id": view["id"], "number": n}));
            assert_eq!(theirs["code"], "stale", "no hint for the computer's hand");
            let choice = app.err(
                "practice_blue_choice",
                json!({"id": view["id"], "number": n, "card": "F1", "chosen": []}),
            );
            assert_eq!(choice["code"], "stale");
        }
        view = app.step(&view);
    }
    panic!("no capture for Ana in 60 moves");
}

#[test]
fn five_players_a_computer_that_wins_the_roll_picks_its_partners() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let seats = json!([
        {"name": "Ana", "player": {"player": "person"}},
        {"name": "Ben", "player": {"player": "computer", "level": "hard"}},
        {"name": "Cleo", "player": {"player": "computer", "level": "easy"}},
        {"name": "Dan", "player": {"player": "computer", "level": "expert"}},
        {"name": "Eve", "player": {"player": "computer", "level": "medium"}}]);
    for seed in 0..40u64 {
        let deal = app.ok("practice_prepare", json!({"kind": "blue", "seats": seats}));
        let _ = seed;
        let picker = deal["picker"].as_u64().expect("picker");
        if picker == 0 {
            assert!(deal["picked"].is_null(), "a person picks for themself");
            continue;
        }
        let picked = deal["picked"]
            .as_array()
            .expect("the computer picks")
            .clone();
        assert_eq!(picked.len(), 2);
        let view = app.ok(
            "practice_new",
            json!({"game": "papillon", "request": {"kind": "blue", "seats": seats, "options": {},
                "teams": {"teams": "seating"}, "seed": deal["seed"]}}),
        );
        let sides = view["sides"].as_array().expect("sides");
        assert!(sides.iter().any(|s| s.as_array().expect("side").len() == 3));
        return;
    }
    panic!("the computer never won the roll in 40 deals");
}
