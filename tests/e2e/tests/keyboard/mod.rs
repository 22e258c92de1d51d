//! (A module of the play flows' test binary, so its two long flows run beside the others.)
//!
//! A whole round against `hard` with the keyboard alone, as a blind player plays it: no
//! click, no tap, no script that sets a value. The settings and the new game are made
//! with Tab, arrows, Space and Enter; each turn asks the hint with its key (H), finds the
//! card it names among the hand by the accessible name the browser computes for each
//! card (WebDriver's Get Computed Label, what a screen reader is given), and plays it
//! with the arrows and Enter. The live log must have announced every move once, in
//! words; the blue round is played in French, and no announcement may hold an English
//! word; the orange round in English.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use papillon_e2e::key::{DOWN, ENTER, HOME, RIGHT, SPACE, TAB, UP};
use papillon_e2e::{Env, Result, Session};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Lang {
    Fr,
    En,
}

/// A card's name as this test expects a screen reader to say it, written here apart from
/// the app's catalogue: « le 9 de Serpents », "the 9 of Serpents".
fn spoken(face: &str, lang: Lang) -> String {
    let the = |fr_article: &str| match lang {
        Lang::Fr => format!("{fr_article} "),
        Lang::En => "the ".to_string(),
    };
    let trump = match face {
        "couteau-suisse" => Some(("le", "Couteau Suisse")),
        "chat-noir" => Some(("le", "Chat Noir")),
        "chenille" => Some(("la", "Chenille")),
        "chrysalide" => Some(("la", "Chrysalide")),
        "papillon" => Some(("le", "Papillon")),
        "plus" => Some(("le", "Plus")),
        "moins" => Some(("le", "Moins")),
        "multiplier-diviser" => Some(("le", "Multiplier/Diviser")),
        "yin" => Some(("le", "Yin")),
        "yang" => Some(("le", "Yang")),
        _ => None,
    };
    if let Some((article, name)) = trump {
        return format!("{}{name}", the(article));
    }
    if face.eq_ignore_ascii_case("S7") {
        return format!("{}Dragon", the("le"));
    }
    let (letter, rank) = face.split_at(1);
    let family = match letter.to_ascii_uppercase().as_str() {
        "F" => "Formes",
        "E" => "Éléments",
        "D" => "Découvertes",
        _ => "Serpents",
    };
    match lang {
        Lang::Fr if family.starts_with('É') => format!("le {rank} d'{family}"),
        Lang::Fr => format!("le {rank} de {family}"),
        Lang::En => format!("the {rank} of {family}"),
    }
}

/// How a place of the orange layout's accessible name starts.
fn slot_name(slot: &str, lang: Lang) -> String {
    let n = slot.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    match (slot.trim_end_matches(|c: char| c.is_ascii_digit()), lang) {
        ("sign", Lang::Fr) => format!("Signe de la suite {n}\u{a0}:"),
        ("sign", Lang::En) => format!("Sign of suite {n}:"),
        ("suite", Lang::Fr) => format!("Suite {n}\u{a0}:"),
        ("suite", Lang::En) => format!("Suite {n}:"),
        ("plate", Lang::Fr) => {
            format!("Carte du tapis {}\u{a0}:", if n == "1" { "A" } else { "B" })
        }
        ("plate", Lang::En) => format!("Plate card {}:", if n == "1" { "A" } else { "B" }),
        (_, Lang::Fr) => "Centre\u{a0}:".to_string(),
        (_, Lang::En) => "Centre:".to_string(),
    }
}

