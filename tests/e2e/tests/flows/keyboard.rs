//! (A module of the flows' test binary.) A whole score entry with Tab, the arrow keys,
//! Enter and Space only.

use super::*;

/// A whole score entry of a two-player game with the keyboard only: Tab and Shift+Tab
/// to move, arrow keys in the tab list and the radio groups, Enter and Space to act,
/// digits and letters to type. The page is only read, never clicked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keyboard_only_score_entry() -> Result {
    use papillon_e2e::key::{BACKSPACE, END, ENTER, HOME, LEFT, RIGHT, SPACE, TAB};
    let env = Env::new("keyboard_only_score_entry")?;
    let s = env.launch().await?;
    s.find("#new-game").await?;
    // the first Tab stop is the skip link, which takes the focus to the content
    s.keys(&[TAB]).await?;
    s.wait_focus("a.skip").await?;
    s.keys(&[ENTER]).await?;
    s.wait_focus("#main").await?;
    s.tab_to("#new-game").await?;
    s.keys(&[ENTER]).await?;
    s.find("#new-player").await?;
    s.tab_to("#new-player").await?;
    for p in ["Ana", "Ben"] {
        s.type_text(p).await?;
        s.keys(&[ENTER]).await?; // submits the form
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.wait_js(
        "!document.getElementById('start-game').disabled",
        "a game ready to start",
    )
    .await?;
    s.tab_to("#start-game").await?;
    s.keys(&[ENTER]).await?;
    s.find("#roll-start-blue").await?;

    // the tab list: one Tab stop, arrows move between the tabs
    s.tab_to("#tab-dice").await?;
    s.keys(&[RIGHT]).await?;
    s.wait_focus("#tab-blue[aria-selected=true]").await?;
    let tally = s
        .wait_text("#tally", |t| t.contains("cards"), "the tally")
        .await?;
    let deck: u32 = tally
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("no deck size in {tally:?}"))?;
    let ana = deck / 2 + 1;
    let ben = deck - ana;

    // the player picker: a radio group, one Tab stop, arrows pick the player
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
    s.wait_focus(".players [role=radio][aria-checked=true]")
        .await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.starts_with("Ben"),
        "Ben picked",
    )
    .await?;
    s.tab_to(".stepper input").await?;
    s.keys(&count(ben)).await?;
    s.wait_text("#tally", |t| t.contains("all assigned"), "all assigned")
        .await?;

    // orange: tours, then the hands
    s.shift_tab_to("#tab-blue").await?;
    s.keys(&[RIGHT]).await?;
    s.wait_focus("#tab-orange[aria-selected=true]").await?;
    for _ in 0..20 {
        // the last tour's answer may still be on its way: wait until the screen offers
        // a tour to add or says there is none left, then decide
        s.wait_js(
            "!!document.querySelector('[data-tour=\"Ana\"]') || !!document.getElementById('tours-complete')",
            "a tour to add, or none left",
        )
        .await?;
        if s.exists("#tours-complete").await {
            break;
        }
        // on a loaded machine the chips may be drawn again while Tab moves on, or go
        // away: the last tour's list can show before the screen says none is left (a
        // fresh-clone run once found the chips gone and the four tours entered). Look
        // again from the top once the answer has settled
        if s.tab_to("[data-tour=\"Ana\"]").await.is_err() {
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            continue;
        }
        // the tours entered, counted as the list's items, as the wait below counts them
        let n = tours_entered(&s).await?;
        s.keys(&[ENTER]).await?;
        s.wait_js(
            &format!("document.querySelectorAll('#tours li').length > {n} || !!document.getElementById('tours-complete')"),
            "one more tour",
        )
        .await?;
    }
    s.find("#tours-complete").await?;
    let tours = tours_entered(&s).await?;
    // Ana emptied her hand (Home picks the first player)
    let chip = |name: &'static str, note: &'static str| {
        move |t: &str| t.split_whitespace().collect::<String>() == format!("{name}{note}")
    };
    s.tab_to(".players [role=radio][aria-checked=true]").await?;
    s.keys(&[HOME]).await?;
    s.wait_focus(".players [role=radio][aria-checked=true]")
        .await?;
    s.wait_text(
        ".players [aria-checked=true]",
        |t| t.starts_with("Ana"),
        "Ana picked",
    )
    .await?;
    s.tab_to("#empty-hand").await?;
    s.keys(&[ENTER]).await?;
    // until every hand is in, the chip says how many cards the hand holds
    s.wait_text(
        ".players [aria-checked=true]",
        chip("Ana", "0cards"),
        "Ana's empty hand",
    )
    .await?;
    // Ben holds the 4 of the second family: family by arrows, number by Enter
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
    // every hand is in: the chips say the points each hand costs, from the report
    s.wait_text(
        ".players [aria-checked=true]",
        |t: &str| t.starts_with("Ben") && t.contains("point"),
        "Ben's card",
    )
    .await?;
    s.find("#complete").await?;

    // the result, then finish
    s.shift_tab_to("#tab-orange").await?;
    s.keys(&[END]).await?;
    s.wait_focus("#tab-result[aria-selected=true]").await?;
    // what was keyed in is what the engine scores
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
    println!(
        "keyboard: {ana}/{ben} cards, {tours} tours: {:?}",
        report.sides.iter().map(|x| x.total).collect::<Vec<_>>()
    );
    s.tab_to("#finish").await?;
    s.keys(&[ENTER]).await?;
    s.wait_text(".stack .ok", |t| t.contains("Finished"), "finished")
        .await?;
    // Home and back again by the keyboard: Home and Left arrow wrap in the tab list
    s.shift_tab_to("#tab-result").await?;
    s.keys(&[HOME]).await?;
    s.wait_focus("#tab-dice[aria-selected=true]").await?;
    s.keys(&[LEFT]).await?;
    s.wait_focus("#tab-result[aria-selected=true]").await?;
    s.close().await;
    Ok(())
}

/// The orange round's tours entered: the items of the list on screen.
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
