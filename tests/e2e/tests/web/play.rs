//! (A module of the web flows' test binary.) Games against the computer in the browser:
//! the person's moves tapped (each the hint's, or the first offered), the computer
//! thinking in the page's worker, to the end of the game; as tests/play.rs,
//! tests/classic_play and tests/farfalia_play play them in the desktop app.

use std::time::{Duration, Instant};

use papillon_e2e::{Result, Session};

/// Instant computer moves (the flows wait on the screen, never on a timer).
pub async fn instant_speed(s: &Session) -> Result {
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

// ---- the modern game ----

/// From home: a modern game of `kind` (blue, orange, full), the person against `level`.
pub async fn new_modern(s: &Session, kind: &str, level: &str) -> Result {
    s.home().await?;
    s.click("#play-computer").await?;
    s.click(&format!("input[name=kind][value={kind}]")).await?;
    s.click("input[name=count][value=\"2\"]").await?;
    s.run_js(&format!(
        r#"const select = document.querySelector('[data-seat-player="1"]');
        select.value = "{level}"; select.dispatchEvent(new Event('change', {{ bubbles: true }}));"#
    ))
    .await?;
    s.click("#deal").await?;
    s.find("#starter").await?;
    s.audit("web: a modern game against the computer, dealt")
        .await?;
    s.click("#start-play").await?;
    s.find(".play").await?;
    Ok(())
}

/// What the modern game's table waits for: "over", "paused" (the blue round's score,
/// before the orange round), "person" or "computer".
async fn modern_waiting(s: &Session) -> Result<String> {
    let v =
        s.c.execute(
            r#"if (document.querySelector('#game-end')) return 'over';
            if (document.querySelector('#play-orange')) return 'paused';
            const h = document.querySelector('#hint-button');
            return h && !h.disabled && document.querySelector('#hand') ? 'person' : 'computer';"#,
            vec![],
        )
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

/// Plays the move `notation` by tapping the cards and buttons a person would.
async fn tap_modern(s: &Session, round: &str, notation: &str) -> Result {
    let q = |x: &str| format!("\"{x}\"");
    if round == "blue" {
        if let Some((played, taken)) = notation.split_once(':') {
            let card = played.rsplit('+').next().unwrap_or(played);
            s.click(&format!("#hand [data-face={}]", q(card))).await?;
            if taken == "*" || taken == "pile" {
                return s.click(&format!("[data-notation={}]", q(notation))).await;
            }
            for face in taken.split(',') {
                s.click(&format!("#plate [data-face={}]", q(face))).await?;
                s.wait_js(
                    &format!(
                        "document.querySelector('#plate [data-face={}]').getAttribute('aria-pressed') === 'true'",
                        q(face)
                    ),
                    "the plate card chosen",
                )
                .await?;
            }
            return s
                .click(&format!(
                    "#choice-panel button.take[data-notation={}]",
                    q(notation)
                ))
                .await;
        }
        s.click(&format!("#hand [data-face={}]", q(notation)))
            .await?;
        return s.click("#place-card").await;
    }
    if ["keep", "take-three", "draw"].contains(&notation) {
        return s.click(&format!("[data-notation={}]", q(notation))).await;
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
    s.click(&format!("#hand [data-face={}]{back_css}", q(face)))
        .await?;
    s.click(&format!("[data-slot={}].open", q(slot))).await?;
    if let Some(v) = declared {
        s.declare_if_asked(v).await?;
    }
    Ok(())
}

/// A move found on the screen alone, without the hint: the first card the screen lets
/// play, then the first way it offers to play it (the blue round's choice panel; the
/// orange round's open slots, tried in turn, and the first value to declare), or the
/// first move button (keep, take three, draw).
async fn tap_first_modern(s: &Session, before: &str) -> Result {
    let moved = format!(
        "!!document.querySelector('#game-end') || !!document.querySelector('#play-orange') || document.querySelector('.play').dataset.moves !== {before:?}"
    );
    let round = s.find(".play").await?.attr("data-round").await?;
    if round.as_deref() == Some("blue") {
        s.click("#hand .play-card:not(.blocked)").await?;
        return s.click("#choice-panel button[data-notation]").await;
    }
    if !s.exists("#hand .play-card:not(.blocked)").await {
        return s.click("button[data-notation]").await;
    }
    // the card chosen, its open slots tried in turn
    s.click("#hand .play-card:not(.blocked)").await?;
    let slots =
        s.c.execute(
            "return document.querySelectorAll('[data-slot].open').length",
            vec![],
        )
        .await?
        .as_u64()
        .unwrap_or(0);
    for i in 0..slots {
        if !s.exists("#hand .play-card.on").await {
            s.click("#hand .play-card:not(.blocked)").await?;
        }
        s.run_js(&format!(
            "document.querySelectorAll('[data-slot].open')[{i}].click()"
        ))
        .await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
        if s.exists("#declare [data-value]:not([disabled])").await {
            s.click("#declare [data-value]:not([disabled])").await?;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        let v = s.c.execute(&format!("return {moved}"), vec![]).await?;
        if v.as_bool() == Some(true) {
            return Ok(());
        }
    }
    if s.exists("button[data-notation]").await {
        return s.click("button[data-notation]").await;
    }
    Err(format!("no move found on the orange table{}", s.dump().await).into())
}

/// The person's turns of a modern game, each the hint's move tapped (or, without
/// `hints`, the first the screen offers), until the game is
/// over or `stop` moves were made; the blue round's score is audited on the way.
/// Returns how many moves the person made.
pub async fn play_modern(s: &Session, stop: usize, hints: bool) -> Result<usize> {
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut made = 0;
    while made < stop {
        if Instant::now() > deadline {
            return Err(format!("the game should end{}", s.dump().await).into());
        }
        match modern_waiting(s).await?.as_str() {
            "over" => break,
            "paused" => {
                s.audit("web: the blue round's score").await?;
                s.click("#play-orange").await?;
                s.wait_js(
                    "!document.querySelector('#play-orange')",
                    "the orange round",
                )
                .await?;
            }
            "person" => {
                let before = s.find(".play").await?.attr("data-moves").await?;
                let before = before.unwrap_or_default();
                // the table fits the phone's width at every turn: wider, the page pans
                // sideways and a tap lands beside its target (a sign named in words did)
                let wide = s.overflowing().await?;
                assert!(
                    wide.is_empty(),
                    "the table is wider than the phone at move {before}: {wide:?}"
                );
                if hints {
                    let hint = s.ask_hint("#hint-button", "#hint[data-notation]").await?;
                    let notation = hint.attr("data-notation").await?.unwrap_or_default();
                    let round = s.find(".play").await?.attr("data-round").await?;
                    tap_modern(s, round.as_deref().unwrap_or_default(), &notation).await?;
                } else {
                    tap_first_modern(s, &before).await?;
                }
                s.wait_js(
                    &format!(
                        "!document.querySelector('#hint') && (document.querySelector('#game-end') || document.querySelector('#play-orange') || document.querySelector('.play').dataset.moves !== {before:?})"
                    ),
                    "the move played",
                )
                .await?;
                made += 1;
            }
            _ => tokio::time::sleep(Duration::from_millis(80)).await,
        }
    }
    Ok(made)
}

// ---- the Papillon of 1756 and Farfalia ----

/// The person's turns of a 1756 game (`cplay`) or a Farfalia game (`fplay`), each the
/// hinted move (every `hint_every`-th turn) or the first offered, until it ends.
/// Returns how many moves the person made.
pub async fn play_family(s: &Session, game: &str, hint_every: Option<u64>) -> Result<u64> {
    let root = format!("document.querySelector('.{game}')");
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut turns = 0;
    loop {
        if Instant::now() > deadline {
            return Err(format!("the game should end{}", s.dump().await).into());
        }
        let v = s
            .c
            .execute(
                &format!(
                    r#"const r = {root};
                    if (!r) return 'none';
                    if (r.dataset.status === 'finished' && document.querySelector('#{game}-end')) return 'over';
                    if (document.querySelector('#fplay-next-deal')) return 'deal_end';
                    if ('{game}' === 'fplay' && !document.querySelector('#fplay-hint-button:not([disabled])')) return 'wait';
                    if (document.querySelector('#fplay-discard-button')) return 'discard';
                    if (document.querySelector('#{game}-moves button:not([disabled])')) return 'decision';
                    return document.querySelector('#fplay-hand button:not([aria-disabled])') ? 'card' : 'wait';"#
                ),
                vec![],
            )
            .await?;
        let turn = v.as_str().unwrap_or_default().to_string();
        if turn == "over" {
            return Ok(turns);
        }
        if turn == "deal_end" {
            s.find("#fplay-deal-end #fplay-deal-end-sides .side-score")
                .await?;
            if turns < 40 {
                s.audit("web: Farfalia, a deal's score").await?;
            }
            s.click("#fplay-next-deal").await?;
            s.wait_js(
                "!document.querySelector('#fplay-next-deal')",
                "the next deal",
            )
            .await?;
            continue;
        }
        if !["decision", "card", "discard"].contains(&turn.as_str()) {
            tokio::time::sleep(Duration::from_millis(60)).await;
            continue;
        }
        let moves = format!("Number({root}.dataset.moves)");
        let before = s.c.execute(&format!("return {moves}"), vec![]).await?;
        // two cards to lay aside: the hint's (it names them)
        let action = if turn == "discard" || hint_every.is_some_and(|n| turns % n == 0) {
            s.ask_hint(&format!("#{game}-hint-button"), &format!("#{game}-hint"))
                .await?
                .attr("data-action")
                .await?
        } else {
            None
        };
        match (turn.as_str(), action.as_deref()) {
            ("discard", a) => {
                let a = a.ok_or("the hint names the cards to lay aside")?;
                for card in a.split_whitespace().skip(1) {
                    s.click(&format!("#fplay-hand [data-card=\"{card}\"]"))
                        .await?;
                }
                s.click("#fplay-discard-button:not([disabled])").await?;
            }
            (_, Some(a)) if game == "fplay" && a.starts_with("play ") => {
                s.click(&format!("#fplay-hand [data-card=\"{}\"]", &a[5..]))
                    .await?;
            }
            (_, Some(a)) => {
                s.click(&format!("#{game}-moves button[data-action=\"{a}\"]"))
                    .await?;
            }
            ("card", None) => s.click("#fplay-hand button:not([aria-disabled])").await?,
            (_, None) => s.click(&format!("#{game}-moves button")).await?,
        }
        s.wait_js(&format!("{moves} > {before}"), "the move made")
            .await?;
        turns += 1;
    }
}
