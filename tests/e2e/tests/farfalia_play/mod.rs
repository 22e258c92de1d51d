//! (A module of the play flows' test binary.)
//!
//! Farfalia against the computer in the real app:
//! - a whole five-player beginner game against four computers, tapped (a hint now and
//!   then, a take-back, the app killed and relaunched at the same move); at the end the
//!   result on screen is the score keeper's report of the stored game, replayed by the
//!   engine; the review; the game in the history and the statistics; the screens
//!   photographed and audited in both themes at phone size;
//! - the set-up, the table and the end at desktop size (a four-player game);
//! - a whole five-player game with the keyboard alone in French: each move found by its
//!   accessible name (the card in the row of the hand, or the decision's button), every
//!   move announced once in the live log, no English word in an announcement, the focus
//!   never lost.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use farfalia::play::FarfaliaPractice;
use papillon_e2e::key::{ENTER, LEFT, RIGHT, TAB};
use papillon_e2e::{Env, Result, Session, Shots};

use crate::keyboard::{Heard, english_in, listen};

async fn instant(s: &Session) -> Result {
    s.home().await?;
    s.click("#settings").await?;
    s.click("[data-speed=\"instant\"]").await?;
    s.home().await
}

/// From home to Farfalia's set-up.
async fn setup_screen(s: &Session) -> Result {
    s.home().await?;
    s.click("#play-computer").await?;
    s.click("#which-game [data-value=\"farfalia\"]").await?;
    s.find("#fplay-start").await?;
    Ok(())
}

/// Starts a game from the set-up: `levels` of the computers, in seat order after the
/// person.
async fn start(s: &Session, levels: &[&str]) -> Result {
    s.click(&format!(
        "#fplay-count [data-value=\"{}\"]",
        levels.len() + 1
    ))
    .await?;
    for (i, level) in levels.iter().enumerate() {
        s.click(&format!("#fplay-level-{} [data-value=\"{level}\"]", i + 1))
            .await?;
    }
    s.click("#fplay-start").await?;
    s.find(".fplay").await?;
    Ok(())
}

/// What the person is asked: a card to play, a decision, two cards to lay aside, or to
/// go on once a deal's score was shown (the table waits on it, issue 50).
#[derive(Debug, PartialEq)]
enum Turn {
    Card,
    Decision,
    Discard,
    DealEnd,
}

/// Waits until the person is to play (their kind of move) or the game is over (None).
async fn wait_turn(s: &Session) -> Result<Option<Turn>> {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let v = s
            .c
            .execute(
                r#"const r = document.querySelector('.fplay');
                if (!r) return 'none';
                if (r.dataset.status === 'finished' && document.querySelector('#fplay-end')) return 'over';
                if (document.querySelector('#fplay-next-deal')) return 'deal_end';
                if (!document.querySelector('#fplay-hint-button:not([disabled])')) return 'wait';
                if (document.querySelector('#fplay-discard-button')) return 'discard';
                if (document.querySelector('#fplay-moves button')) return 'decision';
                return document.querySelector('#fplay-hand button:not([aria-disabled])') ? 'card' : 'wait';"#,
                vec![],
            )
            .await?;
        match v.as_str() {
            Some("over") => return Ok(None),
            Some("card") => return Ok(Some(Turn::Card)),
            Some("decision") => return Ok(Some(Turn::Decision)),
            Some("discard") => return Ok(Some(Turn::Discard)),
            Some("deal_end") => return Ok(Some(Turn::DealEnd)),
            _ if Instant::now() > deadline => {
                return Err(format!("no turn and no end{}", s.dump().await).into());
            }
            _ => tokio::time::sleep(Duration::from_millis(60)).await,
        }
    }
}

async fn moves(s: &Session) -> Result<u64> {
    let v =
        s.c.execute(
            "return Number(document.querySelector('.fplay').dataset.moves)",
            vec![],
        )
        .await?;
    v.as_u64().ok_or_else(|| "no move count".into())
}

async fn wait_moved(s: &Session, before: u64) -> Result {
    s.wait_js(
        &format!("Number(document.querySelector('.fplay').dataset.moves) > {before}"),
        "the move made",
    )
    .await
}

