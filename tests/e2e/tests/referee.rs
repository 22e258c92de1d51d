//! The referee in the real app (WebKitGTK under Xvfb): a blue and an orange position
//! entered by tapping, the answer read from the screen, a proposed play judged in both
//! languages, the rule it rests on one tap away, and the referee screens photographed at
//! phone and desktop size in both themes and audited with axe-core.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_e2e::{Env, Result, Session, Shots};

/// Taps a card in the referee's picker (a family first for a family card).
async fn pick(s: &Session, face: &str) -> Result {
    if let Some(family) = face.chars().next().filter(|ch| "FEDS".contains(*ch))
        && face[1..].chars().all(|d| d.is_ascii_digit())
    {
        s.click(&format!(".picker [data-family=\"{family}\"]"))
            .await?;
    }
    s.click(&format!(".picker [data-face=\"{face}\"]")).await
}

/// The booklet's example: Chat Noir and 10 on the plate, Moins and Yin in hand.
async fn enter_booklet_example(s: &Session) -> Result {
    s.home().await?;
    s.click("#referee").await?;
    s.click("#ref-tab-blue").await?;
    // the referee keeps the last position while the app runs: start afresh
    s.click("#ref-clear").await?;
    s.click("#ref-to-plate").await?;
    pick(s, "chat-noir").await?;
    pick(s, "F10").await?;
    s.click("#ref-to-hand").await?;
    pick(s, "moins").await?;
    pick(s, "yin").await?;
    s.find("#ref-hand [data-face=\"yin\"]").await?;
    Ok(())
}

