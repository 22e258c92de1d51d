//! End-to-end flows of the real app binary in its real webview (WebKitGTK), driven
//! through tauri-driver and WebKitWebDriver by a W3C WebDriver client, under Xvfb.
//!
//! Each test is one flow and starts the app itself, with its own database and driver
//! ports (see `papillon_e2e::Env`), so any one of them runs alone
//! (`scripts/e2e.sh new_game_and_teams`) and they may run at the same time.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::time::Instant;

use papillon_core::{SheetInput, score_input};
use papillon_e2e::{Env, PLAYERS, Result, Session};

// ---- steps shared by the flows ----

/// From home: a new game of the four players (added to an empty roster), Ana dealing,
/// crossed pairs; ends on the game's dice tab.
async fn new_team_game(s: &Session) -> Result {
    s.home().await?;
    s.click("#new-game").await?;
    for p in PLAYERS {
        let input = s.find("#new-player").await?;
        input.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.click(".seats li:first-child input[type=radio]").await?; // Ana deals
    s.wait_text(
        ".teams",
        |t| t.contains("Ana + Cleo") && t.contains("Ben + Dan"),
        "crossed pairs",
    )
    .await?;
    s.click("#start-game").await?;
    s.find("#roll-start-blue").await?;
    Ok(())
}

/// Blue round: Ana+Cleo 29 cards, Ben+Dan 29 cards (most cards tied), with the
/// Chat Noir captured involuntarily.
async fn enter_blue(s: &Session) -> Result {
    s.click("#tab-blue").await?;
    s.set_count("Ana", 15).await?;
    s.tap_card("chat-noir").await?;
    s.click("#chat-noir input[value=\"involuntary\"]").await?;
    s.set_count("Cleo", 14).await?;
    s.set_count("Ben", 15).await?;
    for face in ["F3", "E3", "D3", "S3", "S7"] {
        s.tap_card(face).await?;
    }
    s.set_count("Dan", 14).await?;
    for face in ["yin", "yang", "plus"] {
        s.tap_card(face).await?;
    }
    s.wait_text(
        "#tally",
        |t| t.contains("58 cards: all assigned"),
        "all assigned",
    )
    .await?;
    Ok(())
}

/// The most-cards roll-off, offered on the blue tab; returns a member of the winner.
async fn most_cards_rolloff(s: &Session) -> Result<&'static str> {
    s.click("#most-cards-rolloff").await?;
    let rolloff = s
        .wait_text(
            "#contest-winner",
            |t| t.contains("wins the roll-off"),
            "a roll-off winner",
        )
        .await?;
    Ok(if rolloff.contains("Ana+Cleo") {
        "Ana"
    } else {
        "Ben"
    })
}

/// Orange round: two tours, the hands, the Couteau Suisse roll and the Papillon's
/// three cards; returns the Couteau Suisse roll.
async fn enter_orange(s: &Session) -> Result<i64> {
    s.click("#tab-orange").await?;
    s.click("[data-tour=\"Ana\"]").await?;
    s.wait_text("#tours", |t| t.contains("Tour 1: Ana"), "tour 1")
        .await?;
    s.click("[data-tour=\"Ben\"]").await?;
    s.wait_text("#tours", |t| t.contains("Tour 2: Ben"), "tour 2")
        .await?;
    s.click_text(".players [role=radio]", "Ana").await?;
    s.pick_orange("E5").await?;
    s.pick_orange("couteau-suisse").await?;
    s.click_text(".players [role=radio]", "Cleo").await?;
    s.pick_orange("papillon").await?;
    s.click_text(".players [role=radio]", "Ben").await?;
    s.click("#empty-hand").await?;
    s.click_text(".players [role=radio]", "Dan").await?;
    s.pick_orange("D2").await?;
    // the Couteau Suisse roll
    s.find("[data-couteau=\"Ana\"]").await?;
    s.audit("the orange tab's prompts").await?;
    s.click("[data-couteau=\"Ana\"]").await?;
    let couteau = s
        .wait_text(
            ".rolled",
            |t| t.starts_with("Couteau Suisse of Ana"),
            "the roll",
        )
        .await?;
    // « Couteau Suisse of Ana: 7, rolled here in the app »: the value, then how it came
    let value = couteau.split_once(": ").map_or("", |(_, v)| v);
    let digits: String = value.chars().take_while(char::is_ascii_digit).collect();
    let couteau: i64 = digits.parse()?;
    // the Papillon's three cards
    s.click("[data-draw=\"Cleo\"]").await?;
    for face in ["F1", "F2", "E4"] {
        s.pick_orange(face).await?;
    }
    s.find("#complete").await?;
    Ok(couteau)
}

