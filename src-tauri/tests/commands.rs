//! The app's commands through Tauri's IPC, on the mock runtime (`tauri::test`): the same
//! handler and state as the real app, no window system.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_app::{AppState, COMMANDS, ShareState, builder_with_share, context};
use papillon_store::Store;
use serde_json::{Value, json};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{INVOKE_KEY, get_ipc_response, mock_builder};
use tauri::webview::InvokeRequest;
use tauri::{WebviewWindow, WebviewWindowBuilder};

struct App {
    _app: tauri::App<tauri::test::MockRuntime>,
    webview: WebviewWindow<tauri::test::MockRuntime>,
    dir: tempfile::TempDir,
}

fn app(seed: u64) -> App {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("papillon.db");
    let store = Store::open(&path).expect("store");
    // the table link on loopback only
    let state = AppState::new(store, path, dir.path().join("backups"), Some(seed));
    let share = ShareState::on("127.0.0.1:0".parse().expect("loopback"));
    let app = builder_with_share(mock_builder(), state, share)
        .build(context())
        .expect("app");
    let webview = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("webview");
    App {
        _app: app,
        webview,
        dir,
    }
}

impl App {
    fn call(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        self.call_from("tauri://localhost", cmd, args)
    }

    fn call_from(&self, origin: &str, cmd: &str, args: Value) -> Result<Value, Value> {
        get_ipc_response(
            &self.webview,
            InvokeRequest {
                cmd: cmd.into(),
                callback: CallbackFn(0),
                error: CallbackFn(1),
                url: origin.parse().expect("url"),
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

    fn four_player_game(&self) -> (i64, Value) {
        let view = self.ok(
            "create_game",
            json!({"setup": {"players": ["Ana", "Ben", "Cleo", "Dan"],
                "teams": [["Ana", "Cleo"], ["Ben", "Dan"]], "options": {}, "dealer_seat": 0}}),
        );
        let id = view["detail"]["summary"]["id"].as_i64().expect("id");
        (id, view["detail"]["sheet"].clone())
    }
}

impl App {
    /// Sends taps one after the other, each on the revision the last answer gave.
    fn entries(&self, game: i64, edits: &[Value]) -> Value {
        let mut view = self.ok("game_view", json!({"game": game}));
        for edit in edits {
            let revision = view["detail"]["summary"]["revision"].clone();
            view = self.ok(
                "record_entry",
                json!({"game": game, "revision": revision, "edit": edit}),
            );
        }
        view
    }

    /// One tap on the current revision, expected to be refused.
    fn refused_entry(&self, game: i64, edit: Value) -> Value {
        let view = self.ok("game_view", json!({"game": game}));
        let revision = view["detail"]["summary"]["revision"].clone();
        self.err(
            "record_entry",
            json!({"game": game, "revision": revision, "edit": edit}),
        )
    }
}

fn count(player: &str, cards: i64) -> Value {
    json!({"edit": "set_blue_count", "player": player, "cards": cards})
}

fn tick(player: &str, card: &str) -> Value {
    json!({"edit": "toggle_blue_card", "player": player, "card": card})
}

#[test]
fn every_command_is_declared_once_and_granted_and_called_by_that_name() {
    // the one capability grants the generated set, on every platform
    let cap: Value = serde_json::from_str(include_str!("../capabilities/main.json")).expect("json");
    assert_eq!(cap["permissions"], json!(["app-commands"]));
    assert!(cap.get("platforms").is_none(), "the same on a phone");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let capabilities: Vec<String> = std::fs::read_dir(dir.join("capabilities"))
        .expect("capabilities")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(capabilities, ["main.json"], "one capability file");
    // the set build.rs generated grants exactly the app's commands
    let set = std::fs::read_to_string(dir.join("permissions/app-commands.toml")).expect("set");
    let granted: Vec<String> = set
        .lines()
        .filter_map(|l| l.trim().strip_prefix("\"allow-"))
        .map(|l| l.trim_end_matches("\",").replace('-', "_"))
        .collect();
    assert_eq!(
        granted, *COMMANDS,
        "the set grants exactly the app's commands"
    );
    // the front end calls each command by its name, and no other
    let api = std::fs::read_to_string(dir.join("../ui/src/api.ts")).expect("api.ts");
    let mut called: Vec<String> = api
        .split("invoke<")
        .skip(1)
        .filter_map(|rest| rest.split('"').nth(1).map(str::to_owned))
        .collect();
    called.sort();
    called.dedup();
    let mut declared: Vec<String> = COMMANDS.iter().map(|c| c.to_string()).collect();
    declared.sort();
    assert_eq!(
        called, declared,
        "ui/src/api.ts calls exactly the declared commands"
    );
    let app = app(1);
    for cmd in COMMANDS.iter() {
        // each listed command is wired: a call with no arguments either works or is
        // refused for its arguments, never "command not found"
        if let Err(e) = app.call(cmd, json!({})) {
            let text = e.to_string();
            assert!(!text.contains("not found"), "{cmd}: {text}");
        }
    }
}

#[test]
fn startup_gives_the_catalog_and_default_settings() {
    let app = app(1);
    let start = app.ok("app_start", json!({}));
    assert_eq!(
        start["catalog"]["blue_scoring"]
            .as_array()
            .expect("cards")
            .len(),
        15
    );
    assert_eq!(start["catalog"]["deck_size"], 58);
    assert_eq!(
        start["catalog"]["ranks"].as_array().expect("ranks").len(),
        12
    );
    assert_eq!(start["settings"]["theme"], "system");
    assert_eq!(start["settings"]["language"], Value::Null);
    assert_eq!(start["resume"], Value::Null);
}

#[test]
fn a_card_given_twice_is_refused_with_the_engines_message_in_both_languages() {
    let app = app(1);
    let (game, _) = app.four_player_game();
    let first = app.entries(
        game,
        &[count("Ben", 15), tick("Ben", "F3"), count("Dan", 3)],
    );
    let revision = first["detail"]["summary"]["revision"].clone();
    assert_eq!(first["blue"]["left"], 40);
    let err = app.refused_entry(game, tick("Dan", "F3"));
    assert_eq!(err["code"], "refused");
    let message = err["message"].as_str().expect("message");
    assert!(
        message.contains("F3") && message.contains("Ben") && message.contains("Dan"),
        "{message}"
    );
    assert!(message.contains("only one player"), "{message}");
    let now = app.ok("game_view", json!({"game": game}));
    assert_eq!(
        now["detail"]["summary"]["revision"], revision,
        "nothing was saved"
    );

    let settings = json!({"language": "fr", "theme": "dark", "sound": false, "haptics": true, "default_options": {}});
    app.ok(
        "save_settings",
        json!({"settings": settings, "systemLanguage": "en"}),
    );
    let err = app.refused_entry(game, tick("Dan", "F3"));
    let message = err["message"].as_str().expect("message");
    assert!(
        message.contains("un seul joueur") && message.contains("F3"),
        "{message}"
    );
    let start = app.ok("app_start", json!({}));
    assert_eq!(start["settings"]["theme"], "dark");
}

#[test]
fn the_most_cards_tie_is_rolled_off_and_written_on_the_sheet() {
    let app = app(7);
    let (game, _) = app.four_player_game();
    let err = app.err("settle_tie", json!({"game": game, "tie": "most_cards"}));
    let message = err["message"].as_str().expect("msg");
    assert!(message.contains("no most-cards tie"), "{message}");
    let view = app.entries(
        game,
        &[
            count("Ana", 15),
            count("Cleo", 14),
            count("Ben", 15),
            count("Dan", 14),
        ],
    );
    assert_eq!(
        view["prompts"]["most_cards_tie"],
        json!([["Ana", "Cleo"], ["Ben", "Dan"]])
    );
    let out = app.ok("settle_tie", json!({"game": game, "tie": "most_cards"}));
    let winner = out["contest"]["winner"].as_str().expect("winner");
    assert!(winner == "Ana+Cleo" || winner == "Ben+Dan", "{winner}");
    let written = &out["view"]["detail"]["sheet"]["blue"]["most_cards_rolloff"];
    assert_eq!(written.as_str(), winner.split('+').next());
    assert_eq!(out["view"]["prompts"]["most_cards_tie"], Value::Null);
    let log = out["view"]["detail"]["dice"].as_array().expect("log");
    assert!(log.iter().all(|d| d["purpose"] == "most_cards_roll_off"));
    assert!(log.len() >= 2);
}

#[test]
fn start_rolls_are_logged_and_reproducible_from_the_seed() {
    let a = app(42);
    let b = app(42);
    let (ga, _) = a.four_player_game();
    let (gb, _) = b.four_player_game();
    let ra = a.ok("roll_start", json!({"game": ga, "round": "orange"}));
    let rb = b.ok("roll_start", json!({"game": gb, "round": "orange"}));
    assert_eq!(ra["contest"], rb["contest"]);
    assert_eq!(ra["contest"]["best"], "lowest");
    let rolls: usize = ra["contest"]["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(|r| r.as_array().expect("r").len())
        .sum();
    assert_eq!(
        ra["view"]["detail"]["dice"].as_array().expect("log").len(),
        rolls
    );
}

#[test]
fn the_couteau_suisse_roll_goes_on_the_sheet_only_when_one_is_held() {
    let app = app(3);
    let (game, _) = app.four_player_game();
    let err = app.err("roll_couteau", json!({"game": game, "player": "Ana"}));
    assert!(
        err["message"]
            .as_str()
            .expect("msg")
            .contains("Couteau Suisse")
    );
    let view = app.entries(
        game,
        &[
            json!({"edit": "add_tour", "player": "Ben"}),
            json!({"edit": "set_end", "end": "carnage"}),
            json!({"edit": "add_hand_card", "player": "Ana", "card": "couteau-suisse"}),
            json!({"edit": "set_empty_hand", "player": "Ben"}),
            json!({"edit": "set_empty_hand", "player": "Cleo"}),
            json!({"edit": "set_empty_hand", "player": "Dan"}),
        ],
    );
    assert_eq!(view["prompts"]["couteau_suisse"][0]["player"], "Ana");
    let out = app.ok("roll_couteau", json!({"game": game, "player": "Ana"}));
    let value = out["view"]["detail"]["sheet"]["orange"]["couteau_suisse"]["Ana"][0]
        .as_i64()
        .expect("roll");
    assert!((2..=12).contains(&value));
    assert_eq!(out["view"]["prompts"]["couteau_suisse"], json!([]));
    // a second roll would be one too many: refused, nothing changes
    app.err("roll_couteau", json!({"game": game, "player": "Ana"}));
}

#[test]
fn bad_input_is_refused_and_nothing_changes() {
    let app = app(1);
    let big = "x".repeat(5000);
    assert_eq!(
        app.err(
            "save_location",
            json!({"location": {"screen": "game", "player": big}})
        )["code"],
        "invalid"
    );
    // a screen the app does not have is refused by the typed input itself
    app.err("save_location", json!({"location": {"screen": "nowhere"}}));
    let err = app.err("import_backup", json!({"text": "{\"format\": \"nope\"}"}));
    assert!(!err["message"].as_str().expect("msg").is_empty());
    assert_eq!(app.ok("list_games", json!({"filter": {}})), json!([]));
    let err = app.err(
        "propose_teams",
        json!({"players": ["Ana", "ana"], "options": {}}),
    );
    let message = err["message"].as_str().expect("msg");
    assert!(message.contains("ana"), "{message}");
    // a duplicate name is an invalid request, not an unfinished sheet
    assert_eq!(err["code"], "invalid");
    assert!(!message.contains("not complete"), "{message}");
    let err = app.err("game_view", json!({"game": 999}));
    assert_eq!(err["code"], "not_found");
    let err = app.err("add_player", json!({"name": "   "}));
    assert!(!err["message"].as_str().expect("msg").is_empty());
}

#[test]
fn teams_follow_the_rules_and_backups_round_trip() {
    let app = app(1);
    let teams = app.ok(
        "propose_teams",
        json!({"players": ["A", "B", "C", "D"], "options": {}}),
    );
    assert_eq!(
        teams,
        json!({"proposal": "fixed", "teams": [["A", "C"], ["B", "D"]]})
    );
    let five = app.ok(
        "propose_teams",
        json!({"players": ["A", "B", "C", "D", "E"], "options": {}}),
    );
    assert_eq!(five, json!({"proposal": "pick_after_roll"}));
    let pick = app.ok("roll_teams", json!({"players": ["A", "B", "C", "D", "E"]}));
    let winner = pick["winner"].as_str().expect("winner");
    assert!(["A", "B", "C", "D", "E"].contains(&winner));
    let partners: Vec<&str> = ["A", "B", "C", "D", "E"]
        .into_iter()
        .filter(|p| *p != winner)
        .take(2)
        .collect();
    let teams = app.ok(
        "compose_teams",
        json!({"players": ["A", "B", "C", "D", "E"], "options": {},
               "choice": {"choice": "picked", "picker": winner, "partners": partners}}),
    );
    assert_eq!(teams[0].as_array().expect("three").len(), 3);
    assert_eq!(teams[1].as_array().expect("two").len(), 2);
    let three = app.ok(
        "propose_teams",
        json!({"players": ["A", "B", "C"], "options": {"three_players": "two_against_one"}}),
    );
    assert_eq!(three, json!({"proposal": "choose_alone"}));
    let teams = app.ok(
        "compose_teams",
        json!({"players": ["A", "B", "C"], "options": {"three_players": "two_against_one"},
               "choice": {"choice": "alone", "player": "B"}}),
    );
    assert_eq!(teams, json!([["A", "C"], ["B"]]));
    let err = app.err(
        "compose_teams",
        json!({"players": ["A", "B", "C"], "options": {"three_players": "two_against_one"},
               "choice": {"choice": "alone", "player": "Zoé"}}),
    );
    assert!(err["message"].as_str().expect("msg").contains("Zoé"));
    app.four_player_game();
    app.ok(
        "save_location",
        json!({"location": {"screen": "game", "game": 1, "tab": "blue"}}),
    );
    assert_eq!(app.ok("app_start", json!({}))["location"]["tab"], "blue");
    let path = app.ok("export_backup", json!({}));
    let path = path.as_str().expect("path");
    assert!(path.starts_with(app.dir.path().to_str().expect("utf8")));
    let text = std::fs::read_to_string(path).expect("backup");
    // the web build's export: the same JSON as the file, but for the time it was made
    let given = app.ok("export_backup_text", json!({}));
    let mut given: Value = serde_json::from_str(given.as_str().expect("text")).expect("json");
    let mut written: Value = serde_json::from_str(&text).expect("json");
    given["exported_at"] = Value::Null;
    written["exported_at"] = Value::Null;
    assert_eq!(given, written);
    let summary = app.ok("import_backup", json!({"text": text}));
    assert_eq!(summary["games"], 0);
    assert_eq!(summary["skipped"], 1, "the game is already here");
}

#[test]
fn a_page_from_anywhere_else_may_not_call_the_commands() {
    let app = app(1);
    let err = app
        .call_from("https://example.com", "list_players", json!({}))
        .expect_err("a remote origin is refused");
    assert!(err.to_string().contains("not allowed"), "{err}");
    app.ok("list_players", json!({}));
}

#[test]
fn tied_best_totals_under_the_roll_off_rule_are_offered_and_settled() {
    let app = app(5);
    let view = app.ok(
        "create_game",
        json!({"setup": {"players": ["Ana", "Ben"], "options": {"tied_winners": "roll_off"}}}),
    );
    let game = view["detail"]["summary"]["id"].as_i64().expect("id");
    // blue 10 each (most cards / a 3), orange 5 each (apocalypse, no tour points)
    let view = app.entries(
        game,
        &[
            count("Ana", 30),
            count("Ben", 28),
            tick("Ben", "F3"),
            json!({"edit": "set_end", "end": "apocalypse"}),
            json!({"edit": "add_hand_card", "player": "Ana", "card": "E5"}),
            json!({"edit": "add_hand_card", "player": "Ben", "card": "F5"}),
        ],
    );
    assert_eq!(view["prompts"]["winner_tie"], json!([["Ana"], ["Ben"]]));
    assert!(
        view["missing"].as_array().expect("missing").len() == 1,
        "{}",
        view["missing"]
    );
    assert_eq!(view["detail"]["report"], Value::Null);
    let out = app.ok("settle_tie", json!({"game": game, "tie": "winner"}));
    let winner = out["contest"]["winner"].as_str().expect("winner");
    assert_eq!(out["view"]["detail"]["sheet"]["winner_rolloff"], winner);
    assert_eq!(out["view"]["detail"]["report"]["winners"], json!([winner]));
    assert_eq!(out["view"]["prompts"]["winner_tie"], Value::Null);
}

/// Every entry names the revision it edits: one made on a revision the game has left is
/// refused as stale and changes nothing; taps sent in turn all land.
#[test]
fn an_entry_on_an_old_revision_is_refused_and_nothing_is_lost() {
    let app = app(1);
    let (game, _) = app.four_player_game();
    let start = app.ok("game_view", json!({"game": game}));
    let base = start["detail"]["summary"]["revision"]
        .as_u64()
        .expect("revision");
    let first = app.ok(
        "record_entry",
        json!({"game": game, "revision": base, "edit": count("Ana", 10)}),
    );
    // a second tap made on the same screen, sent without waiting for the first answer
    let err = app.err(
        "record_entry",
        json!({"game": game, "revision": base, "edit": count("Ben", 12)}),
    );
    assert_eq!(err["code"], "stale");
    let now = app.ok("game_view", json!({"game": game}));
    assert_eq!(
        now["detail"]["summary"]["revision"],
        first["detail"]["summary"]["revision"]
    );
    assert_eq!(
        now["detail"]["sheet"]["blue"]["players"]["Ana"]["cards"],
        10
    );
    // sent in turn (as the front end's queue does), both land
    let view = app.entries(game, &[count("Ben", 12), count("Cleo", 13)]);
    assert_eq!(
        view["detail"]["summary"]["revision"].as_u64(),
        Some(base + 3)
    );
    assert_eq!(view["blue"]["entered"], 35);
    // an edit about someone who does not play is refused, with the name
    let err = app.refused_entry(game, count("Zoé", 3));
    assert_eq!(err["code"], "invalid");
    assert!(err["message"].as_str().expect("msg").contains("Zoé"));
    // a choice that does not belong to the table is refused, never a panic
    for (players, choice) in [
        (json!(["A", "B"]), json!({"choice": "alone", "player": "B"})),
        (
            json!(["A", "B", "C", "D"]),
            json!({"choice": "alone", "player": "B"}),
        ),
        (
            json!(["A", "B", "C"]),
            json!({"choice": "picked", "picker": "A", "partners": ["B", "C"]}),
        ),
    ] {
        let err = app.err(
            "compose_teams",
            json!({"players": players, "options": {"three_players": "two_against_one"}, "choice": choice}),
        );
        assert_eq!(err["code"], "invalid", "{players} {choice}: {err}");
    }
    app.err(
        "compose_teams",
        json!({"players": ["A", "B", "C"], "options": {}, "choice": {"choice": "alone", "player": "B"}}),
    );
}

#[test]
fn a_shared_table_follows_each_tap_and_its_link_dies_when_stopped() {
    let app = app(3);
    let (game, _) = app.four_player_game();
    assert_eq!(app.ok("share_status", json!({})), Value::Null);
    let share = app.ok(
        "share_start",
        json!({"target": {"kind": "game", "id": game}}),
    );
    let url = share["urls"][0].as_str().expect("url").to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let size = share["qr"]["size"].as_u64().expect("size");
    assert_eq!(
        share["qr"]["dark"].as_array().map(Vec::len),
        Some((size * size) as usize)
    );
    assert_eq!(app.ok("share_status", json!({}))["target"]["id"], game);
    let rest = url.trim_start_matches("http://");
    let (host, path) = rest.split_once('/').expect("path");
    let addr: std::net::SocketAddr = host.parse().expect("addr");
    let events = format!("/{path}events");
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    runtime.block_on(async {
        let mut guest = table_link::client::Guest::open(addr, &events)
            .await
            .expect("a live page");
        let first = guest.next().await.expect("the table");
        assert_eq!(first["players"], json!(["Ana", "Ben", "Cleo", "Dan"]));
        let revision = first["revision"].as_u64().expect("revision");
        assert_eq!(first["proposals"], true, "a Papillon sheet takes proposals");
        // a tap reaches the guest
        app.entries(game, &[count("Ana", 5)]);
        let next = guest.next().await.expect("the tap");
        assert_eq!(next["revision"].as_u64(), Some(revision + 1));

        // proposals from three guests (127.0.0.2-4: one waiting per guest): one of
        // another shape is refused by the server with its reason, never shown to the host
        let propose = format!("/{path}propose");
        for (guest, body, status) in [
            (
                2,
                json!({"seat": 1, "entry": {"edit": "set_blue_count", "cards": 14}}),
                202,
            ),
            (
                3,
                json!({"seat": 0, "entry": {"edit": "delete_everything"}}),
                422,
            ),
            (
                4,
                json!({"seat": 2, "entry": {"edit": "set_blue_count", "cards": 12}}),
                202,
            ),
        ] {
            let from = std::net::IpAddr::from([127, 0, 0, guest]);
            let answer = table_link::client::request_from(
                Some(from),
                addr,
                "POST",
                &propose,
                body.to_string().as_bytes(),
            )
            .await
            .expect("an answer");
            assert_eq!(answer.status, status, "{body}: {}", answer.body);
        }
    });
    let pending = app.ok("share_proposals", json!({}));
    let list = pending.as_array().expect("a list");
    assert_eq!(list.len(), 2, "{pending}");
    assert_eq!(list[0]["player"], "Ben");
    assert_eq!(
        list[0]["entry"],
        json!({"edit": "set_blue_count", "cards": 14})
    );
    let before =
        app.ok("game_view", json!({"game": game}))["detail"]["summary"]["revision"].clone();
    // accepted: entered once, through the checked path
    app.ok("share_answer", json!({"id": list[0]["id"], "accept": true}));
    let after = app.ok("game_view", json!({"game": game}));
    assert_eq!(
        after["detail"]["summary"]["revision"].as_u64(),
        before.as_u64().map(|r| r + 1)
    );
    assert_eq!(
        after["detail"]["sheet"]["blue"]["players"]["Ben"]["cards"], 14,
        "{}",
        after["detail"]["sheet"]
    );
    let twice = app.err("share_answer", json!({"id": list[0]["id"], "accept": true}));
    assert_eq!(twice["code"], "stale", "{twice}");
    // refused: nothing entered
    app.ok(
        "share_answer",
        json!({"id": list[1]["id"], "accept": false}),
    );
    let still = app.ok("game_view", json!({"game": game}));
    assert_eq!(
        still["detail"]["summary"]["revision"],
        after["detail"]["summary"]["revision"]
    );
    assert_eq!(app.ok("share_proposals", json!({})), json!([]));
    // a proposal made stale by a tap on the same count since is refused, nothing entered
    runtime.block_on(async {
        let body = json!({"seat": 2, "entry": {"edit": "set_blue_count", "cards": 9}});
        let answer = table_link::client::request_from(
            Some(std::net::IpAddr::from([127, 0, 0, 5])),
            addr,
            "POST",
            &format!("/{path}propose"),
            body.to_string().as_bytes(),
        )
        .await
        .expect("an answer");
        assert_eq!(answer.status, 202);
    });
    let waiting = app.ok("share_proposals", json!({}));
    assert_eq!(waiting[0]["player"], "Cleo");
    app.entries(game, &[count("Cleo", 7)]);
    let stale = app.err(
        "share_answer",
        json!({"id": waiting[0]["id"], "accept": true}),
    );
    assert_eq!(stale["code"], "stale", "{stale}");
    let cleo = app.ok("game_view", json!({"game": game}));
    assert_eq!(
        cleo["detail"]["sheet"]["blue"]["players"]["Cleo"]["cards"],
        7
    );
    app.ok("share_stop", json!({}));
    assert_eq!(app.ok("share_status", json!({})), Value::Null);
    runtime.block_on(async {
        // the server is gone: nothing answers on that address any more
        assert!(
            table_link::client::request(addr, "GET", &events, b"")
                .await
                .is_err()
        );
    });
    // shared again: the same link (kept in the store), so guests' pages follow on
    let again = app.ok(
        "share_start",
        json!({"target": {"kind": "game", "id": game}}),
    );
    assert_eq!(again["urls"][0], url.as_str(), "the kept link");
    // a new link: another address; the old token is refused
    let fresh = app.ok(
        "share_new_link",
        json!({"target": {"kind": "game", "id": game}}),
    );
    let fresh_url = fresh["urls"][0].as_str().expect("url").to_string();
    assert_ne!(fresh_url, url);
    let fresh_host = fresh_url
        .trim_start_matches("http://")
        .split_once('/')
        .expect("path")
        .0
        .parse::<std::net::SocketAddr>()
        .expect("addr");
    runtime.block_on(async {
        let old = table_link::client::request(fresh_host, "GET", &events, b"")
            .await
            .expect("an answer");
        assert_eq!(old.status, 404, "the old link is revoked");
    });
    app.ok("share_stop", json!({}));
    // a game that does not exist is refused
    let missing = app.err(
        "share_start",
        json!({"target": {"kind": "game", "id": 999}}),
    );
    assert_eq!(missing["code"], "not_found", "{missing}");
}
