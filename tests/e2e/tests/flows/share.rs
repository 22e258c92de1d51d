//! (A module of the flows' test binary.)
//!
//! The table link in the real app: the host shares a game kept at the table; a second
//! app's webview, standing for a guest's phone, opens the address shown under the QR
//! code; each tap on the host shows on the guest's page within a second; "Stop sharing"
//! ends the link and the guest's page says so, in WebKit and in Chromium; sharing again
//! keeps the link, and the guests follow again by reloading. Loopback only (every app of
//! the E2E runs with `PAPILLON_SHARE_BIND=127.0.0.1:0`). The host's panel and the
//! guest's page are photographed and audited in both themes.

use std::time::{Duration, Instant};

use papillon_e2e::{Env, Result, Session, Shots};

/// The guest page's count of entries (its progress line ends with it).
async fn entries(guest: &Session) -> Result<u64> {
    let text = guest.find("#progress").await?.text().await?;
    Ok(text
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0))
}

async fn themes(s: &Session, shots: &Shots, failures: &mut Vec<String>, tag: &str) -> Result {
    for theme in ["light", "dark"] {
        s.run_js(&format!(
            "document.documentElement.dataset.theme = '{theme}'"
        ))
        .await?;
        let name = format!("{tag}-{theme}");
        shots.take(s, &name).await?;
        if let Err(e) = s.audit(&name).await {
            failures.push(e.to_string());
        }
    }
    s.run_js("document.documentElement.dataset.theme = 'light'")
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_follows_the_table_live_until_sharing_stops() -> Result {
    let shots = Shots::default();
    let mut failures = Vec::new();
    let mut host_env = Env::new("share-host")?;
    host_env.window_size("390x844");
    let host = host_env.launch().await?;
    super::new_team_game(&host).await?;
    host.click("#share-start").await?;
    let panel = host.find("#share-panel").await?;
    let url = panel.attr("data-url").await?.unwrap_or_default();
    assert!(url.starts_with("http://127.0.0.1:"), "loopback only: {url}");
    host.find("#share-qr").await?;
    host.run_js("document.getElementById('share-panel').scrollIntoView()")
        .await?;
    themes(&host, &shots, &mut failures, "share-host-phone").await?;

    let mut guest_env = Env::new("share-guest")?;
    guest_env.window_size("390x844");
    let guest = guest_env.launch().await?;
    guest.c.goto(&url).await?;
    guest
        .wait_text("#status", |t| t.starts_with("Live"), "the live page")
        .await?;
    let before = entries(&guest).await?;

    // each tap on the host reaches the guest within a second
    host.click("#tab-blue").await?;
    for (i, (player, count)) in [("Ana", 15), ("Cleo", 14), ("Ben", 15)]
        .into_iter()
        .enumerate()
    {
        host.set_count(player, count).await?;
        let tapped = Instant::now();
        let want = before + i as u64 + 1;
        loop {
            if entries(&guest).await? >= want {
                break;
            }
            assert!(
                tapped.elapsed() < Duration::from_secs(1),
                "the guest still shows {} entries, not {want}",
                entries(&guest).await?
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    // the entries so far, player by player, as tapped on the host
    guest
        .wait_js(
            "(() => { const rows = Array.from(document.querySelectorAll('#so-far tbody tr')).map((r) => r.cells[0].textContent + ':' + r.cells[1].textContent); return rows.includes('Ana:15') && rows.includes('Cleo:14'); })()",
            "the blue counts on the guest's page",
        )
        .await?;

    // a proposal: Dan, on the guest's phone, proposes his blue cards; the host accepts
    // it once, and it lands once
    let had = entries(&guest).await?;
    guest
        .run_js(
            r#"const s = document.getElementById('propose-seat'); s.value = '3';
            s.dispatchEvent(new Event('change', { bubbles: true }));"#,
        )
        .await?;
    guest.find("#propose-cards").await?.send_keys("14").await?;
    guest.click("#propose-send").await?;
    guest
        .wait_text("#propose-said", |t| t.starts_with("Proposed"), "proposed")
        .await?;
    themes(&guest, &shots, &mut failures, "share-guest-phone").await?;
    host.click("#share-proposals [data-accept]").await?;
    host.wait_js(
        "!document.querySelector('#share-proposals')",
        "the proposal answered",
    )
    .await?;
    let deadline = Instant::now() + Duration::from_secs(3);
    while entries(&guest).await? < had + 1 {
        assert!(
            Instant::now() < deadline,
            "the accepted proposal reached the guest"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(entries(&guest).await?, had + 1, "the proposal landed once");
    // the host's sheet shows it: Dan's chip says 14
    host.wait_js(
        "Array.from(document.querySelectorAll('.players [role=radio]')).some((e) => e.textContent.replace(/\\s+/g, '') === 'Dan14')",
        "Dan's 14 blue cards on the host's sheet",
    )
    .await?;

    // a second browser engine follows too: Chromium (which retried a stopped link
    // forever, issue 33)
    let chromium = Session::chromium("share-chromium").await?;
    chromium.c.goto(&url).await?;
    chromium
        .wait_text(
            "#status",
            |t| t.starts_with("Live"),
            "Chromium: the live page",
        )
        .await?;
    let want = entries(&guest).await?;
    let deadline = Instant::now() + Duration::from_secs(5);
    while entries(&chromium).await? != want {
        assert!(
            Instant::now() < deadline,
            "Chromium shows {} entries, not {want}",
            entries(&chromium).await?
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // stopped: the link dies, every guest's page is told so (the event `end`) and
    // stops retrying, in WebKit and in Chromium
    host.click("#share-stop").await?;
    host.find("#share-start").await?;
    let ended = |t: &str| t.contains("stopped sharing") || t.contains("no longer");
    guest.wait_text("#status", ended, "the link ended").await?;
    chromium
        .wait_text("#status", ended, "Chromium: the link ended")
        .await?;
    // and stays ended: no retry brings it back to "reconnecting"
    tokio::time::sleep(Duration::from_secs(2)).await;
    let status = chromium.find("#status").await?.text().await?;
    assert!(
        ended(&status),
        "Chromium still says the link ended: {status}"
    );

    // shared again: the same link (issue 35), so a guest reloads the page instead of
    // scanning again, and follows live
    host.click("#share-start").await?;
    let again = host
        .find("#share-panel")
        .await?
        .attr("data-url")
        .await?
        .unwrap_or_default();
    assert_eq!(again, url, "sharing the same game again keeps its link");
    for (who, page) in [("WebKit", &guest), ("Chromium", &chromium)] {
        page.c.goto(&url).await?;
        page.wait_text("#status", |t| t.starts_with("Live"), who)
            .await?;
    }
    host.click("#share-stop").await?;
    host.close().await;
    guest.close().await;
    chromium.close().await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}
