//! (A module of the web flows' test binary.) The app in French, by the keyboard alone:
//! the settings' language chosen with Tab and the arrows, then a whole score entry of a
//! two-player game with Tab, Shift+Tab, the arrows, Enter and Space (the page is read,
//! never clicked), as tests/flows/keyboard.rs does in the desktop app; every screen
//! audited.

use papillon_core::{SheetInput, score_input};
use papillon_e2e::key::{BACKSPACE, END, ENTER, HOME, LEFT, RIGHT, SPACE, TAB};
use papillon_e2e::{Result, Session};

/// Moves the focus into the radio group whose checked input is `group_checked`, then
/// along it with the arrows to `css`, and checks it with Space.
async fn arrow_radio_to(s: &Session, group_checked: &str, css: &str) -> Result {
    s.tab_to(group_checked).await?;
    for arrow in [RIGHT, LEFT] {
        for _ in 0..6 {
            if s.focused(css).await? {
                s.keys(&[SPACE]).await?;
                return s
                    .wait_js(&format!("document.querySelector('{css}').checked"), css)
                    .await;
            }
            s.keys(&[arrow]).await?;
        }
    }
    Err(format!(
        "the arrows never reached {css}; the focus is on {}",
        s.focus_name().await
    )
    .into())
}

async fn tours_entered(s: &Session) -> Result<u64> {
    Ok(s.c
        .execute(
            "return document.querySelectorAll('#tours li').length",
            vec![],
        )
        .await?
        .as_u64()
        .ok_or("no tour count")?)
}