/// The engine's result of the sheet the steps above enter.
fn expected(most_cards: &str, couteau: i64) -> Result<papillon_core::ScoreReport> {
    let sheet = consolation_sheet(most_cards, couteau)?;
    let report = score_input(&sheet).map_err(|e| e.to_string())?;
    assert!(
        !report.consolation.is_empty(),
        "the sheet is built to give a consolation"
    );
    Ok(report)
}

/// The sheet the steps above enter: teams, a consolation, a Couteau Suisse and a
/// Papillon in hand.
fn consolation_sheet(most_cards: &str, couteau: i64) -> Result<SheetInput> {
    Ok(serde_json::from_value(serde_json::json!({
        "players": PLAYERS, "teams": [["Ana", "Cleo"], ["Ben", "Dan"]], "options": {},
        "blue": {"players": {
            "Ana": {"cards": 15, "scoring": ["chat-noir"], "chat_noir": "involuntary"},
            "Cleo": {"cards": 14, "scoring": []},
            "Ben": {"cards": 15, "scoring": ["F3", "E3", "D3", "S3", "S7"]},
            "Dan": {"cards": 14, "scoring": ["yin", "yang", "plus"]}},
            "most_cards_rolloff": most_cards},
        "orange": {"tours": ["Ana", "Ben"], "end": "normal",
            "hands": {"Ana": ["E5", "couteau-suisse"], "Cleo": ["papillon"], "Ben": [], "Dan": ["D2"]},
            "couteau_suisse": {"Ana": [couteau]}, "papillon_draw": {"Cleo": ["F1", "F2", "E4"]}}
    }))?)
}

/// A whole game entered and finished (for the screens that show one).
async fn finished_game(s: &Session) -> Result {
    new_team_game(s).await?;
    s.click("#roll-start-blue").await?;
    s.find("#contest-winner").await?;
    enter_blue(s).await?;
    most_cards_rolloff(s).await?;
    enter_orange(s).await?;
    s.click("#tab-result").await?;
    s.click("#finish").await?;
    s.wait_text(".stack .ok", |t| t.contains("Finished"), "finished")
        .await?;
    Ok(())
}

