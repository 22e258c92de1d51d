//! (A module of the family flows' test binary.)
//!
//! The 18th-century Papillon's counter keeper at a real table: a whole game of three,
//! played by the engine from a seed and written down as a counter keeper would (the
//! ledger's recorder), is tapped into the app entry by entry — every capture that moves
//! counters by its cards, every reveal, deal, the win and the end with the card counts —
//! and the counters and the pot the app shows are the engine's.

use classic_papillon::ledger::Recorder;
use classic_papillon::{ClassicGame, Setup};
use game_kit::{Game, ScoreSheet};
use papillon_e2e::{Env, Result, Session, Shots};
use serde_json::Value;

const NAMES: [&str; 3] = ["Ana", "Ben", "Cleo"];

/// A whole first game of three, played by the engine (always its first legal move) and
/// recorded; then only the entries a counter keeper taps: every entry but the captures
/// that move no counter.
fn scenario(seed: u64) -> Result<(Value, Value)> {
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let setup = Setup::new(names, Default::default()).map_err(|e| format!("{e:?}"))?;
    let dealer = ClassicGame::cut_of(3, seed).dealer;
    let mut recorder = Recorder::new(&setup, dealer);
    let mut game = ClassicGame::start(setup, seed, &mut |e, _| {
        recorder.record(e);
    })
    .map_err(|e| format!("{e:?}"))?;
    let mut legal = Vec::new();
    while !game.is_over() {
        game.legal_actions(&mut legal);
        let action = legal[0];
        game.play(&action, &mut |e, _| {
            recorder.record(e);
        })
        .map_err(|e| format!("{e:?}"))?;
    }
    let full = recorder.into_ledger();
    let report = full.score().map_err(|p| format!("{p:?}"))?;
    let mut ledger = serde_json::to_value(&full)?;
    let moved: Vec<bool> = (0..full.entries.len())
        .map(|i| {
            report
                .lines
                .iter()
                .any(|l| l.entry == Some(i) && l.events.iter().any(|e| !e.transfers.is_empty()))
        })
        .collect();
    let entries = ledger["entries"].as_array().cloned().unwrap_or_default();
    let kept: Vec<Value> = entries
        .into_iter()
        .enumerate()
        .filter(|(i, e)| e["entry"] != "capture" || moved[*i])
        .map(|(_, e)| e)
        .collect();
    ledger["entries"] = Value::Array(kept);
    let tapped: classic_papillon::ledger::Ledger = serde_json::from_value(ledger.clone())?;
    let expected = tapped.score().map_err(|p| format!("{p:?}"))?;
    assert_eq!(
        (&expected.counters, expected.pot),
        (&report.counters, report.pot),
        "the captures left out move no counter"
    );
    Ok((ledger, serde_json::to_value(&expected)?))
}

async fn stepper(s: &Session, label: &str, n: u64) -> Result {
    let css = format!("input[aria-label=\"{label}\"]");
    use papillon_e2e::key::{BACKSPACE, END, ENTER};
    s.click(&css).await?;
    let mut keys = vec![END, BACKSPACE, BACKSPACE, BACKSPACE];
    keys.extend(n.to_string().chars());
    keys.push(ENTER);
    s.keys(&keys).await?;
    s.wait_js(
        &format!(
            "document.querySelector({}).value === '{n}'",
            serde_json::to_string(&css)?
        ),
        "the count entered",
    )
    .await
}

async fn chip(s: &Session, group: &str, value: &str) -> Result {
    s.click(&format!("#{group} [data-value=\"{value}\"]"))
        .await?;
    s.wait_js(
        &format!("document.querySelector('#{group} [data-value=\"{value}\"]').getAttribute('aria-checked') === 'true'"),
        "the choice made",
    )
    .await
}

async fn tick(s: &Session, id: &str, on: bool) -> Result {
    let checked =
        s.c.execute(
            &format!("return document.getElementById('{id}').checked"),
            vec![],
        )
        .await?;
    if checked.as_bool() != Some(on) {
        s.click(&format!("#{id}")).await?;
    }
    Ok(())
}

