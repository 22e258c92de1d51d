//! (A module of the play flows' test binary.)
//!
//! The Papillon of 1756 against the computer in the real app:
//! - a whole game of three tapped, with a hint, a take-back, and the app killed and
//!   relaunched at the same move; at every turn the counters and the pot the screen
//!   shows hold the 60 counters the sitting began with; at the end the counters' change
//!   on screen is the engine's, replayed from the stored moves; then the review, the
//!   same deal again (the same first table) and the next game of the sitting (game 2,
//!   dealt from game 1's counters); the screens photographed and audited in both themes;
//! - the same game played with the keyboard alone in French: each move chosen by the
//!   accessible name of its button, every move announced once in the live log, no
//!   English word in an announcement, the focus never lost.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use classic_papillon::ClassicPractice;
use papillon_e2e::key::{ENTER, TAB};
use papillon_e2e::{Env, Result, Session, Shots};

use crate::keyboard::{Heard, english_in, listen};

/// Starts a game from home: `levels` of the computers, in seat order after the person.
async fn start(s: &Session, levels: &[&str]) -> Result {
    s.home().await?;
    s.click("#play-computer").await?;
    s.click("#which-game [data-value=\"classic\"]").await?;
    s.find("#cplay-start").await?;
    s.click(&format!(
        "#cplay-count [data-value=\"{}\"]",
        levels.len() + 1
    ))
    .await?;
    for (i, level) in levels.iter().enumerate() {
        s.click(&format!("#cplay-level-{} [data-value=\"{level}\"]", i + 1))
            .await?;
    }
    s.click("#cplay-start").await?;
    s.find(".cplay").await?;
    Ok(())
}

/// Waits until the person is to play (true) or the game is over (false).
async fn wait_turn(s: &Session) -> Result<bool> {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let v = s
            .c
            .execute(
                r#"const r = document.querySelector('.cplay');
                if (!r) return 'none';
                if (r.dataset.status === 'finished' && document.querySelector('#cplay-end')) return 'over';
                return document.querySelector('#cplay-moves button:not([disabled])') ? 'mine' : 'wait';"#,
                vec![],
            )
            .await?;
        match v.as_str() {
            Some("over") => return Ok(false),
            Some("mine") => return Ok(true),
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
            "return Number(document.querySelector('.cplay').dataset.moves)",
            vec![],
        )
        .await?;
    v.as_u64().ok_or_else(|| "no move count".into())
}

/// The counters shown for each player, and the pot.
async fn counters(s: &Session) -> Result<(Vec<i64>, i64)> {
    let v = s
        .c
        .execute(
            r#"return [Array.from(document.querySelectorAll('.cplay [data-counters]')).map((e) => Number(e.dataset.counters)),
                Number(document.querySelector('#cplay-pot').dataset.pot)]"#,
            vec![],
        )
        .await?;
    let each = v[0]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x.as_i64())
        .collect();
    Ok((each, v[1].as_i64().unwrap_or(i64::MIN)))
}

/// The cards shown in the list `css` (the face-up cards, the person's hand).
async fn cards(s: &Session, css: &str) -> Result<Vec<String>> {
    let v = s
        .c
        .execute(
            &format!("return Array.from(document.querySelectorAll('{css} [data-card]')).map((e) => e.dataset.card)"),
            vec![],
        )
        .await?;
    Ok(v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x.as_str().map(str::to_string))
        .collect())
}

async fn table(s: &Session) -> Result<Vec<String>> {
    cards(s, "#cplay-table").await
}

async fn hand(s: &Session) -> Result<Vec<String>> {
    cards(s, "#cplay-hand").await
}

/// Photographs (English only) and audits the screen in both themes, switched on the
/// page itself so the screen stays where it is.
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