/// From home: a two-player game of Ana and Ben (added to an empty roster).
async fn new_pair_game(s: &Session) -> Result {
    s.home().await?;
    s.click("#new-game").await?;
    for p in ["Ana", "Ben"] {
        s.find("#new-player").await?.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.click("#start-game").await?;
    s.find("#roll-start-blue").await?;
    Ok(())
}

// ---- the flows ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_game_and_teams() -> Result {
    let env = Env::new("new_game_and_teams")?;
    let launched = Instant::now();
    let s = env.launch().await?;
    let ready = launched.elapsed();
    let paint = s
        .c
        .execute(
            "const p = performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint') || performance.getEntriesByType('paint')[0]; return p ? p.startTime : -1",
            vec![],
        )
        .await?;
    println!(
        "metrics: session+launch to home {ready:?}; first paint {paint} ms after navigation start"
    );
    s.wait_text(
        "main",
        |t| t.contains("No game in progress"),
        "an empty home",
    )
    .await?;
    new_team_game(&s).await?;
    // the game is the one in progress, its players named on home
    s.home().await?;
    s.wait_text(
        "#resume",
        |t| t.contains("Ana, Ben, Cleo, Dan"),
        "the game to resume",
    )
    .await?;
    s.click("#resume").await?;
    s.find("#roll-start-blue").await?;

    // three players: each alone, or (house rule) two against one, the one picked
    s.home().await?;
    s.click("#new-game").await?;
    for p in ["Ana", "Ben", "Cleo"] {
        s.click_text(".chips button", p).await?;
    }
    s.wait_text("main", |t| t.contains("Each plays alone"), "each alone")
        .await?;
    // a click that lands while the form is drawn again is lost on a loaded machine:
    // click until the house rule reads two against one
    let two = "input[name=\"rule-three_players\"][value=\"two_against_one\"]";
    for attempt in 0..3 {
        s.click(two).await?;
        let checked = s
            .wait_js(
                &format!("document.querySelector('{two}').checked"),
                "two against one",
            )
            .await;
        if checked.is_ok() || attempt == 2 {
            checked?;
            break;
        }
    }
    s.click_text("[role=radiogroup] [role=radio]", "Cleo")
        .await?;
    s.wait_text(
        ".teams",
        |t| t.contains("Ana + Ben") && t.contains("Cleo"),
        "two against Cleo",
    )
    .await?;
    s.wait_js(
        "!document.getElementById('start-game').disabled",
        "ready to start",
    )
    .await?;
    // five players: a roll decides who picks two partners
    s.click("input[name=\"rule-three_players\"][value=\"each_alone\"]")
        .await
        .ok();
    for p in ["Eve", "Fay"] {
        s.find("#new-player").await?.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.wait_js(
        "document.querySelectorAll('.seats li').length === 5",
        "five seats",
    )
    .await?;
    s.wait_js(
        "document.getElementById('start-game').disabled",
        "no teams yet",
    )
    .await?;
    s.click("#roll-teams").await?;
    let picker = s
        .wait_text(
            "[aria-label$=\"picks two partners:\"]",
            |t| t.contains("won the roll"),
            "the roll's winner",
        )
        .await?;
    let winner = picker
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    let others: Vec<&str> = ["Ana", "Ben", "Cleo", "Eve"]
        .into_iter()
        .filter(|p| *p != winner)
        .take(2)
        .collect();
    for p in &others {
        s.click_text("[aria-label$=\"picks two partners:\"] button", p)
            .await?;
    }
    s.wait_js(
        "document.querySelectorAll('.teams li').length === 2",
        "two sides",
    )
    .await?;
    let teams = s.find(".teams").await?.text().await?;
    s.audit("a five-player new game, partners picked").await?;
    assert!(
        teams.contains(&format!("{winner} + {} + {}", others[0], others[1])),
        "{teams}"
    );
    s.wait_js(
        "!document.getElementById('start-game').disabled",
        "ready to start",
    )
    .await?;
    s.click("#start-game").await?;
    s.find("#roll-start-blue").await?;
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dice_and_roll_offs() -> Result {
    let env = Env::new("dice_and_roll_offs")?;
    let s = env.launch().await?;
    new_team_game(&s).await?;
    // tied start roll (the seed), re-rolled step by step
    s.click("#roll-start-blue").await?;
    s.find("#contest .tie").await?;
    let starter = s
        .wait_text("#contest-winner", |t| t.contains("starts"), "a starter")
        .await?;
    println!("start roll: {starter}");
    s.audit("the start roll's contest").await?;
    s.wait_text(
        "#dice-log",
        |t| t.contains("start, blue round"),
        "the dice log",
    )
    .await?;
    // a free roll lands in the log too
    let rolls = "document.querySelectorAll('#dice-log li').length";
    let before = s.c.execute(&format!("return {rolls}"), vec![]).await?;
    s.click("#roll-free").await?;
    s.wait_js(&format!("{rolls} > {before}"), "the free roll in the log")
        .await?;
    s.wait_text(
        "#dice-log li",
        |t| t.contains("free roll"),
        "the free roll on top",
    )
    .await?;
    // most cards tied: the roll-off is offered on the blue tab
    s.click("#tab-blue").await?;
    for (p, n) in [("Ana", 15), ("Cleo", 14), ("Ben", 15), ("Dan", 14)] {
        s.set_count(p, n).await?;
    }
    s.find("#most-cards-rolloff").await?;
    s.audit("the most-cards roll-off prompt").await?;
    let winner = most_cards_rolloff(&s).await?;
    println!("most-cards roll-off: {winner}'s side");
    s.click("#tab-dice").await?;
    s.wait_text(
        "#dice-log",
        |t| t.to_lowercase().contains("roll-off"),
        "the roll-off in the log",
    )
    .await?;
    s.close().await;
    Ok(())
}

/// Two quick taps, fired in one go with no wait between them (as a fast thumb does):
/// both land — the stepper's "+" twice counts two cards, and two cards ticked at once
/// are both ticked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_quick_taps_both_land() -> Result {
    let env = Env::new("two_quick_taps")?;
    let s = env.launch().await?;
    new_team_game(&s).await?;
    s.click("#tab-blue").await?;
    s.find(".stepper").await?;
    s.run_js(
        "const plus = document.querySelectorAll('.stepper button.round')[1]; plus.click(); plus.click();",
    )
    .await?;
    s.wait_text(
        "#tally",
        |t| t.contains("56 left to assign"),
        "two cards counted",
    )
    .await?;
    s.run_js(
        "document.querySelector('#blue-cards [data-face=\"F3\"]').click(); document.querySelector('#blue-cards [data-face=\"S7\"]').click();",
    )
    .await?;
    s.wait_js(
        "document.querySelector('#blue-cards [data-face=\"F3\"]').getAttribute('aria-pressed') === 'true' && document.querySelector('#blue-cards [data-face=\"S7\"]').getAttribute('aria-pressed') === 'true'",
        "both cards ticked",
    )
    .await?;
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blue_entry() -> Result {
    let env = Env::new("blue_entry")?;
    let s = env.launch().await?;
    new_team_game(&s).await?;
    enter_blue(&s).await?;
    // an invalid entry: F3 given to Dan too: the engine's message, nothing saved
    s.click("#blue-cards [data-face=\"F3\"]").await?;
    let error = s
        .wait_text("#error", |t| t.contains("F3"), "the engine's message")
        .await?;
    assert!(
        error.contains("ticked for both Ben and Dan") && error.contains("only one player"),
        "{error}"
    );
    s.audit("the blue tab with an error").await?;
    s.click("#error button").await?;
    s.wait_text(
        "#blue-cards [data-face=\"F3\"] .holder",
        |t| t == "Ben",
        "F3 still Ben's",
    )
    .await?;
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn orange_entry() -> Result {
    let env = Env::new("orange_entry")?;
    let s = env.launch().await?;
    new_team_game(&s).await?;
    enter_blue(&s).await?;
    most_cards_rolloff(&s).await?;
    let couteau = enter_orange(&s).await?;
    assert!((2..=12).contains(&couteau), "a two-dice roll: {couteau}");
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn result_and_undo_redo() -> Result {
    let env = Env::new("result_and_undo_redo")?;
    let s = env.launch().await?;
    new_team_game(&s).await?;
    enter_blue(&s).await?;
    let most_cards = most_cards_rolloff(&s).await?;
    let couteau = enter_orange(&s).await?;

    // the result, checked against the engine on the same sheet
    s.click("#tab-result").await?;
    let report = expected(most_cards, couteau)?;
    let mut before = Vec::new();
    for side in &report.sides {
        let label = side.members.join("+");
        let shown = s.side_row(&label).await?;
        assert_eq!(shown, [side.blue, side.orange, side.total], "side {label}");
        before.push(shown);
    }
    s.wait_text(
        "#consolation",
        |t| t.contains("Ana+Cleo"),
        "the consolation",
    )
    .await?;
    println!("result: {before:?} (Couteau Suisse {couteau}, most cards {most_cards})");

    // edit a past entry, undo it, redo it, undo it again
    s.click("#tab-blue").await?;
    s.set_count("Dan", 13).await?;
    s.wait_text(
        "#tally",
        |t| t.contains("1 left to assign"),
        "one card left",
    )
    .await?;
    s.click("#undo").await?;
    s.wait_text("#tally", |t| t.contains("all assigned"), "undone")
        .await?;
    s.click("#redo").await?;
    s.wait_text("#tally", |t| t.contains("1 left to assign"), "redone")
        .await?;
    s.click("#undo").await?;
    s.wait_text("#tally", |t| t.contains("all assigned"), "undone again")
        .await?;
    s.click("#tab-result").await?;
    for (side, want) in report.sides.iter().zip(&before) {
        assert_eq!(&s.side_row(&side.members.join("+")).await?, want);
    }
    s.click("#finish").await?;
    s.wait_text(".stack .ok", |t| t.contains("Finished"), "finished")
        .await?;
    s.wait_text("#session", |t| t.contains("Ana"), "the evening's standings")
        .await?;
    // the finished game is in the history
    s.home().await?;
    s.click("#history").await?;
    s.find("#games .game-line[data-status=\"finished\"]")
        .await?;
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_and_reopen() -> Result {
    let env = Env::new("kill_and_reopen")?;
    let s = env.launch().await?;
    new_pair_game(&s).await?;
    s.click("#tab-blue").await?;
    s.set_count("Ana", 20).await?;
    // killed in the middle of an entry, as a crash would
    assert!(env.kill_app()? >= 1, "the app process was found and killed");
    s.close().await;

    let s = env.launch().await?;
    // back on the same screen, with the entry
    s.wait_text(
        "#tally",
        |t| t.contains("38 left to assign"),
        "the entry after relaunch",
    )
    .await?;
    let value = s.find(".stepper input").await?.prop("value").await?;
    assert_eq!(value.as_deref(), Some("20"));
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_and_import() -> Result {
    // a game at one table, exported...
    let first = Env::new("backup_and_import-export")?;
    let s = first.launch().await?;
    new_pair_game(&s).await?;
    s.click("#tab-blue").await?;
    s.set_count("Ana", 20).await?;
    s.home().await?;
    s.click("#settings").await?;
    s.click("#export").await?;
    let message = s
        .wait_text(
            "#backup-message",
            |t| t.contains("Backup written to"),
            "the backup's path",
        )
        .await?;
    s.close().await;
    let backup = std::fs::read_dir(first.dir.path())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("papillon-backup-") && n.ends_with(".json"))
        })
        .ok_or_else(|| format!("no backup file in the backup folder ({message})"))?;
    assert!(message.contains(&backup.display().to_string()), "{message}");
    let text = std::fs::read_to_string(&backup)?;
    assert!(text.contains("Ana") && text.contains("Ben"), "{text}");

    // ...imported at another (an empty database)
    let second = Env::new("backup_and_import-import")?;
    let s = second.launch().await?;
    s.home().await?;
    s.click("#settings").await?;
    let file = s.find("input[type=file]").await?;
    file.send_keys(&backup.display().to_string()).await?;
    s.wait_text(
        "#backup-message",
        |t| t.contains("Imported 1 game, 0 against the computer (0 already here), new players: 2"),
        "the import's summary",
    )
    .await?;
    // the game is there, in progress, with its entry
    s.home().await?;
    s.wait_text("#resume", |t| t.contains("Ana, Ben"), "the imported game")
        .await?;
    s.click("#history").await?;
    s.find("#games .game-line").await?;
    // a second import of the same file adds nothing
    s.home().await?;
    s.click("#settings").await?;
    let file = s.find("input[type=file]").await?;
    file.send_keys(&backup.display().to_string()).await?;
    s.wait_text(
        "#backup-message",
        |t| t.contains("(1 already here), new players: 0"),
        "nothing imported twice",
    )
    .await?;
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_and_language() -> Result {
    let env = Env::new("settings_and_language")?;
    let s = env.launch().await?;
    s.home().await?;
    s.click("#settings").await?;
    s.click("[data-lang=\"fr\"]").await?;
    s.wait_text("h1", |t| t == "Réglages", "the French title")
        .await?;
    s.wait_js("document.documentElement.lang === 'fr'", "lang=fr")
        .await?;
    s.click("[data-theme-choice=\"dark\"]").await?;
    s.wait_js(
        "document.documentElement.dataset.theme === 'dark'",
        "the dark theme",
    )
    .await?;
    let was = s.find("#sound").await?.prop("checked").await?;
    s.click("#sound").await?;
    s.wait_js(
        &format!(
            "String(document.getElementById('sound').checked) !== '{}'",
            was.as_deref().unwrap_or("false")
        ),
        "the sound switched",
    )
    .await?;
    let sound = s.find("#sound").await?.prop("checked").await?;
    s.home().await?;
    s.wait_text("#new-game", |t| t == "Nouvelle partie", "French on home")
        .await?;
    s.audit("home in French, dark").await?;
    s.close().await;

    // kept across a restart
    let s = env.launch().await?;
    s.wait_text("#new-game", |t| t == "Nouvelle partie", "still French")
        .await?;
    s.wait_js(
        "document.documentElement.dataset.theme === 'dark'",
        "still dark",
    )
    .await?;
    s.click("#settings").await?;
    assert_eq!(s.find("#sound").await?.prop("checked").await?, sound);
    // and back to English, light
    s.click("[data-lang=\"en\"]").await?;
    s.wait_text("h1", |t| t == "Settings", "English again")
        .await?;
    s.click("[data-theme-choice=\"light\"]").await?;
    s.wait_js(
        "document.documentElement.dataset.theme === 'light'",
        "the light theme",
    )
    .await?;
    s.close().await;
    Ok(())
}

/// A whole score entry by keyboard alone.
#[path = "flows/keyboard.rs"]
mod keyboard;

/// Every screen photographed and audited; score keeping tapped on a phone.
#[path = "flows/screens.rs"]
mod screens;

/// The table link: a guest follows the table live.
#[path = "flows/share.rs"]
mod share;

/// Stored games of every game opened, each result's items added up from the screen.
#[path = "flows/results.rs"]
mod results;
