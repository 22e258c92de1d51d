//! End-to-end flows of the family's other games in the real app: a PROUT match to 20
//! points kept by tapping, every total checked against the engine's; the history and
//! the statistics asking which game; the new screens photographed and audited.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use game_kit::{ScoreSheet, SheetReport};
use papillon_e2e::{Env, Result, Session, Shots};

/// The 18th-century Papillon's counter keeper (tests/classic/mod.rs).
mod classic;
/// The family's sheets at desktop size (tests/family/desktop.rs).
#[path = "family/desktop.rs"]
mod desktop;

const PLAYERS: [&str; 3] = ["Régine", "Francis", "Kenza"];

/// The match of `examples/prout-match.json`, as counts: (hand, own pile, malus) per
/// player in seat order, and who ended each game.
/// (hand, own pile, malus) of one player.
type Piles = (u32, u32, u32);

const GAMES: [([Piles; 3], &str); 4] = [
    ([(0, 0, 0), (5, 2, 2), (2, 0, 0)], "Régine"),
    ([(3, 1, 1), (4, 0, 3), (0, 0, 1)], "Kenza"),
    ([(5, 4, 2), (0, 0, 2), (2, 0, 0)], "Francis"),
    ([(0, 0, 1), (3, 1, 0), (1, 0, 1)], "Régine"),
];

/// The engine's report of the same match.
fn engine_report() -> prout::ProutReport {
    let mut sheet = prout::ProutSheet::new(
        prout::Mode::Main,
        PLAYERS.iter().map(|p| p.to_string()).collect(),
    );
    sheet.options.target = Some(20);
    for (counts, ender) in GAMES {
        let players = PLAYERS
            .iter()
            .zip(counts)
            .map(|(p, (hand, pile, malus))| {
                let pile_input = |n: u32| prout::PileInput::Count(i64::from(n));
                (
                    p.to_string(),
                    prout::PlayerInput {
                        hand: pile_input(hand),
                        pile: pile_input(pile),
                        malus: pile_input(malus),
                    },
                )
            })
            .collect();
        sheet.games.push(prout::GameInput {
            end: None,
            ended_by: Some(ender.to_string()),
            players,
        });
    }
    sheet.score().expect("the example match scores")
}

/// Types a count into one stepper of a game (the number pad), and waits for the engine's
/// answer to show it.
async fn count(s: &Session, game: usize, label: &str, player: &str, n: u32) -> Result {
    let css = format!("#prout-game-{game} input[aria-label=\"{label} ({player})\"]");
    let input = s.find(&css).await?;
    input.clear().await?;
    input.send_keys(&format!("{n}\u{E007}")).await?;
    s.wait_js(
        &format!(
            "document.querySelector('{}').value === '{n}'",
            css.replace('\'', "\\'")
        ),
        "the count saved",
    )
    .await
}

