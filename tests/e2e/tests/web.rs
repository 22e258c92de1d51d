//! End-to-end flows of the web build (issue 51) in Chromium with a phone's emulation
//! (390×844, touch, device scale 3), through chromedriver: the whole app in the page's
//! worker (WebAssembly, SQLite on OPFS). Each flow has a browser profile of its own (its
//! own OPFS store, service worker and downloads), so they are independent.
//! scripts/web-e2e.sh serves ui/dist-web and runs them (PAPILLON_WEB_URL).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_e2e::Result;
use papillon_e2e::web::WebProfile;

/// The steps of a modern game kept at the table.
#[path = "web/keeping.rs"]
mod keeping;

/// A whole modern game kept at the table on the phone, four players in two teams, the
/// dice rolled in the app; the result is the engine's; finished, it is in the history.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_kept_game_with_teams_and_dice() -> Result {
    let p = WebProfile::new("web_kept_game")?;
    let s = p.launch().await?;
    s.wait_text("main", |t| t.contains("No game in progress"), "an empty home")
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
    s.find("#games .game-line[data-status=\"finished\"]").await?;
    s.audit("web: the history").await?;
    s.close().await;
    Ok(())
}
