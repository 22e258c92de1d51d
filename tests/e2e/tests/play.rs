//! Games against the computer in the real app (WebKitGTK under Xvfb): a person plays a
//! whole blue round and a whole orange round by tapping, choosing each move with the
//! hint; the app is killed mid-round and resumes at the same move; two people pass the
//! device; and every play screen is photographed at phone and desktop size, light and
//! dark, and audited with axe-core.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::time::{Duration, Instant};

use papillon_e2e::{Env, Result, Session, Shots};

/// Whole rounds by keyboard and accessible names (tests/keyboard/mod.rs).
mod keyboard;

/// The Papillon of 1756 against the computer (tests/classic_play/mod.rs).
mod classic_play;

/// Farfalia against the computer (tests/farfalia_play/mod.rs).
mod farfalia_play;

/// Instant computer moves (the flows wait on the screen, never on a timer).
async fn instant_speed(s: &Session) -> Result {
    s.home().await?;
    s.click("#settings").await?;
    s.click("[data-speed=\"instant\"]").await?;
    s.wait_js(
        "document.querySelector('[data-speed=\"instant\"]').checked",
        "instant speed chosen",
    )
    .await?;
    s.home().await
}

/// From home: a game of `kind` for the seats given as (name, "person" or a level).
async fn new_play(s: &Session, kind: &str, seats: &[(&str, &str)]) -> Result {
    s.home().await?;
    s.click("#play-computer").await?;
    s.click(&format!("input[name=kind][value={kind}]")).await?;
    s.click(&format!("input[name=count][value=\"{}\"]", seats.len()))
        .await?;
    for (i, (name, who)) in seats.iter().enumerate() {
        let script = format!(
            r#"const input = document.querySelector('[data-seat-name="{i}"]');
            const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            set.call(input, {name:?}); input.dispatchEvent(new Event('input', {{ bubbles: true }}));
            const select = document.querySelector('[data-seat-player="{i}"]');
            select.value = {who:?}; select.dispatchEvent(new Event('change', {{ bubbles: true }}));"#
        );
        s.run_js(&script).await?;
    }
    s.click("#deal").await?;
    s.find("#starter").await?;
    s.click("#start-play").await?;
    s.find(".play, #pass-device").await?;
    Ok(())
}

/// What the play screen is waiting for.
#[derive(Debug, PartialEq)]
enum Waiting {
    Over,
    PassDevice,
    Person,
    Computer,
}

async fn waiting(s: &Session) -> Result<Waiting> {
    let v =
        s.c.execute(
            r#"if (document.querySelector('#game-end')) return 'over';
            if (document.querySelector('#show-hand')) return 'pass';
            const h = document.querySelector('#hint-button');
            return h && !h.disabled && document.querySelector('#hand') ? 'person' : 'computer';"#,
            vec![],
        )
        .await?;
    Ok(match v.as_str() {
        Some("over") => Waiting::Over,
        Some("pass") => Waiting::PassDevice,
        Some("person") => Waiting::Person,
        _ => Waiting::Computer,
    })
}

/// Waits for a person's turn (the computer plays first, maybe several moves).
async fn wait_person(s: &Session) -> Result {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        match waiting(s).await? {
            Waiting::Person => return Ok(()),
            Waiting::PassDevice => s.click("#show-hand").await?,
            w if Instant::now() > deadline => {
                return Err(
                    format!("no person's turn, waiting for {w:?}{}", s.dump().await).into(),
                );
            }
            _ => tokio::time::sleep(Duration::from_millis(80)).await,
        }
    }
}

async fn moves_logged(s: &Session) -> Result<String> {
    Ok(s.find("#last-move").await?.text().await?)
}

/// How many moves the game has had (the play screen says it).
async fn move_count(s: &Session) -> Result<String> {
    Ok(s.find(".play")
        .await?
        .attr("data-moves")
        .await?
        .unwrap_or_default())
}