/// Taps one entry of the ledger into the form and records it.
async fn tap_entry(s: &Session, e: &Value) -> Result {
    let kind = e["entry"].as_str().unwrap_or_default();
    chip(s, "classic-kind", kind).await?;
    match kind {
        "capture" => {
            chip(
                s,
                "classic-player",
                e["player"].as_str().unwrap_or_default(),
            )
            .await?;
            chip(s, "classic-card", e["card"].as_str().unwrap_or_default()).await?;
            for r in e["took"].as_array().into_iter().flatten() {
                s.click(&format!(
                    "#classic-took-pick [data-rank=\"{}\"]",
                    r.as_str().unwrap_or_default()
                ))
                .await?;
            }
            let n = e["took"].as_array().map_or(0, Vec::len);
            s.wait_js(
                &format!("document.querySelectorAll('#classic-took button').length === {n}"),
                "the cards taken",
            )
            .await?;
            tick(
                s,
                "classic-sautenelle",
                e["sautenelle"].as_bool() == Some(true),
            )
            .await?;
        }
        "reveal" => {
            chip(
                s,
                "classic-player",
                e["player"].as_str().unwrap_or_default(),
            )
            .await?;
            stepper(s, "Cards revealed", e["cards"].as_u64().unwrap_or(0)).await?;
            stepper(s, "Aces among them", e["aces"].as_u64().unwrap_or(0)).await?;
            chip(
                s,
                "classic-reason",
                e["reason"].as_str().unwrap_or("cannot_capture"),
            )
            .await?;
        }
        "deal" => {
            tick(
                s,
                "classic-turned-up",
                e["turned_up"].as_bool() == Some(true),
            )
            .await?
        }
        "won" => {
            chip(
                s,
                "classic-player",
                e["player"].as_str().unwrap_or_default(),
            )
            .await?
        }
        "end" => {
            for (player, n) in e["cards"].as_object().into_iter().flatten() {
                stepper(
                    s,
                    &format!("Cards in {player}'s pile"),
                    n.as_u64().unwrap_or(0),
                )
                .await?;
            }
            stepper(
                s,
                "Cards left on the table",
                e["left_on_table"].as_u64().unwrap_or(0),
            )
            .await?;
            if let Some(w) = e["winner"].as_str() {
                chip(s, "classic-winner", w).await?;
            }
            if let Some(c) = e["consolation"].as_str() {
                chip(s, "classic-consolation", c).await?;
            }
        }
        other => return Err(format!("no such entry in a first game: {other}").into()),
    }
    s.click("#classic-add").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn classic_counter_kept_game_of_three() -> Result {
    let (ledger, expected) = scenario(7)?;
    let env = Env::new("classic_counter_kept_game_of_three")?;
    let shots = Shots::default();
    let s = env.launch().await?;
    s.home().await?;
    s.click("#new-game").await?;
    s.click("#which-game [data-game=\"classic\"]").await?;
    for p in NAMES {
        let input = s.find("#new-player").await?;
        input.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    chip(
        &s,
        "classic-dealer",
        ledger["dealer"].as_str().unwrap_or_default(),
    )
    .await?;
    shots.take(&s, "new-classic-phone-light").await?;
    s.audit("new game, 18th-century Papillon").await?;
    s.click("#start-family").await?;
    s.find("#classic-counters").await?;
    let entries = ledger["entries"].as_array().cloned().unwrap_or_default();
    for (i, e) in entries.iter().enumerate() {
        tap_entry(&s, e).await?;
        // the engine took it (its line is in the ledger) or refused it (said at once)
        s.wait_js(
            &format!("document.querySelector('#classic-ledger [data-entry=\"{i}\"]') || document.querySelector('#family-refused')"),
            "the entry taken or refused",
        )
        .await?;
        if s.exists("#family-refused").await {
            let why = s.find("#family-refused").await?.text().await?;
            return Err(format!("entry {i} refused: {why}").into());
        }
    }
    // every player's counters and the pot are the engine's
    let counters = expected["counters"].as_array().cloned().unwrap_or_default();
    for (p, want) in NAMES.iter().zip(&counters) {
        let want = want.to_string();
        s.wait_text(
            &format!("#classic-counters tr[data-player=\"{p}\"] .counters"),
            |t| t.trim() == want,
            "the counters",
        )
        .await?;
    }
    let pot = expected["pot"].to_string();
    s.wait_text("#classic-pot", |t| t.trim() == pot, "the pot")
        .await?;
    shots.take(&s, "family-classic-phone-light").await?;
    s.audit("the counter keeper").await?;
    for (lang, theme) in [("en", "dark"), ("fr", "light"), ("fr", "dark")] {
        s.set_language(lang).await?;
        s.set_theme(theme).await?;
        s.open_family("classic").await?;
        s.find("#classic-counters").await?;
        if lang == "en" {
            shots
                .take(&s, &format!("family-classic-phone-{theme}"))
                .await?;
        }
        s.audit(&format!("the counter keeper, {lang} {theme}"))
            .await?;
    }
    println!(
        "[classic] {} entries tapped; counters {counters:?}",
        entries.len()
    );
    s.close().await;
    Ok(())
}

/// The referee of 1756 at phone and desktop size, both themes, English and French: a
/// table tapped from the deck, every capture the engine finds listed with its counters,
/// a proposed capture refused with its reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn classic_referee() -> Result {
    use classic_papillon::referee::{Situation, captures};
    let table = ["AH", "2S", "3C", "5H", "4D"];
    let card = "5D";
    let parse = |c: &str| {
        c.parse::<classic_papillon::Card>()
            .map_err(|e| format!("{e:?}"))
    };
    let cards: Vec<classic_papillon::Card> = table
        .iter()
        .map(|c| parse(c))
        .collect::<std::result::Result<_, _>>()?;
    let expected =
        captures(&cards, parse(card)?, &Situation::new(3, false)).map_err(|e| format!("{e:?}"))?;
    assert!(expected.len() > 1, "a match and sums");
    let shots = Shots::default();
    for (size, dims) in [("phone", "390x844"), ("desktop", "1280x800")] {
        let mut env = Env::new(&format!("classic_referee_{size}"))?;
        env.window_size(dims);
        let s = env.launch().await?;
        for (lang, theme) in [("en", "light"), ("en", "dark"), ("fr", "light")] {
            s.set_language(lang).await?;
            s.set_theme(theme).await?;
            s.home().await?;
            s.click("#referee").await?;
            s.click("#ref-tab-classic").await?;
            s.click("#ref-classic-to-table").await?;
            for c in table {
                s.click(&format!(".deck-row [data-card=\"{c}\"]")).await?;
            }
            s.click("#ref-classic-to-card").await?;
            s.click(&format!(".deck-row [data-card=\"{card}\"]"))
                .await?;
            s.click("#ref-classic-ask").await?;
            s.find("#ref-classic-captures").await?;
            let shown = s
                .c
                .execute("return Array.from(document.querySelectorAll('#ref-classic-captures [data-action]')).map((li) => li.dataset.action)", vec![])
                .await?;
            let shown: Vec<String> = serde_json::from_value(shown)?;
            let want: Vec<String> = expected.iter().map(|a| a.action.to_string()).collect();
            assert_eq!(shown, want, "the engine's captures, in its order");
            if lang == "en" {
                shots
                    .take(&s, &format!("referee-classic-{size}-{theme}"))
                    .await?;
            }
            s.audit(&format!("the 1756 referee, {size} {lang} {theme}"))
                .await?;
            // the ace alone cannot be taken by a 5
            s.click("#ref-classic-table [data-card=\"AH\"]").await?;
            s.click("#ref-classic-check").await?;
            let no = if lang == "fr" {
                "Pas permis"
            } else {
                "Not allowed"
            };
            s.wait_text("#verdict", |t| t.contains(no), "the refusal")
                .await?;
        }
        s.close().await;
    }
    Ok(())
}
