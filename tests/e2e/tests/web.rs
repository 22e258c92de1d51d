//! End-to-end flows of the web build (issue 51) in Chromium with a phone's emulation
//! (390×844, touch, device scale 3), through chromedriver: the whole app in the page's
//! worker (WebAssembly, SQLite on OPFS). Each flow has a browser profile of its own (its
//! own OPFS store, service worker and downloads), so they are independent.
//! scripts/web-e2e.sh serves ui/dist-web and runs them (PAPILLON_WEB_URL).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_e2e::web::{Preview, WebProfile};
use papillon_e2e::{Result, Session};

/// Whether the person's moves are the hint's, and the computer the flows play against:
/// the hint is `hard`'s search, which reads the browser's clock in the worker
/// (game-kit's `clock`: std's `Instant` panics on wasm32-unknown-unknown).
const HINTS: bool = true;
const LEVEL: &str = "hard";

/// The steps of a modern game kept at the table.
#[path = "web/keeping.rs"]
mod keeping;

/// French and the keyboard alone.
#[path = "web/keyboard.rs"]
mod keyboard;

/// Games against the computer, tapped.
#[path = "web/play.rs"]
mod play;

/// A whole modern game kept at the table on the phone, four players in two teams, the
/// dice rolled in the app; the result is the engine's; finished, it is in the history.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_kept_game_with_teams_and_dice() -> Result {
    let p = WebProfile::new("web_kept_game")?;
    let s = p.launch().await?;
    s.wait_text(
        "main",
        |t| t.contains("No game in progress"),
        "an empty home",
    )
    .await?;
    s.audit("web: home, empty").await?;
    keeping::new_team_game(&s).await?;
    keeping::start_roll(&s).await?;
    keeping::enter_blue(&s).await?;
    let most_cards = keeping::most_cards_rolloff(&s).await?;
    let couteau = keeping::enter_orange(&s).await?;
    keeping::check_result(&s, most_cards, couteau).await?;
    s.click("#finish").await?;
    s.wait_text(".stack .ok", |t| t.contains("Finished"), "finished")
        .await?;
    s.home().await?;
    s.click("#history").await?;
    s.find("#games .game-line[data-status=\"finished\"]")
        .await?;
    s.audit("web: the history").await?;
    s.close().await;
    Ok(())
}

/// A whole modern game (the blue round, then the orange) against the computer (`LEVEL`),
/// each of the person's moves tapped (the hint's, with `HINTS`); the computer thinks in the worker.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_modern_game_against_the_computer() -> Result {
    let p = WebProfile::new("web_modern_play")?;
    let s = p.launch().await?;
    play::instant_speed(&s).await?;
    play::new_modern(&s, "full", LEVEL).await?;
    s.find("#hand").await?;
    s.audit("web: the blue table").await?;
    let made = play::play_modern(&s, usize::MAX, HINTS).await?;
    s.find("#game-end #score-table").await?;
    let winners = s.find("#winners").await?.text().await?;
    assert!(!winners.trim().is_empty());
    s.audit("web: the modern game's end").await?;
    println!("[web_modern_play] {made} moves of the person's; {winners}");
    s.home().await?;
    s.click("#history").await?;
    s.wait_text(
        "#practice-games",
        |t| t.contains(&format!("computer ({LEVEL})")),
        "the game against the computer",
    )
    .await?;
    s.close().await;
    Ok(())
}

/// A whole game of the Papillon of 1756 at three (against `LEVEL` and `medium`); the
/// counters on the table and in the pot always the sitting's 60.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_classic_game_against_the_computer() -> Result {
    let p = WebProfile::new("web_classic_play")?;
    let s = p.launch().await?;
    play::instant_speed(&s).await?;
    s.click("#play-computer").await?;
    s.click("#which-game [data-value=\"classic\"]").await?;
    s.click("#cplay-count [data-value=\"3\"]").await?;
    s.click(&format!("#cplay-level-1 [data-value=\"{LEVEL}\"]"))
        .await?;
    s.click("#cplay-level-2 [data-value=\"medium\"]").await?;
    s.audit("web: the 1756 game's set-up").await?;
    s.click("#cplay-start").await?;
    s.find(".cplay").await?;
    s.audit("web: the 1756 table").await?;
    let made = play::play_family(&s, "cplay", HINTS.then_some(2)).await?;
    s.find("#cplay-end #cplay-result").await?;
    let v = s
        .c
        .execute(
            "return Array.from(document.querySelectorAll('#cplay-result [data-change]')).map((e) => Number(e.dataset.change))",
            vec![],
        )
        .await?;
    let changes: Vec<i64> = serde_json::from_value(v)?;
    assert_eq!(changes.len(), 3, "three players' changes");
    assert_eq!(
        changes.iter().sum::<i64>() + pot(&s).await?,
        0,
        "counters conserved: {changes:?}"
    );
    s.audit("web: the 1756 game's end").await?;
    println!("[web_classic_play] {made} moves of the person's; changes {changes:?}");
    s.close().await;
    Ok(())
}