/// Plays the move `notation` by tapping the cards and buttons a person would.
async fn tap_move(s: &Session, round: &str, notation: &str) -> Result {
    let quoted = |x: &str| format!("\"{x}\"");
    if round == "blue" {
        if let Some((played, taken)) = notation.split_once(':') {
            let card = played.rsplit('+').next().unwrap_or(played);
            s.click(&format!("#hand [data-face={}]", quoted(card)))
                .await?;
            if taken == "*" || taken == "pile" {
                s.click(&format!("[data-notation={}]", quoted(notation)))
                    .await?;
                return Ok(());
            }
            // tap each card it takes, then "take them" for exactly that capture
            for face in taken.split(',') {
                s.click(&format!("#plate [data-face={}]", quoted(face)))
                    .await?;
                s.wait_js(
                    &format!(
                        "document.querySelector('#plate [data-face={}]').getAttribute('aria-pressed') === 'true'",
                        quoted(face)
                    ),
                    "the plate card chosen",
                )
                .await?;
            }
            s.click(&format!(
                "#choice-panel button.take[data-notation={}]",
                quoted(notation)
            ))
            .await?;
        } else {
            s.click(&format!("#hand [data-face={}]", quoted(notation)))
                .await?;
            s.click("#place-card").await?;
        }
        return Ok(());
    }
    // orange
    if ["keep", "take-three", "draw"].contains(&notation) {
        return s
            .click(&format!("[data-notation={}]", quoted(notation)))
            .await;
    }
    let body = notation.strip_prefix("cover:").unwrap_or(notation);
    let (card, slot) = body.split_once('@').ok_or("an orange move names a slot")?;
    let (card, declared) = match card.split_once('=') {
        Some((c, v)) => (c, Some(v)),
        None => (card, None),
    };
    let (face, back) = match card.split_once('/') {
        Some((f, b)) => (f, Some(b)),
        None => (card, None),
    };
    let back_css = back.map(|b| format!(".back-{b}")).unwrap_or_default();
    s.click(&format!("#hand [data-face={}]{back_css}", quoted(face)))
        .await?;
    s.click(&format!("[data-slot={}].open", quoted(slot)))
        .await?;
    if let Some(v) = declared {
        s.declare_if_asked(v).await?;
    }
    Ok(())
}