/// The cards of the person's hand, by notation.
async fn hand(s: &Session) -> Result<Vec<String>> {
    let v = s
        .c
        .execute(
            "return Array.from(document.querySelectorAll('#fplay-hand [data-card]')).map((e) => e.dataset.card)",
            vec![],
        )
        .await?;
    Ok(v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x.as_str().map(str::to_string))
        .collect())
}

/// Photographs (English only) and audits the screen in both themes.
async fn shoot(s: &Session, shots: &Shots, failures: &mut Vec<String>, tag: &str) -> Result {
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

/// The end of a deal: its score stays, and the computer waits, until the person goes on.
async fn next_deal(s: &Session) -> Result {
    // what each side kept and scored, and the points table it scores by
    s.find("#fplay-deal-end #fplay-deal-end-sides .side-score")
        .await?;
    s.find("#fplay-deal-end #fplay-points-table").await?;
    s.click("#fplay-next-deal").await?;
    s.wait_js(
        "!document.querySelector('#fplay-next-deal')",
        "the next deal, once the person went on",
    )
    .await
}

/// Makes the person's move by tapping: the hinted one when `hint`, else the first card
/// the engine allows, the first decision, or the first two cards to lay aside; at the
/// end of a deal, goes on to the next (no move).
async fn tap_move(s: &Session, turn: &Turn, hint: bool) -> Result {
    if *turn == Turn::DealEnd {
        return next_deal(s).await;
    }
    let before = moves(s).await?;
    let hinted = if hint {
        s.click("#fplay-hint-button").await?;
        let h = s.find("#fplay-hint").await?;
        assert_eq!(moves(s).await?, before, "a hint plays nothing");
        h.attr("data-action").await?
    } else {
        None
    };
    match (turn, hinted.as_deref()) {
        (Turn::Discard, Some(action)) => {
            for card in action.split_whitespace().skip(1) {
                s.click(&format!("#fplay-hand [data-card=\"{card}\"]"))
                    .await?;
            }
            s.click("#fplay-discard-button:not([disabled])").await?;
        }
        (Turn::Discard, None) => {
            let cards = hand(s).await?;
            for card in cards.iter().take(2) {
                s.click(&format!("#fplay-hand [data-card=\"{card}\"]"))
                    .await?;
            }
            s.click("#fplay-discard-button:not([disabled])").await?;
        }
        (_, Some(action)) if action.starts_with("play ") => {
            s.click(&format!("#fplay-hand [data-card=\"{}\"]", &action[5..]))
                .await?;
        }
        (_, Some(action)) => {
            s.click(&format!("#fplay-moves button[data-action=\"{action}\"]"))
                .await?;
        }
        (Turn::Card, None) => s.click("#fplay-hand button:not([aria-disabled])").await?,
        (Turn::Decision, None) => s.click("#fplay-moves button").await?,
        (Turn::DealEnd, _) => unreachable!("gone on above"),
    }
    wait_moved(s, before).await
}

/// Plays by tapping until the game ends (false) or `stop` moves were made (true).
async fn tap_until(s: &Session, stop: u64, hint_every: u64) -> Result<bool> {
    let mut turns = 0;
    while let Some(turn) = wait_turn(s).await? {
        if moves(s).await? >= stop {
            return Ok(true);
        }
        tap_move(s, &turn, turns % hint_every == 0).await?;
        turns += 1;
    }
    Ok(false)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn farfalia_game_against_the_computer_tapped() -> Result {
    let mut env = Env::new("farfalia-play")?;
    env.window_size("390x844");
    let shots = Shots::default();
    let mut failures = Vec::new();
    let s = env.launch().await?;
    instant(&s).await?;
    setup_screen(&s).await?;
    // the games left out are said, with why
    s.wait_text(
        "#fplay-not-played",
        |t| t.contains("CHINKWAY"),
        "why two, three and CHINKWAY are not played",
    )
    .await?;
    shoot(&s, &shots, &mut failures, "farfalia-play-setup-phone").await?;
    start(&s, &["easy", "medium", "easy", "medium"]).await?;
    let first = wait_turn(&s).await?.ok_or("the person plays")?;
    shoot(&s, &shots, &mut failures, "farfalia-play-table-phone").await?;

    // a take-back: the person's move and the computer's answers go, the hand comes back
    let mut turn = first;
    let mut taken_back = false;
    for _ in 0..12 {
        let at = moves(&s).await?;
        let before = hand(&s).await?;
        tap_move(&s, &turn, false).await?;
        turn = wait_turn(&s).await?.ok_or("not over yet")?;
        if s.exists("#fplay-take-back:not([disabled])").await {
            s.click("#fplay-take-back").await?;
            s.wait_js(
                &format!("Number(document.querySelector('.fplay').dataset.moves) === {at}"),
                "the position before the move",
            )
            .await?;
            assert_eq!(hand(&s).await?, before, "the same hand");
            taken_back = true;
            break;
        }
    }
    assert!(taken_back, "a move was taken back");

    // a few moves, then the app is killed as a crash would, and comes back at the same move
    let at = moves(&s).await?;
    tap_until(&s, at + 10, 3).await?;
    let count = moves(&s).await?;
    let shown = hand(&s).await?;
    assert!(env.kill_app()? >= 1, "the app process was found and killed");
    s.close().await;
    let s = env.launch().await?;
    s.find(".fplay, #resume-farfalia, #new-game").await?;
    if !s.exists(".fplay").await {
        s.click("#resume-farfalia").await?;
    }
    s.find(".fplay").await?;
    wait_turn(&s).await?.ok_or("not over yet")?;
    assert_eq!(moves(&s).await?, count, "the same move after a kill");
    assert_eq!(hand(&s).await?, shown, "the same hand after a kill");

    // to the end, a hint now and then
    assert!(!tap_until(&s, u64::MAX, 4).await?);
    let v = s
        .c
        .execute(
            "return Array.from(document.querySelectorAll('#fplay-result tbody tr')).map((r) => [Number(r.dataset.seat), Number(r.querySelector('.total').textContent.replace(/[^0-9-]/g, ''))])",
            vec![],
        )
        .await?;
    let mut shown_totals: Vec<(u64, i64)> = v
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| Some((p[0].as_u64()?, p[1].as_i64()?)))
        .collect();
    shown_totals.sort();
    let total_moves = moves(&s).await?;
    s.click("#fplay-log-button").await?;
    s.find("#fplay-log").await?;
    s.click("#fplay-review-button").await?;
    s.find("#fplay-review-h").await?;
    shoot(&s, &shots, &mut failures, "farfalia-play-end-phone").await?;

    // in the history and the statistics
    s.home().await?;
    s.click("#history").await?;
    s.click("#game-filter [data-game=\"farfalia\"]").await?;
    s.find("#farfalia-play-games .game-line[data-status=\"finished\"]")
        .await?;
    s.home().await?;
    s.click("#stats").await?;
    s.click("#game-filter [data-game=\"farfalia\"]").await?;
    s.find("#farfalia-play-stats").await?;
    // rated against the computer, each level a player: the store's own ladder
    s.find("#computer-ratings").await?;
    let shown =
        s.c.execute(
            "document.querySelector('#computer-ratings-h').scrollIntoView(); \
             return [...document.querySelectorAll('#computer-ratings tbody tr')] \
               .map(r => [r.dataset.player, Number(r.dataset.rating)])",
            vec![],
        )
        .await?;
    shoot(&s, &shots, &mut failures, "farfalia-computer-ratings-phone").await?;
    s.close().await;

    // the store, replayed by the engine: the totals shown are the score keeper's
    let store = papillon_store::Store::open(&env.db)?;
    let ladder = store.practice_ratings(papillon_store::GameType::Farfalia)?;
    let expected: Vec<(String, i64)> = ladder
        .players
        .iter()
        .map(|p| (p.name.clone(), i64::from(p.rating.rating)))
        .collect();
    let shown: Vec<(String, i64)> = serde_json::from_value(shown)?;
    assert_eq!(shown, expected, "the ladder shown is the store's");
    assert!(
        ladder.players.iter().any(|p| p.level.is_some()),
        "a level rated"
    );
    assert!(
        ladder.players.iter().any(|p| p.level.is_none()),
        "the person rated"
    );
    let games = store.practice_games::<FarfaliaPractice>(false, 10)?;
    assert_eq!(games.len(), 1);
    let game = &games[0];
    assert_eq!(game.moves.len() as u64, total_moves);
    let replayed = FarfaliaPractice::replay(game.setup.clone(), &game.moves)?;
    let report = replayed.report().ok_or("the game is over")?;
    assert_eq!(game.report.as_ref(), Some(&report));
    let engine: Vec<(u64, i64)> = report
        .totals
        .iter()
        .enumerate()
        .map(|(i, &t)| (i as u64, t))
        .collect();
    assert_eq!(
        shown_totals, engine,
        "the totals on screen are the score keeper's"
    );
    assert_eq!(report.deals.len(), 3, "the beginner game's three deals");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn farfalia_screens_desktop() -> Result {
    let mut env = Env::new("farfalia-play-desktop")?;
    env.window_size("1280x860");
    let shots = Shots::default();
    let mut failures = Vec::new();
    let s = env.launch().await?;
    instant(&s).await?;
    setup_screen(&s).await?;
    s.click("#fplay-count [data-value=\"4\"]").await?;
    shoot(&s, &shots, &mut failures, "farfalia-play-setup-desktop").await?;
    start(&s, &["easy", "easy", "easy"]).await?;
    wait_turn(&s).await?.ok_or("the person plays")?;
    s.click("#fplay-hint-button").await?;
    s.find("#fplay-hint").await?;
    shoot(&s, &shots, &mut failures, "farfalia-play-table-desktop").await?;
    assert!(!tap_until(&s, u64::MAX, u64::MAX).await?);
    s.click("#fplay-review-button").await?;
    s.find("#fplay-review-h").await?;
    shoot(&s, &shots, &mut failures, "farfalia-play-end-desktop").await?;
    s.close().await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

/// Moves the focus along the hand's row with the arrows to the card named `name`.
async fn arrow_to(s: &Session, name: &str) -> Result {
    for key in [LEFT, RIGHT] {
        for _ in 0..14 {
            if s.focused_label().await?.starts_with(name) {
                return Ok(());
            }
            s.keys(&[key]).await?;
        }
    }
    Err(format!("no card « {name} » in the hand{}", s.dump().await).into())
}

/// Tabs forward to the button named `label`.
async fn tab_to_label(s: &Session, label: &str) -> Result {
    for _ in 0..30 {
        if s.focused_label().await? == label {
            return Ok(());
        }
        s.keys(&[TAB]).await?;
    }
    Err(format!("no button « {label} »{}", s.dump().await).into())
}

/// The French name of a card of the sheet's notation, as the app says it.
fn card_name(card: &str) -> String {
    let (rank, colour) = card.split_at(card.len() - 1);
    let colour = match colour {
        "R" => "rouge",
        "G" | "V" => "vert",
        "B" => "bleu",
        _ => "orange",
    };
    format!("le {rank} {colour}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn farfalia_game_by_keyboard_in_french() -> Result {
    let env = Env::new("farfalia-keyboard")?;
    let s = env.launch().await?;
    // the settings: French, instant computer moves
    s.find("#new-game").await?;
    s.tab_to("#settings").await?;
    s.keys(&[ENTER]).await?;
    s.find("input[name=lang]").await?;
    crate::keyboard::arrow_radio_to(&s, "input[name=lang]:checked", "input[data-lang=\"fr\"]")
        .await?;
    crate::keyboard::arrow_radio_to(
        &s,
        "input[name=speed]:checked",
        "input[data-speed=\"instant\"]",
    )
    .await?;
    s.shift_tab_to("header.top button.ghost").await?;
    s.keys(&[ENTER]).await?;
    // a new five-player game of Farfalia, from the keyboard
    s.tab_to("#play-computer").await?;
    s.keys(&[ENTER]).await?;
    s.tab_to("#which-game [data-value=\"farfalia\"]").await?;
    s.keys(&[ENTER]).await?;
    s.find("#fplay-start").await?;
    // five players: the count is a radio group (one Tab stop, the arrows choose); the
    // set-up remembers the last table, which may be of four
    s.tab_to("#fplay-count [tabindex=\"0\"]").await?;
    if !s
        .exists("#fplay-count [data-value=\"5\"][aria-checked=\"true\"]")
        .await
    {
        s.keys(&[RIGHT]).await?;
    }
    s.find("#fplay-count [data-value=\"5\"][aria-checked=\"true\"]")
        .await?;
    s.tab_to("#fplay-start").await?;
    s.keys(&[ENTER]).await?;
    s.find(".fplay").await?;

    let mut heard = Heard::new();
    let mut chosen = 0;
    while let Some(turn) = wait_turn(&s).await? {
        listen(&s, &mut heard).await?;
        if turn == Turn::DealEnd {
            // the deal's score stays until the person goes on: M to its button, Enter
            s.keys(&['m']).await?;
            s.wait_js(
                "document.activeElement && document.activeElement.id === 'fplay-next-deal'",
                "M to « Donne suivante »",
            )
            .await?;
            s.keys(&[ENTER]).await?;
            s.wait_js(
                "!document.querySelector('#fplay-next-deal') && !!document.activeElement && document.activeElement !== document.body && !!document.activeElement.closest('.fplay')",
                "the next deal, the focus in the game",
            )
            .await?;
            listen(&s, &mut heard).await?;
            continue;
        }
        // the hint by its key; then M to the moves and the hinted one found by its
        // accessible name: a card along the hand's row with the arrows, a decision's
        // button with Tab; chosen with Enter
        s.keys(&['m']).await?;
        s.keys(&['h']).await?;
        let action = s
            .find("#fplay-hint")
            .await?
            .attr("data-action")
            .await?
            .unwrap_or_default();
        let before = moves(&s).await?;
        s.keys(&['m']).await?;
        let mut words = action.split_whitespace();
        match (words.next(), &turn) {
            (Some("discard"), _) => {
                for card in words {
                    arrow_to(&s, &card_name(card)).await?;
                    s.keys(&[ENTER]).await?;
                }
                let button = s.find("#fplay-discard-button").await?;
                let label = s.computed_label(&button).await?;
                assert!(label.starts_with("Écarter"), "a French move: {label}");
                tab_to_label(&s, &label).await?;
                s.keys(&[ENTER]).await?;
            }
            (Some("play"), Turn::Card) => {
                let card = words.next().unwrap_or_default();
                let name = card_name(card);
                s.wait_js(
                    "!!document.activeElement && !!document.activeElement.closest('#fplay-hand')",
                    "M to the hand",
                )
                .await?;
                arrow_to(&s, &name).await?;
                s.keys(&[ENTER]).await?;
            }
            _ => {
                let target = format!("#fplay-moves button[data-action=\"{action}\"]");
                let label = s.computed_label(&s.find(&target).await?).await?;
                assert_eq!(english_in(&label), None, "an English word in « {label} »");
                tab_to_label(&s, &label).await?;
                s.keys(&[ENTER]).await?;
            }
        }
        wait_moved(&s, before).await?;
        chosen += 1;
        listen(&s, &mut heard).await?;
        s.wait_js(
            "!!document.activeElement && document.activeElement !== document.body && !!document.activeElement.closest('.fplay')",
            "the focus in the game",
        )
        .await?;
    }
    listen(&s, &mut heard).await?;
    assert!(chosen > 20, "the person played ({chosen} moves)");
    // every line of the game's log was announced exactly once, in French
    s.keys(&['j']).await?;
    let log = s.find("#fplay-log").await?;
    let lines = log.find_all(fantoccini::Locator::Css("li")).await?;
    let mut expected: BTreeMap<String, usize> = BTreeMap::new();
    for li in lines {
        // WebDriver's element text writes a no-break space as a space (the French « : »),
        // the live region's text keeps it: both are read with plain spaces
        *expected
            .entry(li.text().await?.replace('\u{a0}', " "))
            .or_default() += 1;
    }
    let mut said: BTreeMap<String, usize> = BTreeMap::new();
    for text in heard.values() {
        let plain = text.replace('\u{a0}', " ");
        if expected.contains_key(&plain) {
            *said.entry(plain).or_default() += 1;
        }
        assert_eq!(english_in(text), None, "an English word in « {text} »");
    }
    assert_eq!(said, expected, "each move announced once");
    s.close().await;
    Ok(())
}