async fn new_prout_match(s: &Session, shots: Option<&Shots>) -> Result {
    s.home().await?;
    s.click("#new-game").await?;
    s.click("#which-game [data-game=\"prout\"]").await?;
    for p in PLAYERS {
        let input = s.find("#new-player").await?;
        input.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.click("#prout-match").await?;
    s.find(".stepper input[aria-label=\"Points that end the match\"]")
        .await?;
    if let Some(shots) = shots {
        shots.take(s, "new-prout-phone-light").await?;
        s.audit("new game, PROUT").await?;
    }
    s.click("#start-family").await?;
    s.find("#prout-add-game").await?;
    Ok(())
}

#[tokio::test]
async fn prout_match_to_20_points() -> Result {
    let env = Env::new("prout_match_to_20_points")?;
    let s = env.launch().await?;
    let shots = Shots::default();
    new_prout_match(&s, Some(&shots)).await?;
    let report = engine_report();
    for (g, (counts, ender)) in GAMES.iter().enumerate() {
        let game = g + 1;
        s.click("#prout-add-game").await?;
        s.find(&format!("#prout-game-{game}")).await?;
        for (player, (hand, pile, malus)) in PLAYERS.iter().zip(counts) {
            count(&s, game, "Hand", player, *hand).await?;
            count(&s, game, "Own draw pile", player, *pile).await?;
            count(&s, game, "Malus", player, *malus).await?;
        }
        s.click_text(&format!("#prout-ender-{game} [role=radio]"), ender)
            .await?;
        // each player's points of this game, as the engine counts them
        for (seat, player) in PLAYERS.iter().enumerate() {
            let points = report.games[g].players[seat].points;
            let unit = if points == 1 { "point" } else { "points" };
            s.wait_text(
                &format!("#prout-game-{game} .prout-player:nth-child({})", seat + 1),
                |t| t.contains(&format!("{player} · {points} {unit}")),
                "the game's points",
            )
            .await?;
        }
    }
    // the match is over: Francis reached 20, Kenza has the fewest points
    s.wait_text("#family-status", |t| t.contains("Finished"), "finished")
        .await?;
    s.wait_text("#family-winners", |t| t.contains("Kenza"), "Kenza wins")
        .await?;
    let rows = s
        .c
        .execute(
            "return [...document.querySelectorAll('#family-standings tbody tr')].map((r) => [...r.cells].map((c) => c.textContent.trim()))",
            vec![],
        )
        .await?;
    let rows: Vec<Vec<String>> = serde_json::from_value(rows)?;
    let mut expected: Vec<Vec<String>> = report
        .standings()
        .into_iter()
        .map(|s| vec![s.place.to_string(), s.name, s.total.to_string()])
        .collect();
    expected.sort();
    let mut shown = rows.clone();
    shown.sort();
    assert_eq!(shown, expected, "the standings shown are the engine's");
    shots.take(&s, "family-prout-phone-light").await?;
    s.audit("PROUT sheet").await?;
    // undo takes the last tap back, redo gives it again
    s.click("#family-undo").await?;
    s.wait_text("#family-status", |t| t.contains("In progress"), "undone")
        .await?;
    s.click("#family-redo").await?;
    s.wait_text("#family-status", |t| t.contains("Finished"), "redone")
        .await?;
    // the history lists it under its game and opens it again
    s.home().await?;
    s.click("#history").await?;
    s.click("#game-filter [data-game=\"prout\"]").await?;
    s.wait_text("#games", |t| t.contains("PROUT"), "the PROUT game listed")
        .await?;
    shots.take(&s, "history-games-phone-light").await?;
    s.audit("history, one game").await?;
    s.click("#games [data-game=\"prout\"]").await?;
    s.find("#family-standings").await?;
    // the same screens in the dark theme
    s.set_theme("dark").await?;
    s.open_family("prout").await?;
    s.find("#family-standings").await?;
    shots.take(&s, "family-prout-phone-dark").await?;
    s.audit("PROUT sheet, dark").await?;
    s.set_theme("light").await?;
    // and the statistics of the game won by the fewest points
    s.home().await?;
    s.click("#stats").await?;
    s.click("#game-filter [data-game=\"prout\"]").await?;
    s.wait_text("#stats-table", |t| t.contains("Kenza"), "PROUT statistics")
        .await?;
    s.audit("statistics, PROUT").await?;
    // the same screens in French, both themes
    s.set_language("fr").await?;
    for theme in ["light", "dark"] {
        s.set_theme(theme).await?;
        s.open_family("prout").await?;
        s.find("#family-standings").await?;
        s.audit(&format!("PROUT sheet, French, {theme}")).await?;
        s.home().await?;
        s.click("#new-game").await?;
        s.click("#which-game [data-game=\"prout\"]").await?;
        s.audit(&format!("new game, PROUT, French, {theme}"))
            .await?;
    }
    s.close().await;
    Ok(())
}

/// The VARIANTE's first game, card by card: (player, pile, cards as the sheet writes
/// them); Régine ended it with nothing left.
const VARIANTE: [(&str, &str, &[&str]); 4] = [
    ("Francis", "hand", &["7", "L12"]),
    ("Francis", "malus", &["intox"]),
    ("Kenza", "hand", &["2"]),
    ("Kenza", "pile", &["13", "L1"]),
];

/// PROUT's VARIANTE counts the cards by their value: each pile is tapped in card by
/// card, and every player's points are the engine's.
#[tokio::test]
async fn prout_variante_by_cards() -> Result {
    let env = Env::new("prout_variante_by_cards")?;
    let s = env.launch().await?;
    let shots = Shots::default();
    s.home().await?;
    s.click("#new-game").await?;
    s.click("#which-game [data-game=\"prout\"]").await?;
    add_players(&s, &PLAYERS).await?;
    s.click("#prout-variante").await?;
    s.click("#start-family").await?;
    s.click("#prout-add-game").await?;
    let mut sheet = prout::ProutSheet::new(
        prout::Mode::Main,
        PLAYERS.iter().map(|p| p.to_string()).collect(),
    );
    sheet.options.scoring = prout::Scoring::Values;
    let mut game = prout::GameInput {
        end: None,
        ended_by: Some("Régine".into()),
        players: PLAYERS
            .iter()
            .map(|p| (p.to_string(), prout::PlayerInput::default()))
            .collect(),
    };
    for (player, pile, cards) in VARIANTE {
        let seat = PLAYERS.iter().position(|p| *p == player).unwrap();
        let within = format!("#prout-game-1 .prout-player:nth-child({})", seat + 1);
        s.click(&format!("{within} [role=radio][data-pile=\"{pile}\"]"))
            .await?;
        for card in cards {
            s.click(&format!("{within} .prout-picker [data-card=\"{card}\"]"))
                .await?;
        }
        s.wait_js(
            &format!(
                "document.querySelectorAll('{within} [data-pile=\"{pile}\"] .prout-card-list button').length === {}",
                cards.len()
            ),
            "the cards in the pile",
        )
        .await?;
        let input = game.players.get_mut(player).unwrap();
        let list = prout::PileInput::Cards(
            cards
                .iter()
                .map(|c| prout::CardInput::Text(c.to_string()))
                .collect(),
        );
        match pile {
            "hand" => input.hand = list,
            "pile" => input.pile = list,
            _ => input.malus = list,
        }
    }
    s.click_text("#prout-ender-1 [role=radio]", "Régine")
        .await?;
    sheet.games.push(game);
    let report = sheet.score().expect("the VARIANTE game scores");
    for (seat, player) in PLAYERS.iter().enumerate() {
        let points = report.games[0].players[seat].points;
        let unit = if points == 1 { "point" } else { "points" };
        s.wait_text(
            &format!("#prout-game-1 .prout-player:nth-child({})", seat + 1),
            |t| t.contains(&format!("{player} · {points} {unit}")),
            "the game's points",
        )
        .await?;
    }
    // Francis: 7, the LICORNE 12 and an INTOX
    let francis = report.games[0].players[1].points;
    assert_eq!(francis, 20, "7 + LICORNE 12 + INTOX");
    // a card tapped in a pile comes out again (the INTOX, 1 point), and back in
    let within = "#prout-game-1 .prout-player:nth-child(2)";
    s.click(&format!(
        "{within} [data-pile=\"malus\"] .prout-card-list button"
    ))
    .await?;
    let less = format!("Francis · {} points", francis - 1);
    s.wait_text(within, |t| t.contains(&less), "the INTOX out")
        .await?;
    s.click(&format!("{within} [role=radio][data-pile=\"malus\"]"))
        .await?;
    s.click(&format!("{within} .prout-picker [data-card=\"intox\"]"))
        .await?;
    let all = format!("Francis · {francis} points");
    s.wait_text(within, |t| t.contains(&all), "the INTOX back")
        .await?;
    shots.take(&s, "family-prout-variante-phone-light").await?;
    s.audit("PROUT VARIANTE, card by card").await?;
    s.set_theme("dark").await?;
    s.open_family("prout").await?;
    s.find(".prout-picker").await?;
    shots.take(&s, "family-prout-variante-phone-dark").await?;
    s.audit("PROUT VARIANTE, card by card, dark").await?;
    s.set_language("fr").await?;
    s.open_family("prout").await?;
    s.find(".prout-picker").await?;
    s.audit("PROUT VARIANTE, card by card, French, dark")
        .await?;
    s.close().await;
    Ok(())
}

// ---- Farfalia ----

const FIVE: [&str; 5] = ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"];

/// One deal as the table plays it: the trump the dealer calls, the proposition as
/// turned up, and for each side (in the order the app lists them, the dealer's first)
/// the tiles of the proposition it kept. The dealer and the teams are the engine's
/// proposal (the first dealer is the group's choice: Alain). The game of
/// `examples/farfalia-five.json`.
struct FarfaliaDeal {
    trump: farfalia::Trump,
    proposition: [farfalia::Subject; 5],
    kept: [&'static [usize]; 3],
}

fn farfalia_deals() -> [FarfaliaDeal; 3] {
    use farfalia::Subject::{Butterfly, Fish, Leaf, Shell, Strawberry};
    use farfalia::Trump;
    [
        FarfaliaDeal {
            trump: Trump::Orange,
            proposition: [Butterfly, Strawberry, Strawberry, Fish, Shell],
            kept: [&[0, 1, 4], &[0, 1, 3, 4], &[2]],
        },
        FarfaliaDeal {
            trump: Trump::NoTrump,
            proposition: [Fish, Fish, Leaf, Butterfly, Shell],
            kept: [&[0, 1, 2, 3, 4], &[0, 3], &[]],
        },
        FarfaliaDeal {
            trump: Trump::Green,
            proposition: [Leaf, Leaf, Strawberry, Butterfly, Butterfly],
            kept: [&[0, 1, 2, 3], &[4], &[2, 3, 0]],
        },
    ]
}

/// A trump as the sheet's JSON writes it (`no_trump`).
fn trump_key(trump: farfalia::Trump) -> &'static str {
    match trump {
        farfalia::Trump::NoTrump => "no_trump",
        other => other.name(),
    }
}

/// The deal as the engine gets it, on the sides of its seating.
fn farfalia_input(deal: &FarfaliaDeal, seating: &farfalia::Seating) -> farfalia::DealInput {
    let sides = seating
        .sides
        .iter()
        .zip(deal.kept)
        .map(|(players, kept)| farfalia::SideInput {
            players: players.clone(),
            collected: Some(farfalia::SubjectCounts::tally(
                kept.iter().map(|&slot| deal.proposition[slot]),
            )),
            cards: Vec::new(),
            entered: true,
        })
        .collect();
    farfalia::DealInput {
        dealer: seating.dealer.clone(),
        trump: Some(deal.trump),
        proposition: deal.proposition.to_vec(),
        sides,
        double_you: Vec::new(),
    }
}

/// "3 matching cards: 6 points", as the app words a side's score in English.
fn side_score(matches: u8, points: i64) -> String {
    let cards = if matches == 1 { "card" } else { "cards" };
    let unit = if points == 1 { "point" } else { "points" };
    format!("{matches} matching {cards}: {points} {unit}")
}

async fn add_players(s: &Session, players: &[&str]) -> Result {
    for p in players {
        let input = s.find("#new-player").await?;
        input.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    Ok(())
}

/// Opens the stored Farfalia game from the history (after a change of theme or language).
async fn open_farfalia(s: &Session) -> Result {
    s.open_family("farfalia").await?;
    s.find("#farfalia-about").await?;
    Ok(())
}

/// Waits for the focus to reach the first element of `css` (the entry moves it as each
/// step replaces the control that had it; a tap before the view settles could miss).
async fn focus_on(s: &Session, css: &str) -> Result {
    s.wait_js(
        &format!("document.activeElement === document.querySelector('{css}')"),
        &format!("the focus on {css}"),
    )
    .await
}

/// The next deal's form: the dealer (chosen, or the rule's checked), the teams the
/// engine proposes checked and agreed to, the trump called, the proposition tapped.
async fn start_deal(s: &Session, deal: &FarfaliaDeal, next: &farfalia::NextDeal) -> Result {
    s.click("#farfalia-next-deal").await?;
    focus_on(s, "#farfalia-dealer [tabindex=\"0\"], #farfalia-accept").await?;
    let dealer = match &next.dealer {
        None => {
            s.click("#farfalia-dealer [data-player=\"Alain\"]").await?;
            "Alain".to_string()
        }
        Some(d) => {
            s.wait_text(
                "#farfalia-dealer-is",
                |t| t.contains(d.as_str()),
                "the rule's dealer",
            )
            .await?;
            d.clone()
        }
    };
    let seating = next.seatings.iter().find(|x| x.dealer == dealer).unwrap();
    s.wait_text("#farfalia-teams", |t| t.contains(&dealer), "the teams")
        .await?;
    let teams = s
        .c
        .execute(
            "return [...document.querySelectorAll('#farfalia-teams li')].map((li) => li.textContent.trim())",
            vec![],
        )
        .await?;
    let teams: Vec<String> = serde_json::from_value(teams)?;
    let shown: Vec<&str> = teams.iter().map(String::as_str).collect();
    for side in &seating.sides {
        let words = if side.len() == 1 {
            format!("{} (dealer)", side[0])
        } else {
            side.join(" + ")
        };
        assert!(shown.contains(&words.as_str()), "{words} in {shown:?}");
    }
    s.click("#farfalia-accept").await?;
    focus_on(s, "#farfalia-trump [tabindex=\"0\"]").await?;
    let trump = format!("#farfalia-trump [data-trump=\"{}\"]", trump_key(deal.trump));
    s.click(&trump).await?;
    s.wait_js(
        &format!("document.querySelector('{trump}').getAttribute('aria-checked') === 'true'"),
        "the trump called",
    )
    .await?;
    for (i, subject) in deal.proposition.iter().enumerate() {
        s.click(&format!(
            "#farfalia-turn-up [data-subject=\"{}\"]",
            subject.name()
        ))
        .await?;
        s.wait_js(
            &format!(
                "document.querySelectorAll('#farfalia-turned li').length === {}",
                i + 1
            ),
            "the subject turned up",
        )
        .await?;
    }
    Ok(())
}

/// Taps what each side kept, then checks every side's score and the deal's line of the
/// table against the engine's.
async fn collect(
    s: &Session,
    n: usize,
    deal: &FarfaliaDeal,
    scored: &farfalia::DealReport,
) -> Result {
    s.click("#farfalia-play").await?;
    focus_on(s, &format!("#farfalia-deal-{n} [data-slot=\"0\"]")).await?;
    // the engine's answer adds the deal's row to the table above the tiles: tapping
    // before it lands would tap where a tile was before the page moved down (WebKit
    // has no scroll anchoring), so wait for the row first
    s.wait_js(
        &format!("document.querySelector('#farfalia-deals tr[data-deal=\"{n}\"]') !== null"),
        "the deal scored",
    )
    .await?;
    // issue 33: the next deal waits until every side has said what it kept
    s.find("#farfalia-waiting").await?;
    assert!(
        !s.exists("#farfalia-next-deal").await,
        "deal {n}: no next deal before the sides' collections"
    );
    for (side, kept) in deal.kept.iter().enumerate() {
        let within = format!("#farfalia-deal-{n} [data-side=\"{side}\"]");
        if kept.is_empty() {
            s.click(&format!("{within} [data-kept-nothing]")).await?;
        }
        for (i, slot) in kept.iter().enumerate() {
            s.click(&format!("{within} [data-slot=\"{slot}\"]")).await?;
            s.wait_js(
                &format!(
                    "document.querySelectorAll('{within} [aria-pressed=\"true\"]').length === {}",
                    i + 1
                ),
                "the tile pressed",
            )
            .await?;
        }
    }
    // every side has said what it kept: nothing waits any more
    s.wait_js(
        "!document.querySelector('#farfalia-waiting')",
        "no side waiting",
    )
    .await?;
    for (side, line) in scored.sides.iter().enumerate() {
        let want = side_score(line.matches, line.points);
        s.wait_text(
            &format!("#farfalia-deal-{n} [data-side=\"{side}\"] .side-score"),
            |t| t.trim() == want,
            &want,
        )
        .await?;
    }
    for p in &scored.players {
        let want = format!("{}\ntotal {}", p.points, p.total);
        s.wait_text(
            &format!(
                "#farfalia-deals tr[data-deal=\"{n}\"] td[data-player=\"{}\"]",
                p.name
            ),
            |t| t.trim() == want,
            &want,
        )
        .await?;
    }
    Ok(())
}

#[tokio::test]
async fn farfalia_five_player_game_of_three_deals() -> Result {
    use farfalia::{FarfaliaSheet, Mode};
    let env = Env::new("farfalia_five_player_game_of_three_deals")?;
    let s = env.launch().await?;
    let shots = Shots::default();
    s.home().await?;
    s.click("#new-game").await?;
    s.click("#which-game [data-game=\"farfalia\"]").await?;
    add_players(&s, &FIVE).await?;
    s.wait_js(
        "document.querySelector('#farfalia-mode [data-value=\"beginner_five\"]').getAttribute('aria-checked') === 'true' && !document.querySelector('#farfalia-seats')",
        "the beginner game for the five seated",
    )
    .await?;
    s.run_js("document.getElementById('farfalia-setup-h').scrollIntoView()")
        .await?;
    shots.take(&s, "new-farfalia-phone-light").await?;
    s.audit("new game, Farfalia").await?;
    s.click("#start-family").await?;
    s.find("#farfalia-next-deal").await?;

    let mut sheet = FarfaliaSheet::new(Mode::BeginnerFive, FIVE.map(String::from).to_vec());
    for (d, deal) in farfalia_deals().iter().enumerate() {
        let n = d + 1;
        let before = sheet.score().expect("the game so far scores");
        let next = before.next.clone().expect("a next deal");
        // the second deal in the dark theme, the app opened again from the history
        if n == 2 {
            s.set_theme("dark").await?;
            open_farfalia(&s).await?;
        }
        if n == 3 {
            s.set_theme("light").await?;
            open_farfalia(&s).await?;
        }
        start_deal(&s, deal, &next).await?;
        if n <= 2 {
            let theme = if n == 1 { "light" } else { "dark" };
            s.run_js("document.getElementById('farfalia-draft-h').scrollIntoView()")
                .await?;
            shots
                .take(&s, &format!("farfalia-deal-phone-{theme}"))
                .await?;
            s.audit(&format!("Farfalia, a deal's set-up, {theme}"))
                .await?;
        }
        let dealer = next.dealer.clone().unwrap_or_else(|| "Alain".into());
        let seating = next.seatings.iter().find(|x| x.dealer == dealer).unwrap();
        sheet.deals.push(farfalia_input(deal, seating));
        let report = sheet.score().expect("the deal scores");
        collect(&s, n, deal, &report.deals[d]).await?;
    }
    let report = sheet.score().unwrap();
    assert!(report.finished());
    // the two best win: Danièle (25) and Béatrice (22)
    assert_eq!(report.winners, vec!["Béatrice", "Danièle"]);
    s.wait_text("#family-status", |t| t.contains("Finished"), "finished")
        .await?;
    s.wait_text(
        "#family-winners",
        |t| report.winners.iter().all(|w| t.contains(w.as_str())),
        "the two best win",
    )
    .await?;
    let rows = s
        .c
        .execute(
            "return [...document.querySelectorAll('#family-standings tbody tr')].map((r) => [...r.cells].map((c) => c.textContent.trim()))",
            vec![],
        )
        .await?;
    let mut shown: Vec<Vec<String>> = serde_json::from_value(rows)?;
    let mut expected: Vec<Vec<String>> = report
        .standings()
        .into_iter()
        .map(|s| vec![s.place.to_string(), s.name, s.total.to_string()])
        .collect();
    shown.sort();
    expected.sort();
    assert_eq!(shown, expected, "the standings shown are the engine's");
    for (player, total) in report.players.iter().zip(&report.totals) {
        s.wait_text(
            &format!("#farfalia-deals tfoot td[data-player=\"{player}\"]"),
            |t| t.trim() == total.to_string(),
            "the total",
        )
        .await?;
    }
    assert!(
        !s.exists("#farfalia-next-deal").await,
        "no deal after the end"
    );
    s.run_js("window.scrollTo(0, 0)").await?;
    shots.take(&s, "family-farfalia-phone-light").await?;
    s.audit("Farfalia sheet").await?;
    // undo takes the last tap back (Béatrice and Danièle's leaf), redo gives it again
    let mut undone = sheet.clone();
    if let Some(collected) = undone.deals[2].sides[2].collected.as_mut() {
        collected.leaf -= 1;
    }
    let undone = undone.score().unwrap();
    for (report, what) in [(&undone, "undone"), (&report, "redone")] {
        s.click(if what == "undone" {
            "#family-undo"
        } else {
            "#family-redo"
        })
        .await?;
        for (player, total) in report.players.iter().zip(&report.totals) {
            s.wait_text(
                &format!("#farfalia-deals tfoot td[data-player=\"{player}\"]"),
                |t| t.trim() == total.to_string(),
                what,
            )
            .await?;
        }
        s.wait_text(
            "#family-winners",
            |t| report.winners.iter().all(|w| t.contains(w.as_str())),
            what,
        )
        .await?;
    }
    assert_ne!(
        undone.winners, report.winners,
        "the last tap decided the winners"
    );
    // the finished sheet and the set-up, dark
    s.set_theme("dark").await?;
    open_farfalia(&s).await?;
    shots.take(&s, "family-farfalia-phone-dark").await?;
    s.audit("Farfalia sheet, dark").await?;
    s.home().await?;
    s.click("#new-game").await?;
    s.click("#which-game [data-game=\"farfalia\"]").await?;
    s.run_js("document.getElementById('farfalia-setup-h').scrollIntoView()")
        .await?;
    shots.take(&s, "new-farfalia-phone-dark").await?;
    s.audit("new game, Farfalia, dark").await?;
    // the statistics of a game won by the most points
    s.home().await?;
    s.click("#stats").await?;
    s.click("#game-filter [data-game=\"farfalia\"]").await?;
    s.wait_text(
        "#stats-table",
        |t| t.contains("Danièle"),
        "Farfalia statistics",
    )
    .await?;
    // in French, both themes
    s.set_language("fr").await?;
    for theme in ["light", "dark"] {
        s.set_theme(theme).await?;
        open_farfalia(&s).await?;
        s.wait_text(
            "#farfalia-about",
            |t| t.contains("Partie pour débutants"),
            "French",
        )
        .await?;
        s.audit(&format!("Farfalia sheet, French, {theme}")).await?;
        s.home().await?;
        s.click("#new-game").await?;
        s.click("#which-game [data-game=\"farfalia\"]").await?;
        s.click("#farfalia-options summary").await?;
        s.audit(&format!("new game, Farfalia, French, {theme}"))
            .await?;
    }
    s.close().await;
    Ok(())
}

/// The Farfalia screens at desktop size: the set-up and a deal being set up, in both
/// themes and in French, photographed (English) and audited.
#[tokio::test]
async fn farfalia_screens_desktop() -> Result {
    let mut env = Env::new("farfalia_screens_desktop")?;
    env.window_size("1280x800");
    let s = env.launch().await?;
    let shots = Shots::default();
    s.home().await?;
    s.click("#new-game").await?;
    s.click("#which-game [data-game=\"farfalia\"]").await?;
    add_players(&s, &FIVE).await?;
    s.click("#farfalia-options summary").await?;
    shots.take(&s, "new-farfalia-desktop-light").await?;
    s.click("#start-family").await?;
    let sheet = farfalia::FarfaliaSheet::new(
        farfalia::Mode::BeginnerFive,
        FIVE.map(String::from).to_vec(),
    );
    let next = sheet.score().unwrap().next.unwrap();
    let deal = &farfalia_deals()[0];
    for (lang, theme) in [
        ("en", "light"),
        ("en", "dark"),
        ("fr", "light"),
        ("fr", "dark"),
    ] {
        s.set_language(lang).await?;
        s.set_theme(theme).await?;
        open_farfalia(&s).await?;
        if lang == "en" {
            start_deal(&s, deal, &next).await?;
            shots
                .take(&s, &format!("farfalia-deal-desktop-{theme}"))
                .await?;
        } else {
            // the same steps, by their ids only (the words are French)
            s.click("#farfalia-next-deal").await?;
            s.click("#farfalia-dealer [data-player=\"Alain\"]").await?;
            s.click("#farfalia-accept").await?;
            s.click("#farfalia-trump [data-trump=\"orange\"]").await?;
            s.click("#farfalia-turn-up [data-subject=\"fish\"]").await?;
        }
        s.audit(&format!(
            "Farfalia, a deal's set-up, desktop, {lang}, {theme}"
        ))
        .await?;
    }
    s.close().await;
    Ok(())
}