/// The person's turns, each chosen with the hint and played by tapping, until the game
/// is over or `stop` moves were made by the person; returns how many were made.
async fn play_with_hints(s: &Session, stop: usize) -> Result<usize> {
    let deadline = Instant::now() + Duration::from_secs(300);
    let mut made = 0;
    while made < stop {
        if Instant::now() > deadline {
            return Err(format!("the game should end{}", s.dump().await).into());
        }
        match waiting(s).await? {
            Waiting::Over => break,
            Waiting::PassDevice => s.click("#show-hand").await?,
            Waiting::Computer => tokio::time::sleep(Duration::from_millis(80)).await,
            Waiting::Person => {
                let before = move_count(s).await?;
                s.click("#hint-button").await?;
                let hint = s.find("#hint[data-notation]").await?;
                let notation = hint.attr("data-notation").await?.unwrap_or_default();
                let round = s
                    .find(".play")
                    .await?
                    .attr("data-round")
                    .await?
                    .unwrap_or_default();
                tap_move(s, &round, &notation).await?;
                // the move is made: the hint goes and the last move changes
                s.wait_js(
                    &format!(
                        "!document.querySelector('#hint') && (document.querySelector('#game-end') || document.querySelector('#show-hand') || document.querySelector('.play').dataset.moves !== {before:?})"
                    ),
                    "the move played",
                )
                .await?;
                made += 1;
            }
        }
    }
    Ok(made)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_a_blue_round_by_tapping() -> Result {
    let env = Env::new("play_blue")?;
    let s = env.launch().await?;
    instant_speed(&s).await?;
    new_play(&s, "blue", &[("Ana", "person"), ("Ben", "medium")]).await?;
    let made = play_with_hints(&s, usize::MAX).await?;
    s.find("#game-end #score-table").await?;
    let winners = s.find("#winners").await?.text().await?;
    assert!(!winners.trim().is_empty());
    println!("blue round: {made} moves of Ana's; {winners}");
    // the game is in the history, marked as played against the computer
    s.home().await?;
    s.click("#history").await?;
    s.wait_text(
        "#practice-games",
        |t| t.contains("computer (medium)"),
        "the game against the computer",
    )
    .await?;
    s.close().await;
    Ok(())
}

/// On a phone: a whole blue round against the computer tapped with a finger (W3C touch
/// actions) at `dims`, then the back button leaves the table and comes back to it at
/// the same move.
async fn phone_play(size: &str, dims: &str) -> Result {
    let mut env = Env::new(&format!("phone_play_{size}"))?;
    env.window_size(dims);
    let s = env.launch().await?;
    s.use_touch();
    instant_speed(&s).await?;
    new_play(&s, "blue", &[("Ana", "person"), ("Ben", "hard")]).await?;
    play_with_hints(&s, 3).await?;
    wait_person(&s).await?;
    let moves = move_count(&s).await?;
    s.home().await?;
    s.c.back().await?;
    wait_person(&s).await?;
    assert_eq!(
        move_count(&s).await?,
        moves,
        "the same move after going back"
    );
    play_with_hints(&s, usize::MAX).await?;
    s.find("#game-end #score-table").await?;
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_play_small() -> Result {
    phone_play("small", "360x640").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_an_orange_round_killed_and_resumed() -> Result {
    let env = Env::new("play_orange")?;
    let s = env.launch().await?;
    instant_speed(&s).await?;
    new_play(&s, "orange", &[("Ana", "person"), ("Ben", "easy")]).await?;
    play_with_hints(&s, 3).await?;
    // wait for Ana's turn, then remember the table and kill the app, as a crash would
    wait_person(&s).await?;
    let hand = hand_faces(&s).await?;
    let last = moves_logged(&s).await?;
    let count = move_count(&s).await?;
    assert!(env.kill_app()? >= 1, "the app process was found and killed");
    s.close().await;

    let s = env.launch().await?;
    // straight back to the same game, the same move, the same hand
    s.find(".play").await?;
    s.find("#hand").await?;
    assert_eq!(moves_logged(&s).await?, last);
    assert_eq!(move_count(&s).await?, count);
    assert_eq!(hand_faces(&s).await?, hand);
    play_with_hints(&s, usize::MAX).await?;
    s.find("#game-end #score-table").await?;
    // replay the same deal: the same first hand
    s.click("#review").await?;
    s.wait_text("#review-step", |t| t.contains("deal"), "the deal")
        .await?;
    s.click("#review-next").await?;
    s.find("#review-played").await?;
    s.close().await;
    Ok(())
}

async fn hand_faces(s: &Session) -> Result<Vec<String>> {
    let v = s
        .c
        .execute(
            "return [...document.querySelectorAll('#hand [data-face]')].map((e) => e.dataset.face + '/' + e.className)",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(v)?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_pass_the_device() -> Result {
    let env = Env::new("play_hot_seat")?;
    let s = env.launch().await?;
    instant_speed(&s).await?;
    new_play(
        &s,
        "blue",
        &[("Ana", "person"), ("Ben", "easy"), ("Cleo", "person")],
    )
    .await?;
    // the hand stays hidden until the person named taps
    let mut passes = std::collections::BTreeSet::new();
    let deadline = Instant::now() + Duration::from_secs(120);
    while passes.len() < 2 {
        assert!(Instant::now() < deadline, "both people get the device");
        match waiting(&s).await? {
            Waiting::PassDevice => {
                assert!(
                    !s.exists("#hand").await,
                    "no hand shown behind the pass screen"
                );
                let title = s.find("#pass-device h1").await?.text().await?;
                passes.insert(title.clone());
                s.click("#show-hand").await?;
                s.find("#hand").await?;
                // play the first card offered by placing or capturing
                play_with_hints(&s, 1).await?;
            }
            Waiting::Over => break,
            _ => tokio::time::sleep(Duration::from_millis(80)).await,
        }
    }
    assert!(passes.iter().any(|t| t.contains("Ana")) && passes.iter().any(|t| t.contains("Cleo")));
    s.close().await;
    Ok(())
}

/// Photographs a screen and audits it; failures are gathered so one run lists them all.
/// Photographs a screen (the English ones: docs/screenshots shows the app in English)
/// and audits it.
async fn check(s: &Session, shots: &Shots, failures: &mut Vec<String>, tag: String) -> Result {
    if !tag.ends_with("-fr") {
        shots.take(s, &tag).await?;
    }
    if let Err(e) = s.audit(&tag).await {
        eprintln!("{e}");
        failures.push(e.to_string());
    }
    Ok(())
}

/// Every play screen in both themes, photographed into docs/screenshots and audited.
async fn play_screens(size: &str, dims: &str) -> Result {
    let mut env = Env::new(&format!("play-screens-{size}"))?;
    env.window_size(dims);
    let shots = Shots::default();
    let s = env.launch().await?;
    instant_speed(&s).await?;
    let mut failures = Vec::new();
    // a finished blue round (for the result and the review)
    new_play(&s, "blue", &[("Ana", "person"), ("Ben", "easy")]).await?;
    play_with_hints(&s, usize::MAX).await?;
    for (lang, theme) in [
        ("en", "light"),
        ("en", "dark"),
        ("fr", "light"),
        ("fr", "dark"),
    ] {
        s.set_language(lang).await?;
        s.set_theme(theme).await?;
        let suffix = if lang == "fr" { "-fr" } else { "" };
        let tag = |screen: &str| format!("play-{screen}-{size}-{theme}{suffix}");
        s.home().await?;
        check(&s, &shots, &mut failures, tag("home")).await?;
        s.click("#play-computer").await?;
        s.click("#deal").await?;
        s.find("#starter").await?;
        check(&s, &shots, &mut failures, tag("setup")).await?;
        // the blue table, a card chosen
        s.click("input[name=kind][value=blue]").await?;
        s.click("#deal").await?;
        s.find("#starter").await?;
        s.click("#start-play").await?;
        wait_person(&s).await?;
        s.click("#hint-button").await?;
        s.find("#hint").await?;
        s.click("#hand .play-card").await?;
        check(&s, &shots, &mut failures, tag("blue")).await?;
        // the keys' help panel
        s.click("#keys-button").await?;
        s.find("#keys-help").await?;
        check(&s, &shots, &mut failures, tag("keys")).await?;
        s.click("#keys-close").await?;
        // the orange table
        s.home().await?;
        s.click("#play-computer").await?;
        s.click("input[name=kind][value=orange]").await?;
        s.click("#deal").await?;
        s.find("#starter").await?;
        s.click("#start-play").await?;
        wait_person(&s).await?;
        // a card chosen, when one can be played (an attack by the Chat Noir leaves none)
        if s.exists("#hand .play-card:not(.blocked)").await {
            s.click("#hand .play-card:not(.blocked)").await?;
        }
        check(&s, &shots, &mut failures, tag("orange")).await?;
        s.click("#show-log").await?;
        check(&s, &shots, &mut failures, tag("moves")).await?;
        // the finished game, its result and its review
        s.home().await?;
        s.click("#history").await?;
        s.click("#practice-games .game-line[data-status=\"finished\"]")
            .await?;
        s.click("#review-next").await?;
        check(&s, &shots, &mut failures, tag("review")).await?;
        s.click(".review .ghost").await?;
        s.find("#game-end").await?;
        check(&s, &shots, &mut failures, tag("result")).await?;
    }
    // hot-seat: the pass screen
    s.set_language("en").await?;
    s.set_theme("light").await?;
    new_play(&s, "orange", &[("Ana", "person"), ("Cleo", "person")]).await?;
    s.find("#pass-device").await?;
    check(&s, &shots, &mut failures, format!("play-pass-{size}-light")).await?;
    s.close().await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_screens_phone() -> Result {
    play_screens("phone", "390x844").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_screens_desktop() -> Result {
    play_screens("desktop", "1280x800").await
}