/// Plays the person's moves by tapping (the hinted move when a hint was asked, else
/// the first) until the game ends or `stop` moves were made; checks the counters at
/// every turn.
async fn tap_until(s: &Session, stop: u64, hint_every: u64) -> Result<bool> {
    let mut turns = 0;
    while wait_turn(s).await? {
        let (each, pot) = counters(s).await?;
        let start = 20 * each.len() as i64;
        assert_eq!(
            each.iter().sum::<i64>() + pot,
            start,
            "counters conserved: {each:?} + {pot}"
        );
        if moves(s).await? >= stop {
            return Ok(true);
        }
        let button = if turns % hint_every == 0 {
            let before = moves(s).await?;
            s.click("#cplay-hint-button").await?;
            let hint = s.find("#cplay-hint").await?;
            assert_eq!(moves(s).await?, before);
            let action = hint.attr("data-action").await?.unwrap_or_default();
            format!("#cplay-moves button[data-action=\"{action}\"]")
        } else {
            "#cplay-moves button".to_string()
        };
        let before = moves(s).await?;
        s.click(&button).await?;
        let deadline = Instant::now() + Duration::from_secs(30);
        while moves(s).await? == before {
            if Instant::now() > deadline {
                return Err(format!("the move was not made{}", s.dump().await).into());
            }
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
        turns += 1;
    }
    Ok(false)
}

async fn instant(s: &Session) -> Result {
    s.home().await?;
    s.click("#settings").await?;
    s.click("[data-speed=\"instant\"]").await?;
    s.home().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn classic_game_against_the_computer_tapped() -> Result {
    let mut env = Env::new("classic-play")?;
    env.window_size("390x844");
    let shots = Shots::default();
    let mut failures = Vec::new();
    let s = env.launch().await?;
    instant(&s).await?;
    s.home().await?;
    s.click("#play-computer").await?;
    s.click("#which-game [data-value=\"classic\"]").await?;
    s.find("#cplay-start").await?;
    shoot(&s, &shots, &mut failures, "classic-play-setup-phone").await?;
    start(&s, &["hard", "medium"]).await?;
    assert!(wait_turn(&s).await?, "the person plays in the first game");
    shoot(&s, &shots, &mut failures, "classic-play-table-phone").await?;

    // a take-back: the person's move and the computer's answers go, the table and the
    // hand come back as they were (refused, button disabled, when cards were dealt or
    // shown since: then the next turn is tried). The deal is pinned by the app's dice
    // seed (PAPILLON_DICE_SEED); on a random deal one game in eight offers no take-back
    // in its first six turns and one in twenty none at all, so this flow must not
    // depend on the deal's luck.
    let mut taken_back = false;
    loop {
        let at = moves(&s).await?;
        let before = (table(&s).await?, hand(&s).await?);
        s.click("#cplay-moves button").await?;
        s.wait_js(
            &format!("Number(document.querySelector('.cplay').dataset.moves) > {at}"),
            "the move made",
        )
        .await?;
        if !wait_turn(&s).await? {
            break;
        }
        if s.exists("#cplay-take-back:not([disabled])").await {
            s.click("#cplay-take-back").await?;
            s.wait_js(
                &format!("Number(document.querySelector('.cplay').dataset.moves) === {at}"),
                "the position before the move",
            )
            .await?;
            assert_eq!(
                (table(&s).await?, hand(&s).await?),
                before,
                "the same table and hand"
            );
            taken_back = true;
            break;
        }
    }
    assert!(taken_back, "a move was taken back before the end");
    let at = moves(&s).await?;

    // a few moves, then the app is killed as a crash would, and comes back at the same move
    tap_until(&s, at + 8, 2).await?;
    let count = moves(&s).await?;
    let shown = table(&s).await?;
    assert!(env.kill_app()? >= 1, "the app process was found and killed");
    s.close().await;
    let s = env.launch().await?;
    s.find(".cplay, #resume-classic").await?;
    if s.exists("#resume-classic").await {
        s.click("#resume-classic").await?;
    }
    s.find(".cplay").await?;
    assert!(wait_turn(&s).await?);
    assert_eq!(moves(&s).await?, count, "the same move after a kill");
    assert_eq!(table(&s).await?, shown, "the same table after a kill");

    // to the end, a hint now and then
    assert!(!tap_until(&s, u64::MAX, 3).await?);
    let v = s
        .c
        .execute(
            "return Array.from(document.querySelectorAll('#cplay-result tbody tr')).map((r) => Number(r.querySelector('[data-change]').dataset.change))",
            vec![],
        )
        .await?;
    let changes: Vec<i64> = v
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x.as_i64())
        .collect();
    let total_moves = moves(&s).await?;
    s.click("#cplay-log-button").await?;
    s.find("#cplay-log").await?;
    s.click("#cplay-review-button").await?;
    s.find("#cplay-review-h").await?;
    shoot(&s, &shots, &mut failures, "classic-play-end-phone").await?;

    // the same deal again: the same first face-up cards, marked as a replay
    s.click("#cplay-replay").await?;
    s.wait_js(
        "document.querySelector('.cplay') && Number(document.querySelector('.cplay').dataset.moves) === 0 || !!document.querySelector('#cplay-moves button')",
        "the replayed deal",
    )
    .await?;
    s.find(".cplay").await?;
    s.wait_text(".cplay", |t| t.contains("replay"), "the replay note")
        .await?;
    // (the same deal: the same setup and seed, checked in the store below), then the
    // next game of the first one's sitting
    // the finished game from the history
    s.home().await?;
    s.click("#history").await?;
    s.click("#game-filter [data-game=\"classic\"]").await?;
    s.click("#classic-play-games .game-line[data-status=\"finished\"]")
        .await?;
    s.find("#cplay-next").await?;
    s.click("#cplay-next").await?;
    s.wait_text("#cplay-deal", |t| t.starts_with("Game 2"), "game 2")
        .await?;
    s.close().await;

    // the store, replayed by the engine: the counters' change shown is the engine's
    let store = papillon_store::Store::open(&env.db)?;
    let mut games = store.practice_games::<classic_papillon::ClassicPractice>(false, 10)?;
    games.sort_by_key(|g| g.id);
    assert_eq!(games.len(), 3, "game 1, its replay and game 2");
    let first = &games[0];
    assert_eq!(first.moves.len() as u64, total_moves);
    let replayed = ClassicPractice::replay(first.setup.clone(), &first.moves)?;
    let report = replayed.report().ok_or("game 1 is over")?;
    let engine: Vec<i64> = report
        .counters
        .iter()
        .zip(&report.start)
        .map(|(a, b)| i64::from(a - b))
        .collect();
    assert_eq!(
        changes, engine,
        "the change of counters on screen is the engine's"
    );
    assert_eq!(first.report.as_ref(), Some(&report));
    let replay = &games[1];
    assert_eq!(replay.replay_of, Some(first.id));
    assert_eq!(replay.setup, first.setup, "the same deal");
    let second = &games[2];
    let carry = second.setup.carry.as_ref().ok_or("game 2 follows game 1")?;
    assert_eq!(carry.game, 2);
    assert_eq!(
        carry.counters, report.counters,
        "game 2 starts from game 1's counters"
    );
    assert_eq!(carry.pot, report.pot);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn classic_screens_desktop() -> Result {
    let mut env = Env::new("classic-play-desktop")?;
    env.window_size("1280x860");
    let shots = Shots::default();
    let mut failures = Vec::new();
    let s = env.launch().await?;
    instant(&s).await?;
    s.home().await?;
    s.click("#play-computer").await?;
    s.click("#which-game [data-value=\"classic\"]").await?;
    s.find("#cplay-start").await?;
    shoot(&s, &shots, &mut failures, "classic-play-setup-desktop").await?;
    start(&s, &["easy", "easy", "medium"]).await?;
    wait_turn(&s).await?;
    s.click("#cplay-hint-button").await?;
    s.find("#cplay-hint").await?;
    shoot(&s, &shots, &mut failures, "classic-play-table-desktop").await?;

    // shared as a spectator sees it: the open cards and the counts, never a hand
    s.click("#share-start").await?;
    let url = s
        .find("#share-panel")
        .await?
        .attr("data-url")
        .await?
        .unwrap_or_default();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let (open, mine) = (table(&s).await?, hand(&s).await?);
    let sign = |c: &String| {
        let (rank, suit) = c.split_at(c.len() - 1);
        let sign = match suit {
            "C" => "♣",
            "D" => "♦",
            "H" => "♥",
            _ => "♠",
        };
        format!("{rank}{sign}")
    };
    s.c.goto(&url).await?;
    s.wait_text("#status", |t| t.starts_with("Live"), "the guest page")
        .await?;
    let page = s.find("#face-up, #scores-body").await?.text().await?;
    for c in &open {
        assert!(
            page.contains(&sign(c)),
            "{c} face up on the guest page: {page}"
        );
    }
    let all = s.find("body").await?.text().await?;
    for c in &mine {
        assert!(
            !all.contains(&sign(c)),
            "{c} of the hand on the guest page: {all}"
        );
    }
    shoot(&s, &shots, &mut failures, "share-spectator-desktop").await?;
    s.c.back().await?;
    s.find(".cplay").await?;
    s.click("#share-stop").await?;
    assert!(!tap_until(&s, u64::MAX, u64::MAX).await?);
    s.click("#cplay-review-button").await?;
    s.find("#cplay-review-h").await?;
    shoot(&s, &shots, &mut failures, "classic-play-end-desktop").await?;
    // the statistics count the finished game
    s.home().await?;
    s.click("#stats").await?;
    s.click("#game-filter [data-game=\"classic\"]").await?;
    s.find("#classic-play-stats").await?;
    s.close().await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn classic_game_by_keyboard_in_french() -> Result {
    let env = Env::new("classic-keyboard")?;
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
    // a new game of the 1756 Papillon against hard and medium, from the keyboard
    s.tab_to("#play-computer").await?;
    s.keys(&[ENTER]).await?;
    s.tab_to("#which-game [data-value=\"classic\"]").await?;
    s.keys(&[ENTER]).await?;
    s.find("#cplay-start").await?;
    s.tab_to("#cplay-start").await?;
    s.keys(&[ENTER]).await?;
    s.find(".cplay").await?;

    let mut heard = Heard::new();
    let mut chosen = 0;
    while wait_turn(&s).await? {
        listen(&s, &mut heard).await?;
        // the hint by its key, then the move it names found by its button's accessible
        // name, reached with M and Tab, played with Enter
        s.keys(&['m']).await?;
        s.keys(&['h']).await?;
        let hint = s.find("#cplay-hint").await?;
        let action = hint.attr("data-action").await?.unwrap_or_default();
        let target = format!("#cplay-moves button[data-action=\"{action}\"]");
        let label = s.computed_label(&s.find(&target).await?).await?;
        assert!(
            label.starts_with("Prendre") || label.starts_with("Abattre"),
            "a French move: {label}"
        );
        s.keys(&['m']).await?;
        for _ in 0..20 {
            if s.focused_label().await? == label {
                break;
            }
            s.keys(&[TAB]).await?;
        }
        assert_eq!(
            s.focused_label().await?,
            label,
            "the hinted move has the focus"
        );
        let before = moves(&s).await?;
        s.keys(&[ENTER]).await?;
        s.wait_js(
            &format!("Number(document.querySelector('.cplay').dataset.moves) > {before}"),
            "the move made",
        )
        .await?;
        chosen += 1;
        // the focus stays in the game (on a move, or on the turn line) once the move's
        // button has gone
        listen(&s, &mut heard).await?;
        s.wait_js(
            "!!document.activeElement && document.activeElement !== document.body && !!document.activeElement.closest('.cplay')",
            "the focus in the game",
        )
        .await?;
    }
    listen(&s, &mut heard).await?;
    assert!(chosen > 3, "the person played ({chosen} moves)");
    // every line of the game's log was announced exactly once, in French
    s.keys(&['j']).await?;
    let log = s.find("#cplay-log").await?;
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
