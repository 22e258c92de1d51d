//! (A module of the practice tests' binary: the same mock app.)
//!
//! The Papillon of 1756 against the computer through the app's commands: a whole game,
//! no view ever holding a card the person has not seen, stale and illegal moves
//! refused, take-back, hint, the next game of the sitting, the same deal again, the
//! review and the statistics.

use std::collections::BTreeSet;

use classic_papillon::{ClassicPractice, ClassicPracticeSetup};
use papillon_store::{PracticeId, Store};
use serde_json::{Value, json};

use super::{App, open};

fn request(names: &[&str], seats: &[&str]) -> Value {
    let seats: Vec<Value> = seats
        .iter()
        .map(|who| match *who {
            "person" => json!({"player": "person"}),
            level => json!({"player": "computer", "level": level}),
        })
        .collect();
    json!({"game": "classic", "request": {"names": names, "seats": seats, "options": classic_papillon::Options::default()}})
}

/// Every word of every string in a value (cards are words: `10H`, `AS`).
fn words(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::String(s) => out.extend(
            s.split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_string),
        ),
        Value::Array(a) => a.iter().for_each(|x| words(x, out)),
        Value::Object(o) => o.values().for_each(|x| words(x, out)),
        _ => {}
    }
}

/// The cards the person has not seen (the others' hands and the talon), from the
/// stored game replayed by the engine.
fn hidden(path: &std::path::Path, id: i64, person: usize) -> BTreeSet<String> {
    let store = Store::open(path).expect("store");
    let saved = store
        .practice::<classic_papillon::ClassicPractice>(PracticeId(id))
        .expect("saved");
    let setup: ClassicPracticeSetup = saved.setup;
    let game = ClassicPractice::replay(setup, &saved.moves).expect("replay");
    game.game()
        .unseen_by(person)
        .iter()
        .map(|c| c.to_string())
        .collect()
}

/// What a view shows, the dealer's cut left out (a separate, public draw).
fn shown(view: &Value) -> BTreeSet<String> {
    let mut v = view.clone();
    for entry in v["log"].as_array_mut().into_iter().flatten() {
        if let Some(events) = entry["events"].as_array_mut() {
            events.retain(|e| e["event"]["event"] != "dealer_cut");
        }
    }
    let mut out = BTreeSet::new();
    words(&v, &mut out);
    out
}

fn play_to_end(app: &App, path: &std::path::Path, mut view: Value) -> Value {
    let person = view["person"].as_u64().expect("person") as usize;
    let id = view["id"].as_i64().expect("id");
    let mut checked = 0;
    while view["status"] == "in_progress" {
        let secret = hidden(path, id, person);
        let leaked: Vec<String> = shown(&view).intersection(&secret).cloned().collect();
        assert!(leaked.is_empty(), "the view shows hidden cards {leaked:?}");
        checked += 1;
        let number = view["moves"].as_u64().expect("moves") + 1;
        view = if view["view"]["to_play"].as_u64() == Some(person as u64) {
            let action = view["choices"][0]["action"]
                .as_str()
                .expect("a move")
                .to_string();
            app.ok(
                "practice_play",
                json!({"id": id, "number": number, "action": action}),
            )
        } else {
            app.ok("practice_step", json!({"id": id, "number": number}))
        };
    }
    assert!(checked > 10, "{checked} positions checked");
    view
}

#[test]
fn a_game_of_1756_is_played_through_the_commands_and_shows_nothing_hidden() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("p.db");
    let app = open(&path);
    let view = app.ok(
        "practice_new",
        request(&["Ana", "Ben", "Cleo"], &["person", "hard", "medium"]),
    );
    let id = view["id"].as_i64().expect("id");
    assert_eq!(view["person"], 0);
    assert_eq!(view["view"]["hand"].as_array().map(Vec::len), Some(3));

    // a move for another number is stale, a move not in the list refused; neither is saved
    let wrong = app.err("practice_step", json!({"id": id, "number": 7}));
    assert_eq!(wrong["code"], "stale", "{wrong}");
    let again = app.ok("practice_view", json!({"id": id}));
    assert_eq!(again["moves"], view["moves"]);

    // up to the person's turn, then a hint, a move, the computer's answers, a take-back
    let mut view = view;
    while view["view"]["to_play"] != 0 {
        let number = view["moves"].as_u64().expect("moves") + 1;
        view = app.ok("practice_step", json!({"id": id, "number": number}));
    }
    let number = view["moves"].as_u64().expect("moves") + 1;
    let refused = app.err(
        "practice_play",
        json!({"id": id, "number": number, "action": "KS:KH"}),
    );
    assert_eq!(refused["code"], "refused", "{refused}");
    let hint = app.ok("practice_hint", json!({"id": id, "number": number}));
    assert!(
        view["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .any(|c| c["action"] == hint["action"]),
        "the hint is one of the moves: {hint}"
    );
    let before = view["moves"].clone();
    let moved = app.ok(
        "practice_play",
        json!({"id": id, "number": number, "action": hint["action"]}),
    );
    assert_eq!(moved["can_take_back"], true);
    let back = app.ok(
        "practice_take_back",
        json!({"id": id, "moves": moved["moves"]}),
    );
    assert_eq!(back["moves"], before);
    // a second tap of take-back, made on the game as it was, is stale
    let twice = app.err(
        "practice_take_back",
        json!({"id": id, "moves": moved["moves"]}),
    );
    assert_eq!(twice["code"], "stale", "{twice}");

    // a deal is played again only once it is over
    let early_replay = app.err("practice_replay", json!({"id": id}));
    assert_eq!(early_replay["code"], "invalid", "{early_replay}");

    // to the end: the report is the engine's, counters conserved
    let end = play_to_end(&app, &path, back);
    let report = &end["report"];
    let total: i64 = report["counters"]
        .as_array()
        .expect("counters")
        .iter()
        .filter_map(Value::as_i64)
        .sum::<i64>()
        + report["pot"].as_i64().expect("pot");
    assert_eq!(total, 60);
    assert_eq!(end["can_take_back"], false);
    let review = app.ok("practice_review", json!({"id": id}));
    assert!(
        review
            .as_array()
            .expect("review")
            .iter()
            .all(|m| m["choices"].as_u64() >= Some(1)),
        "{review}"
    );
    // each move says its deal, from 1, in the order they were dealt
    let deals: Vec<u64> = review
        .as_array()
        .expect("review")
        .iter()
        .map(|m| m["deal"].as_u64().expect("a deal"))
        .collect();
    assert!(deals.first() == Some(&1), "{review}");
    assert!(deals.windows(2).all(|w| w[0] <= w[1]), "{review}");

    // the next game of the sitting starts from these counters; the same deal again
    let next = app.ok("practice_next", json!({"id": id}));
    assert_eq!(next["view"]["game"], 2);
    // asked again (from the history), the same next game opens, not a second one
    let again = app.ok("practice_next", json!({"id": id}));
    assert_eq!(again["id"], next["id"]);
    let replay = app.ok("practice_replay", json!({"id": id}));
    assert_eq!(replay["replay_of"], id);
    assert_eq!(replay["view"]["game"], 1);
    // a game in progress cannot be followed yet
    let early = app.err("practice_next", json!({"id": next["id"]}));
    assert_eq!(early["code"], "invalid", "{early}");

    // statistics: the finished game counts, the replay does not
    let stats = app.ok("practice_statistics", json!({"game": "classic"}));
    assert_eq!(stats[0]["name"], "Ana");
    assert_eq!(stats[0]["games"], 1);
    let list = app.ok(
        "practice_list",
        json!({"game": "classic", "inProgress": true, "limit": 10}),
    );
    assert_eq!(
        list.as_array().map(Vec::len),
        Some(2),
        "game 2 and the replay"
    );
}

