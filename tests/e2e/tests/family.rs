//! End-to-end flows of the family's other games in the real app: a PROUT match to 20
//! points kept by tapping, every total checked against the engine's; the history and
//! the statistics asking which game; the new screens photographed and audited.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use game_kit::{ScoreSheet, SheetReport};
use papillon_e2e::{Env, Result, Session, Shots};

/// The 18th-century Papillon's counter keeper (tests/classic/mod.rs).
mod classic;

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
    s.home().await?;
    s.click("#history").await?;
    s.click("#game-filter [data-game=\"prout\"]").await?;
    s.click("#games [data-game=\"prout\"]").await?;
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
        s.home().await?;
        s.click("#history").await?;
        s.click("#game-filter [data-game=\"prout\"]").await?;
        s.click("#games [data-game=\"prout\"]").await?;
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
