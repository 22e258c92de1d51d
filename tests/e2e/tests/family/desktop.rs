//! (A module of the family flows' test binary.) The family's sheets at desktop size,
//! light and dark: PROUT's and the counter keeper of 1756's set-up and sheet,
//! photographed into docs/screenshots and audited.

use super::*;

async fn both_themes(s: &Session, shots: &Shots, name: &str) -> Result {
    for theme in ["light", "dark"] {
        s.set_theme(theme).await?;
        s.open_family(name).await?;
        s.find("#family-status").await?;
        shots
            .take(s, &format!("family-{name}-desktop-{theme}"))
            .await?;
        s.audit(&format!("{name} sheet, desktop, {theme}")).await?;
    }
    s.set_theme("light").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn family_screens_desktop() -> Result {
    let mut env = Env::new("family_screens_desktop")?;
    env.window_size("1280x800");
    let shots = Shots::default();
    let s = env.launch().await?;
    // PROUT: a match with one game entered
    new_prout_match(&s, None).await?;
    s.click("#prout-add-game").await?;
    s.find("#prout-game-1").await?;
    count(&s, 1, "Hand", PLAYERS[1], 3).await?;
    both_themes(&s, &shots, "prout").await?;
    // the set-ups of PROUT and Farfalia
    for theme in ["light", "dark"] {
        s.set_theme(theme).await?;
        for game in ["prout", "farfalia"] {
            s.home().await?;
            s.click("#new-game").await?;
            s.click(&format!("#which-game [data-game=\"{game}\"]"))
                .await?;
            for p in PLAYERS {
                s.click_text(".chips button", p).await?;
            }
            s.wait_text(
                ".seats",
                |t| PLAYERS.iter().all(|p| t.contains(p)),
                "the seats",
            )
            .await?;
            shots
                .take(&s, &format!("new-{game}-desktop-{theme}"))
                .await?;
            s.audit(&format!("new game, {game}, desktop, {theme}"))
                .await?;
        }
    }
    // the counter keeper of 1756: its set-up (light last, so the form stays open), then
    // a sheet with an entry
    for theme in ["dark", "light"] {
        s.set_theme(theme).await?;
        s.home().await?;
        s.click("#new-game").await?;
        s.click("#which-game [data-game=\"classic\"]").await?;
        for p in PLAYERS {
            s.click_text(".chips button", p).await?;
        }
        s.find("#classic-dealer").await?;
        shots
            .take(&s, &format!("new-classic-desktop-{theme}"))
            .await?;
        s.audit(&format!("new game, 1756, desktop, {theme}"))
            .await?;
    }
    s.click("#start-family").await?;
    s.find("#classic-counters").await?;
    s.click("#classic-kind [data-value=\"reveal\"]").await?;
    s.click(&format!("#classic-player [data-value=\"{}\"]", PLAYERS[0]))
        .await?;
    s.click("#classic-add").await?;
    s.find("#classic-ledger [data-entry=\"0\"]").await?;
    both_themes(&s, &shots, "classic").await?;
    s.close().await;
    Ok(())
}