#[test]
fn a_table_the_engine_refuses_is_worded_from_its_problem() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let same = app.err(
        "practice_new",
        request(&["Ana", "Ana", "Cleo"], &["person", "easy", "easy"]),
    );
    assert_eq!(same["code"], "invalid");
    assert_eq!(same["problems"]["game"], "classic", "{same}");
    assert_eq!(
        same["problems"]["problems"][0]["code"], "same_name",
        "{same}"
    );
    let two = app.err(
        "practice_new",
        request(&["Ana", "Ben"], &["person", "easy"]),
    );
    assert_eq!(
        two["problems"]["problems"][0]["code"], "player_count",
        "{two}"
    );
    // one person at the table, exactly
    let nobody = app.err(
        "practice_new",
        request(&["Ana", "Ben", "Cleo"], &["easy", "easy", "easy"]),
    );
    assert_eq!(nobody["code"], "invalid", "{nobody}");
    let seats = app.err(
        "practice_new",
        request(&["Ana", "Ben", "Cleo"], &["person", "easy"]),
    );
    assert_eq!(seats["code"], "invalid", "{seats}");
    // nothing was stored
    let list = app.ok(
        "practice_list",
        json!({"game": "classic", "inProgress": false, "limit": 10}),
    );
    assert_eq!(list, json!([]));
}

#[test]
fn the_shared_commands_answer_each_game_by_the_game_of_its_id() {
    let dir = tempfile::tempdir().expect("dir");
    let app = open(&dir.path().join("p.db"));
    let classic = app
        .call(
            "practice_new",
            request(&["Ana", "Ben", "Cleo"], &["person", "easy", "easy"]),
        )
        .expect("a game of 1756");
    assert_eq!(classic["board"]["game"], "classic");
    assert_eq!(classic["names"], json!(["Ana", "Ben", "Cleo"]));
    assert_eq!(classic["over"], false);
    let modern = app.start("blue", &[("Ana", "person"), ("Ben", "easy")], Some(5));
    let modern = app
        .call("practice_view", json!({"id": modern["id"]}))
        .expect("the modern game");
    assert_eq!(modern["board"]["game"], "papillon");
    let shown = app
        .call("practice_view", json!({"id": classic["id"]}))
        .expect("the 1756 game");
    assert_eq!(shown["board"]["game"], "classic");
    // each game's list holds its own games only
    let list = app
        .call(
            "practice_list",
            json!({"game": "classic", "inProgress": true, "limit": 10}),
        )
        .expect("list");
    assert_eq!(list["game"], "classic");
    assert_eq!(list["games"].as_array().map(Vec::len), Some(1));
    // a game without sittings has no next game; a game not played here is refused;
    // a request of another game's shape does not read
    let next = app.err("practice_next", json!({"id": modern["id"]}));
    assert_eq!(next["code"], "invalid", "{next}");
    let prout = app.err("practice_statistics", json!({"game": "prout"}));
    assert_eq!(prout["code"], "invalid", "{prout}");
    let mixed = app.err(
        "practice_new",
        json!({"game": "papillon", "request": request(&["Ana", "Ben", "Cleo"], &["person", "easy", "easy"])["request"]}),
    );
    assert_eq!(mixed["code"], "invalid", "{mixed}");
    let missing = app.err("practice_view", json!({"id": 999}));
    assert!(missing["code"].is_string(), "{missing}");
}