async fn enter_orange_position(s: &Session) -> Result {
    s.click("#ref-tab-orange").await?;
    s.click("#ref-oclear").await?;
    // plate 1 and 5; suite 1: 0 under Multiplier/Diviser; suite 3: 6 under Plus
    s.click("[data-target=\"plate1\"]").await?;
    pick(s, "F1").await?;
    s.click("[data-target=\"plate2\"]").await?;
    pick(s, "S5").await?;
    s.click("[data-target=\"suite1\"]").await?;
    pick(s, "E0").await?;
    s.click("[data-target=\"sign1\"]").await?;
    pick(s, "multiplier-diviser").await?;
    s.click("[data-target=\"suite3\"]").await?;
    pick(s, "S6").await?;
    s.click("[data-target=\"sign3\"]").await?;
    pick(s, "plus").await?;
    s.click("[data-target=\"hand\"]").await?;
    for face in ["F7", "E9", "chat-noir"] {
        pick(s, face).await?;
    }
    s.find("#ref-ohand [data-face=\"chat-noir\"]").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blue_and_an_orange_position_entered_by_tapping() -> Result {
    let env = Env::new("referee")?;
    let s = env.launch().await?;
    enter_booklet_example(&s).await?;
    s.click("#ref-ask").await?;
    s.wait_text(
        "#ref-plays-h",
        |t| t.contains("3 legal"),
        "three legal plays",
    )
    .await?;
    s.wait_text(
        "#ref-plays [data-kind=\"combiner\"]",
        |t| t.contains("Chat Noir") && t.contains("50 pts"),
        "Moins + Yin takes the 10 and the Chat Noir for 50",
    )
    .await?;
    // the players propose Yin alone taking the 10: refused, with why
    s.click("#ref-played [data-face=\"yin\"]").await?;
    s.click("#ref-taken [data-face=\"F10\"]").await?;
    s.click("#ref-check-take").await?;
    s.wait_text(
        "#verdict",
        |t| t.contains("Not legal") && t.contains("(12) cannot take F10"),
        "the refusal and its reason",
    )
    .await?;
    // with Moins and the Chat Noir too: legal
    s.click("#ref-played [data-face=\"moins\"]").await?;
    s.click("#ref-taken [data-face=\"chat-noir\"]").await?;
    s.click("#ref-check-take").await?;
    s.wait_text(
        "#verdict",
        |t| t.contains("Legal") && t.contains("combiner"),
        "the legal combination",
    )
    .await?;
    // the rule it rests on, one tap away
    s.click("#verdict .rule-link").await?;
    s.find("#rule-blue_signs.rule-target").await?;
    // back: the position, the answer and the verdict as they were
    s.c.back().await?;
    s.find("#ref-hand [data-face=\"yin\"]").await?;
    s.wait_text("#verdict", |t| t.contains("Legal"), "the verdict kept")
        .await?;

    s.home().await?;
    s.click("#referee").await?;
    enter_orange_position(&s).await?;
    s.click("#ref-oask").await?;
    s.wait_text(
        "#ref-oplays",
        |t| t.contains("Suite 1") && t.contains("the next player draws 3"),
        "the orange plays",
    )
    .await?;
    s.click("#ref-ocard [data-face=\"E9\"]").await?;
    s.click("#ref-oslot [data-slot='{\"suite\":2}']").await?;
    s.click("#ref-ocheck").await?;
    s.wait_text(
        "#verdict",
        |t| t.contains("only 6 or 7 can go, not E9"),
        "the issue's wording",
    )
    .await?;
    // in French, the same facts
    s.home().await?;
    s.click("#settings").await?;
    s.click("input[name=lang][data-lang=fr]").await?;
    s.home().await?;
    s.click("#referee").await?;
    s.click("#ref-recent li .link").await?;
    s.click("#ref-oask").await?;
    s.find("#ref-oplays").await?;
    s.click("#ref-ocard [data-face=\"E9\"]").await?;
    s.click("#ref-oslot [data-slot='{\"suite\":2}']").await?;
    s.click("#ref-ocheck").await?;
    s.wait_text(
        "#verdict",
        |t| t.contains("Pas permis") && t.contains("ne peut aller qu'un 6 ou un 7"),
        "the French wording",
    )
    .await?;
    s.close().await;
    Ok(())
}

async fn referee_screens(size: &str, dims: &str) -> Result {
    let mut env = Env::new(&format!("referee-screens-{size}"))?;
    env.window_size(dims);
    let shots = Shots::default();
    let s = env.launch().await?;
    let mut failures = Vec::new();
    for (lang, theme) in [
        ("en", "light"),
        ("en", "dark"),
        ("fr", "light"),
        ("fr", "dark"),
    ] {
        s.set_language(lang).await?;
        s.set_theme(theme).await?;
        let tag = |screen: &str| format!("referee-{screen}-{size}-{theme}");
        // docs/screenshots shows the app in English; the French screens are audited only
        let shoot = |name: &str| (lang == "en").then(|| tag(name));
        enter_booklet_example(&s).await?;
        s.click("#ref-ask").await?;
        s.find("#ref-plays").await?;
        s.click("#ref-played [data-face=\"yin\"]").await?;
        s.click("#ref-taken [data-face=\"F10\"]").await?;
        s.click("#ref-check-take").await?;
        s.find("#verdict").await?;
        if let Some(t) = shoot("blue") {
            shots.take(&s, &t).await?;
        }
        if let Err(e) = s.audit(&format!("referee blue, {lang} {theme}")).await {
            failures.push(e.to_string());
        }
        s.run_js("document.querySelector('#ref-plays').scrollIntoView()")
            .await?;
        if let Some(t) = shoot("blue-plays") {
            shots.take(&s, &t).await?;
        }
        s.home().await?;
        s.click("#referee").await?;
        enter_orange_position(&s).await?;
        s.click("#ref-oask").await?;
        s.find("#ref-oplays").await?;
        s.click("#ref-ocard [data-face=\"E9\"]").await?;
        s.click("#ref-oslot [data-slot='{\"suite\":2}']").await?;
        s.click("#ref-ocheck").await?;
        s.find("#verdict").await?;
        s.run_js("document.querySelector('.ref-layout').scrollIntoView()")
            .await?;
        if let Some(t) = shoot("orange") {
            shots.take(&s, &t).await?;
        }
        s.run_js("document.querySelector('#verdict').scrollIntoView({block: 'end'})")
            .await?;
        if let Some(t) = shoot("orange-verdict") {
            shots.take(&s, &t).await?;
        }
        if let Err(e) = s.audit(&format!("referee orange, {lang} {theme}")).await {
            failures.push(e.to_string());
        }
    }
    s.close().await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn referee_screens_phone() -> Result {
    referee_screens("phone", "390x844").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn referee_screens_desktop() -> Result {
    referee_screens("desktop", "1280x800").await
}