/// English words that give away an untranslated French sentence.
pub(crate) fn english_in(text: &str) -> Option<String> {
    const GIVEAWAYS: [&str; 14] = [
        "of", "the", "take", "took", "taken", "with", "and", "card", "cards", "player", "hand",
        "played", "placed", "way",
    ];
    if text.contains("(s)") {
        return Some("(s)".into());
    }
    text.split(|c: char| !c.is_alphanumeric())
        .find(|w| GIVEAWAYS.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
}

/// Moves the focus along a radio group with the arrows (right, then left: WebKit does
/// not wrap at the ends) until `css` has it, and checks it with Space.
pub(crate) async fn arrow_radio_to(s: &Session, group_checked: &str, css: &str) -> Result {
    use papillon_e2e::key::LEFT;
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

/// Settings (language, instant computer moves) and a new game of `kind` against hard,
/// all from the keyboard.
async fn start(s: &Session, lang: Lang, kind: &str) -> Result {
    s.find("#new-game").await?;
    s.tab_to("#settings").await?;
    s.keys(&[ENTER]).await?;
    s.find("input[name=lang]").await?;
    let lang_css = match lang {
        Lang::Fr => "input[data-lang=\"fr\"]",
        Lang::En => "input[data-lang=\"en\"]",
    };
    arrow_radio_to(s, "input[name=lang]:checked", lang_css).await?;
    arrow_radio_to(
        s,
        "input[name=speed]:checked",
        "input[data-speed=\"instant\"]",
    )
    .await?;
    s.shift_tab_to("header.top button.ghost").await?;
    s.keys(&[ENTER]).await?;
    s.tab_to("#play-computer").await?;
    s.keys(&[ENTER]).await?;
    s.find("input[name=kind]").await?;
    arrow_radio_to(
        s,
        "input[name=kind]:checked",
        &format!("input[name=kind][value={kind}]"),
    )
    .await?;
    // two players: a person, and the computer at hard (the second seat's list: the
    // arrows change a closed list's choice in WebKitGTK)
    arrow_radio_to(
        s,
        "input[name=count]:checked",
        "input[name=count][value=\"2\"]",
    )
    .await?;
    let second = "[data-seat-player=\"1\"]";
    s.tab_to(second).await?;
    for arrow in [DOWN, UP] {
        for _ in 0..6 {
            let v =
                s.c.execute(
                    &format!("return document.querySelector('{second}').value"),
                    vec![],
                )
                .await?;
            if v.as_str() == Some("hard") {
                break;
            }
            s.keys(&[arrow]).await?;
        }
    }
    s.wait_js(
        "document.querySelector('[data-seat-player=\"0\"]').value === 'person' && document.querySelector('[data-seat-player=\"1\"]').value === 'hard'",
        "a person against hard",
    )
    .await?;
    s.tab_to("#deal").await?;
    s.keys(&[ENTER]).await?;
    s.find("#starter").await?;
    s.tab_to("#start-play").await?;
    s.keys(&[ENTER]).await?;
    s.find(".play").await?;
    Ok(())
}

/// The announcements read so far, by their number in the log (each read once).
pub(crate) type Heard = BTreeMap<u64, String>;

pub(crate) async fn listen(s: &Session, heard: &mut Heard) -> Result {
    let v = s
        .c
        .execute(
            "return Array.from(document.querySelectorAll('#announce[role=log] > [data-n]')).map((p) => [Number(p.dataset.n), p.textContent])",
            vec![],
        )
        .await?;
    for pair in v.as_array().into_iter().flatten() {
        if let (Some(n), Some(text)) = (pair[0].as_u64(), pair[1].as_str()) {
            heard.entry(n).or_insert_with(|| text.to_string());
        }
    }
    Ok(())
}

/// Whose turn: the person's (the hint can be asked), the computer's, or the game is over.
async fn state(s: &Session) -> Result<&'static str> {
    let v =
        s.c.execute(
            r#"if (document.querySelector('#game-end')) return 'over';
            const h = document.querySelector('#hint-button');
            return h && !h.disabled && document.querySelector('#hand') ? 'person' : 'computer';"#,
            vec![],
        )
        .await?;
    Ok(match v.as_str() {
        Some("over") => "over",
        Some("person") => "person",
        _ => "computer",
    })
}

/// Arrows along the focused row (Home first) until the focused element's accessible
/// name starts with `prefix`.
async fn arrow_to(s: &Session, prefix: &str, forward: char) -> Result {
    s.keys(&[HOME]).await?;
    let mut seen = Vec::new();
    for _ in 0..40 {
        let label = s.focused_label().await?;
        if label.starts_with(prefix) {
            return Ok(());
        }
        if seen.last() == Some(&label) {
            break; // the row's end
        }
        seen.push(label);
        s.keys(&[forward]).await?;
    }
    Err(format!("no {prefix:?} in the row; heard {seen:?}{}", s.dump().await).into())
}

/// Plays the hinted move of the blue round from the keyboard.
async fn blue_move(s: &Session, notation: &str, lang: Lang) -> Result {
    let (played, taken) = notation.split_once(':').unwrap_or((notation, ""));
    let card = played.rsplit('+').next().unwrap_or(played);
    s.keys(&['m']).await?;
    arrow_to(s, &format!("{},", spoken(card, lang)), RIGHT).await?;
    s.keys(&[ENTER]).await?;
    // the focus goes to what to do with the card: a capture, the power, or laying it
    s.find("#choice-panel").await?;
    s.wait_js(
        "document.getElementById('choice-panel').contains(document.activeElement)",
        "the focus on the choices",
    )
    .await?;
    let button = format!("#choice-panel [data-notation=\"{notation}\"]");
    if !s.exists(&button).await {
        // a capture to compose: back to the plate, choose each card it takes by its
        // name, then the button that takes exactly those
        s.shift_tab_to("#plate [data-rove][tabindex=\"0\"]").await?;
        for face in taken.split(',') {
            arrow_to(s, &format!("{},", spoken(face, lang)), RIGHT).await?;
            s.keys(&[ENTER]).await?;
            s.wait_js(
                &format!("document.querySelector('#plate [data-face=\"{face}\"]').getAttribute('aria-pressed') === 'true'"),
                "the plate card chosen",
            )
            .await?;
        }
    }
    s.tab_to(&button).await?;
    s.keys(&[ENTER]).await
}

/// Plays the hinted move of the orange round from the keyboard.
async fn orange_move(s: &Session, notation: &str, lang: Lang) -> Result {
    if ["keep", "take-three", "draw"].contains(&notation) {
        s.tab_to(&format!(".other-moves [data-notation=\"{notation}\"]"))
            .await?;
        return s.keys(&[ENTER]).await;
    }
    let body = notation.strip_prefix("cover:").unwrap_or(notation);
    let (card, slot) = body.split_once('@').ok_or("an orange move names a place")?;
    let (card, declared) = card
        .split_once('=')
        .map_or((card, None), |(c, v)| (c, Some(v)));
    let (face, back) = card
        .split_once('/')
        .map_or((card, None), |(f, b)| (f, Some(b)));
    let back_word = |b: &str| match (b, lang) {
        ("blue", Lang::Fr) => "dos bleu",
        ("orange", Lang::Fr) => "dos orange",
        ("blue", Lang::En) => "blue back",
        _ => "orange back",
    };
    let prefix = match back {
        Some(b) => format!("{} ({})", spoken(face, lang), back_word(b)),
        None => format!("{} (", spoken(face, lang)),
    };
    s.keys(&['m']).await?;
    arrow_to(s, &prefix, RIGHT).await?;
    s.keys(&[ENTER]).await?;
    // the focus goes to the first place the card can go; the arrows reach the others
    s.wait_js(
        "document.getElementById('layout').contains(document.activeElement)",
        "the focus on the layout",
    )
    .await?;
    arrow_to(s, &slot_name(slot, lang), RIGHT).await?;
    s.keys(&[ENTER]).await?;
    if let Some(v) = declared {
        s.wait_js("document.getElementById('declare') && document.getElementById('declare').contains(document.activeElement)", "the focus on the values").await?;
        for _ in 0..14 {
            let text = s.c.active_element().await?.text().await?;
            if text.trim() == v {
                break;
            }
            s.keys(&[TAB]).await?;
        }
        s.keys(&[ENTER]).await?;
    }
    Ok(())
}

async fn keyboard_round(name: &str, lang: Lang, kind: &str) -> Result {
    let env = Env::new(name)?;
    let s = env.launch().await?;
    start(&s, lang, kind).await?;
    // into the game: the first card row is one Tab stop
    s.tab_to("#hand [data-rove][tabindex=\"0\"]").await?;
    let mut heard = Heard::new();
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut turns = 0;
    loop {
        if Instant::now() > deadline {
            return Err(format!("the round should be over{}", s.dump().await).into());
        }
        listen(&s, &mut heard).await?;
        match state(&s).await? {
            "over" => break,
            "computer" => {
                tokio::time::sleep(Duration::from_millis(80)).await;
                continue;
            }
            _ => {}
        }
        // the computer's moves never took the focus out of the game
        if s.wait_js(
            "document.querySelector('.play').contains(document.activeElement)",
            "the focus still in the game",
        )
        .await
        .is_err()
        {
            return Err(
                format!("the focus left the game: it is on {}", s.focus_name().await).into(),
            );
        }
        let before = s
            .find(".play")
            .await?
            .attr("data-moves")
            .await?
            .unwrap_or_default();
        s.keys(&['h']).await?;
        let notation = s
            .find("#hint[data-notation]")
            .await?
            .attr("data-notation")
            .await?
            .unwrap_or_default();
        let round = s
            .find(".play")
            .await?
            .attr("data-round")
            .await?
            .unwrap_or_default();
        if round == "blue" {
            blue_move(&s, &notation, lang).await?;
        } else {
            orange_move(&s, &notation, lang).await?;
        }
        s.wait_js(
            &format!("document.querySelector('#game-end') || document.querySelector('.play').dataset.moves !== {before:?}"),
            "the move played",
        )
        .await?;
        turns += 1;
    }
    listen(&s, &mut heard).await?;
    assert!(
        turns > 5,
        "a whole round has more than {turns} turns of the person"
    );

    // every move of the game was announced once, in the words of the moves log
    s.keys(&['j']).await?;
    s.find("#move-log li").await?;
    let log: Vec<String> = s
        .c
        .execute("return Array.from(document.querySelectorAll('#move-log li')).map((li) => li.textContent)", vec![])
        .await?
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x.as_str().map(str::to_string))
        .collect();
    let said: Vec<&String> = heard.values().collect();
    let count = |list: &[&String], text: &str| list.iter().filter(|x| x.as_str() == text).count();
    let logged: Vec<&String> = log.iter().collect();
    for text in &log {
        assert_eq!(
            count(&said, text),
            count(&logged, text),
            "the move {text:?} was announced {} times, made {} times; heard: {said:#?}",
            count(&said, text),
            count(&logged, text),
        );
    }
    let person = s.find("[data-seat=\"0\"] .seat-name").await?.text().await?;
    let computer = log.iter().filter(|m| !m.starts_with(person.trim())).count();
    assert!(computer > 5, "the computer made moves: {log:?}");
    if lang == Lang::Fr {
        for text in heard.values() {
            assert!(
                english_in(text).is_none(),
                "English in French: {text:?} ({:?})",
                english_in(text)
            );
        }
    }
    println!(
        "[{name}] {turns} turns by the keyboard, {} moves, {} announcements",
        log.len(),
        heard.len()
    );
    s.close().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keyboard_only_blue_round_in_french() -> Result {
    keyboard_round("keyboard_only_blue_round_in_french", Lang::Fr, "blue").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keyboard_only_orange_round_in_english() -> Result {
    keyboard_round("keyboard_only_orange_round_in_english", Lang::En, "orange").await
}