/// What the pot holds beyond its start (the pot shown at the end, less nothing: a game
/// starts with an empty pot).
async fn pot(s: &Session) -> Result<i64> {
    let v =
        s.c.execute(
            "const p = document.querySelector('#cplay-pot'); return p ? Number(p.dataset.pot) : 0",
            vec![],
        )
        .await?;
    Ok(v.as_i64().unwrap_or(0))
}

/// A whole beginner game of Farfalia at five against four computers: three deals, each
/// deal's score shown and gone on from, five totals at the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_farfalia_at_five_against_the_computer() -> Result {
    let p = WebProfile::new("web_farfalia_play")?;
    let s = p.launch().await?;
    play::instant_speed(&s).await?;
    s.click("#play-computer").await?;
    s.click("#which-game [data-value=\"farfalia\"]").await?;
    s.click("#fplay-count [data-value=\"5\"]").await?;
    for (i, level) in ["easy", "medium", "easy", "medium"].iter().enumerate() {
        s.click(&format!("#fplay-level-{} [data-value=\"{level}\"]", i + 1))
            .await?;
    }
    s.audit("web: Farfalia's set-up").await?;
    s.click("#fplay-start").await?;
    s.find(".fplay").await?;
    s.audit("web: the Farfalia table").await?;
    let made = play::play_family(&s, "fplay", HINTS.then_some(3)).await?;
    s.find("#fplay-end #fplay-result").await?;
    let rows =
        s.c.execute(
            "return document.querySelectorAll('#fplay-result tbody tr').length",
            vec![],
        )
        .await?;
    assert_eq!(rows.as_u64(), Some(5), "five players' totals");
    s.audit("web: Farfalia's end").await?;
    println!("[web_farfalia_play] {made} moves of the person's");
    s.close().await;
    Ok(())
}

/// French and the keyboard alone: the language chosen in the settings, then a whole
/// score entry with Tab, the arrows, Enter and Space; every screen audited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_french_by_keyboard_alone() -> Result {
    let p = WebProfile::new("web_french_keyboard")?;
    let s = p.launch().await?;
    keyboard::french_keyboard_score_entry(&s).await?;
    s.close().await;
    Ok(())
}

/// A two-player game's blue tab, Ana's count entered (saved: the chip shows it).
async fn pair_game_blue(s: &Session) -> Result {
    s.home().await?;
    s.click("#new-game").await?;
    for p in ["Ana", "Ben"] {
        s.find("#new-player").await?.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.click("#start-game").await?;
    s.click("#tab-blue").await?;
    s.set_count("Ana", 20).await
}

/// The blue card `face` is `owner`'s: the screen writes the owner's name, or a tick when
/// the owner is the player picked.
async fn holder_is(s: &Session, face: &str, owner: &str) -> Result {
    let picked = s
        .find(".players [role=radio][aria-checked=true]")
        .await?
        .text()
        .await?;
    let want = if picked.starts_with(owner) {
        "✓"
    } else {
        owner
    };
    s.wait_text(
        &format!("#blue-cards [data-face=\"{face}\"] .holder"),
        |t| t.trim() == want,
        &format!("{face} still {owner}'s"),
    )
    .await?;
    Ok(())
}

/// Back at the game's blue tab after the page came back (the same screen, or home and
/// "resume"), checking the tally.
async fn back_at_blue(s: &Session, tally: &str) -> Result {
    s.find("#tally, #resume").await?;
    if !s.exists("#tally").await {
        s.click("#resume").await?;
        s.click("#tab-blue").await?;
    }
    s.wait_text("#tally", |t| t.contains(tally), tally).await?;
    Ok(())
}

/// In the middle of an entry, the page reloaded, then its tab closed and the app opened
/// in a new tab of the same browser: every tap is there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_reload_and_closed_tab_lose_nothing() -> Result {
    let p = WebProfile::new("web_reload_and_tab")?;
    let s = p.launch().await?;
    pair_game_blue(&s).await?;
    s.tap_card("F3").await?;
    s.reload().await?;
    back_at_blue(&s, "38 left to assign").await?;
    let value = s.find(".stepper input").await?.prop("value").await?;
    assert_eq!(value.as_deref(), Some("20"), "Ana's count after a reload");
    holder_is(&s, "F3", "Ana").await?;
    // more taps, then the tab closed and the app opened again in a new one
    s.click_text(".players [role=radio]", "Ben").await?;
    s.set_count("Ben", 10).await?;
    s.tap_card("S7").await?;
    s.new_tab_closing_old(&p.url).await?;
    back_at_blue(&s, "8 left to assign").await?;
    holder_is(&s, "S7", "Ben").await?;
    holder_is(&s, "F3", "Ana").await?;
    s.audit("web: the blue tab, reopened in a new tab").await?;
    s.close().await;
    Ok(())
}