pub async fn french_keyboard_score_entry(s: &Session) -> Result {
    s.find("#new-game").await?;
    // the settings, in French
    s.tab_to("#settings").await?;
    s.keys(&[ENTER]).await?;
    s.find("input[name=lang]").await?;
    arrow_radio_to(s, "input[name=lang]:checked", "input[data-lang=\"fr\"]").await?;
    s.wait_text("h1", |t| t == "Réglages", "the French title")
        .await?;
    s.wait_js("document.documentElement.lang === 'fr'", "lang=fr")
        .await?;
    s.audit("web: the settings in French").await?;
    s.shift_tab_to("header.top button.ghost").await?;
    s.keys(&[ENTER]).await?;
    s.wait_text("#new-game", |t| t == "Nouvelle partie", "French on home")
        .await?;
    s.audit("web: home in French").await?;
    // the skip link, then a new game of two
    s.keys(&[TAB]).await?;
    s.tab_to("#new-game").await?;
    s.keys(&[ENTER]).await?;
    s.find("#new-player").await?;
    s.tab_to("#new-player").await?;
    for p in ["Ana", "Ben"] {
        s.type_text(p).await?;
        s.keys(&[ENTER]).await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.wait_js(
        "!document.getElementById('start-game').disabled",
        "ready to start",
    )
    .await?;
    s.audit("web: a new game in French").await?;
    s.tab_to("#start-game").await?;
    s.keys(&[ENTER]).await?;
    s.find("#roll-start-blue").await?;

    // blue: the tab list by the arrows, the counts typed, a card by Space
    s.tab_to("#tab-dice").await?;
    s.keys(&[RIGHT]).await?;
    s.wait_focus("#tab-blue[aria-selected=true]").await?;
    let tally = s
        .wait_text("#tally", |t| t.contains("cartes"), "the tally")
        .await?;
    let deck: u32 = tally
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("no deck size in {tally:?}"))?;
    let (ana, ben) = (deck / 2 + 1, deck - deck / 2 - 1);
    let count = |n: u32| -> Vec<char> {
        let mut k = vec![END, BACKSPACE, BACKSPACE, BACKSPACE];
        k.extend(n.to_string().chars());
        k.push(ENTER);
        k
    };
    s.tab_to(".players [role=radio][aria-checked=true]").await?;
    s.tab_to(".stepper input").await?;
    s.keys(&count(ana)).await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.contains(&ana.to_string()),
        "Ana's count",
    )
    .await?;
    s.tab_to("#blue-cards [data-face=\"F3\"]").await?;
    s.keys(&[SPACE]).await?;
    s.wait_text(
        "#blue-cards [data-face=\"F3\"] .holder",
        |t| t.contains('✓'),
        "F3 taken by Ana",
    )
    .await?;
    s.shift_tab_to(".players [role=radio][aria-checked=true]")
        .await?;
    s.keys(&[RIGHT]).await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.starts_with("Ben"),
        "Ben picked",
    )
    .await?;
    s.tab_to(".stepper input").await?;
    s.keys(&count(ben)).await?;
    s.wait_text(
        "#tally",
        |t| t.contains("toutes attribuées"),
        "all assigned",
    )
    .await?;
    s.audit("web: the blue tab in French").await?;

    // orange: the tours, then the hands
    s.shift_tab_to("#tab-blue").await?;
    s.keys(&[RIGHT]).await?;
    s.wait_focus("#tab-orange[aria-selected=true]").await?;
    for _ in 0..20 {
        s.wait_js(
            "!!document.querySelector('[data-tour=\"Ana\"]') || !!document.getElementById('tours-complete')",
            "a tour to add, or none left",
        )
        .await?;
        if s.exists("#tours-complete").await {
            break;
        }
        if s.tab_to("[data-tour=\"Ana\"]").await.is_err() {
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            continue;
        }
        let n = tours_entered(s).await?;
        s.keys(&[ENTER]).await?;
        s.wait_js(
            &format!("document.querySelectorAll('#tours li').length > {n} || !!document.getElementById('tours-complete')"),
            "one more tour",
        )
        .await?;
    }
    s.find("#tours-complete").await?;
    let tours = tours_entered(s).await?;
    s.tab_to(".players [role=radio][aria-checked=true]").await?;
    s.keys(&[HOME]).await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.starts_with("Ana"),
        "Ana picked",
    )
    .await?;
    s.tab_to("#empty-hand").await?;
    s.keys(&[ENTER]).await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.split_whitespace().collect::<String>() == "Ana0carte",
        "Ana's empty hand",
    )
    .await?;
    s.shift_tab_to(".players [role=radio][aria-checked=true]")
        .await?;
    s.keys(&[RIGHT]).await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.starts_with("Ben"),
        "Ben",
    )
    .await?;
    s.tab_to(".picker .seg [role=radio][aria-checked=true]")
        .await?;
    s.keys(&[RIGHT]).await?;
    s.wait_focus(".picker .seg [role=radio][data-family=E][aria-checked=true]")
        .await?;
    s.tab_to(".picker [data-face=\"E4\"]").await?;
    s.keys(&[ENTER]).await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t: &str| t.starts_with("Ben") && t.contains("point"),
        "Ben's card",
    )
    .await?;
    s.find("#complete").await?;
    s.audit("web: the orange tab in French").await?;

    // the result (End in the tab list), the engine's; finished by Enter
    s.shift_tab_to("#tab-orange").await?;
    s.keys(&[END]).await?;
    s.wait_focus("#tab-result[aria-selected=true]").await?;
    let sheet: SheetInput = serde_json::from_value(serde_json::json!({
        "players": ["Ana", "Ben"], "options": {},
        "blue": {"players": {
            "Ana": {"cards": ana, "scoring": ["F3"]},
            "Ben": {"cards": ben, "scoring": []}}},
        "orange": {"tours": vec!["Ana"; tours as usize], "end": "normal",
            "hands": {"Ana": [], "Ben": ["E4"]}}
    }))?;
    let report = score_input(&sheet).map_err(|e| e.to_string())?;
    for side in &report.sides {
        let label = side.members.join("+");
        let shown = s.side_row(&label).await?;
        assert_eq!(shown, [side.blue, side.orange, side.total], "side {label}");
    }
    s.audit("web: the result in French").await?;
    s.tab_to("#finish").await?;
    s.keys(&[ENTER]).await?;
    s.wait_text(".stack .ok", |t| t.contains("Terminée"), "finished")
        .await?;
    Ok(())
}