/// Offline: the app served by this flow's own server, opened once (the service worker
/// caches it); the server stopped; reloaded, the app opens from the cache and a whole
/// blue round is played against the computer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_offline_after_the_first_visit() -> Result {
    let mut server = Preview::start()?;
    let p = WebProfile::new("web_offline")?.served_at(&server.url());
    let s = p.launch().await?;
    s.wait_offline_ready().await?;
    server.stop();
    assert!(
        std::net::TcpStream::connect(("127.0.0.1", server.port)).is_err(),
        "the server is gone"
    );
    s.reload().await?;
    s.wait_js(
        "!!navigator.serviceWorker.controller",
        "the page served by the service worker",
    )
    .await?;
    s.audit("web: home, offline").await?;
    play::instant_speed(&s).await?;
    play::new_modern(&s, "blue", "easy").await?;
    play::play_modern(&s, usize::MAX, HINTS).await?;
    s.find("#game-end #score-table").await?;
    // and once more from nothing: a new tab, still offline
    s.new_tab_closing_old(&p.url).await?;
    s.home().await?;
    s.click("#history").await?;
    s.wait_text(
        "#practice-games",
        |t| t.contains("computer (easy)"),
        "the game played offline",
    )
    .await?;
    s.close().await;
    Ok(())
}

/// A backup downloaded from the web build imports into a desktop store (papillon_store,
/// as the desktop app opens its file); a desktop store's backup imports into the web
/// build through the file input.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_backup_round_trip_with_the_desktop() -> Result {
    let p = WebProfile::new("web_backup")?;
    let s = p.launch().await?;
    pair_game_blue(&s).await?;
    s.home().await?;
    s.click("#settings").await?;
    s.click("#export").await?;
    let deadline = std::time::Instant::now() + papillon_e2e::WAIT;
    let backup = loop {
        if let Some(f) = p.downloaded("papillon-backup-")?.into_iter().next() {
            break f;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no backup downloaded{}",
            s.dump().await
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    s.audit("web: the settings, a backup downloaded").await?;
    let name = backup
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
        .to_string();
    assert!(
        name.ends_with(".json") && name.len() == "papillon-backup-2026-01-01.json".len(),
        "{name}"
    );
    let text = std::fs::read_to_string(&backup)?;

    // into a desktop store
    let dir = tempfile::tempdir()?;
    let mut store = papillon_store::Store::open(dir.path().join("papillon.db"))?;
    let summary = store.import_json(&text)?;
    assert_eq!(
        (summary.games, summary.players_added),
        (1, 2),
        "{summary:?}"
    );
    let game = store
        .resume()?
        .ok_or("the web game, in progress on the desktop")?;
    assert_eq!(game.players, ["Ana", "Ben"]);
    // the desktop adds a finished game of its own, and makes a backup
    let sheet = &papillon_store::sample::finished_sheets(7, 1)[0];
    store.add_finished_game(sheet, None)?;
    let desktop = dir.path().join("papillon-backup-desktop.json");
    std::fs::write(&desktop, store.export_json()?)?;
    drop(store);

    // into a fresh web profile
    let p2 = WebProfile::new("web_backup-import")?;
    let s2 = p2.launch().await?;
    s2.home().await?;
    s2.click("#settings").await?;
    s2.find("input[type=file]")
        .await?
        .send_keys(&desktop.display().to_string())
        .await?;
    s2.wait_text(
        "#backup-message",
        |t| t.contains("Imported 2 games"),
        "the import's summary",
    )
    .await?;
    s2.home().await?;
    s2.wait_text(
        "#resume",
        |t| t.contains("Ana, Ben"),
        "the web game, back in the browser",
    )
    .await?;
    s2.click("#history").await?;
    s2.wait_js(
        "document.querySelectorAll('#games .game-line').length === 2",
        "both games",
    )
    .await?;
    s2.audit("web: the history after an import").await?;
    s2.close().await;
    s.close().await;
    Ok(())
}
