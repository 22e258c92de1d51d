//! (A module of the web flows' test binary.) The steps of a modern game kept at the
//! table, as tests/flows.rs enters them on the desktop: four players in two crossed
//! teams, the dice, a blue and an orange round, checked against the engine.

use papillon_core::{SheetInput, score_input};
use papillon_e2e::{PLAYERS, Result, Session};

/// From home: a new game of the four players (added to an empty roster), Ana dealing,
/// crossed pairs (the team rule of four); ends on the game's dice tab.
pub async fn new_team_game(s: &Session) -> Result {
    s.home().await?;
    s.click("#new-game").await?;
    for p in PLAYERS {
        let input = s.find("#new-player").await?;
        input.send_keys(p).await?;
        s.click("#add-player").await?;
        s.wait_text(".seats", |t| t.contains(p), p).await?;
    }
    s.click(".seats li:first-child input[type=radio]").await?; // Ana deals
    s.wait_text(
        ".teams",
        |t| t.contains("Ana + Cleo") && t.contains("Ben + Dan"),
        "crossed pairs",
    )
    .await?;
    s.audit("web: a new game of four in two teams").await?;
    s.click("#start-game").await?;
    s.find("#roll-start-blue").await?;
    Ok(())
}

/// The start roll of the blue round, on the dice tab.
pub async fn start_roll(s: &Session) -> Result {
    s.click("#roll-start-blue").await?;
    s.wait_text("#contest-winner", |t| t.contains("starts"), "a starter")
        .await?;
    s.audit("web: the dice tab, the start roll").await
}

/// Blue round: Ana+Cleo 29 cards, Ben+Dan 29 (most cards tied), the Chat Noir captured
/// involuntarily.
pub async fn enter_blue(s: &Session) -> Result {
    s.click("#tab-blue").await?;
    s.set_count("Ana", 15).await?;
    s.tap_card("chat-noir").await?;
    s.click("#chat-noir input[value=\"involuntary\"]").await?;
    s.set_count("Cleo", 14).await?;
    s.set_count("Ben", 15).await?;
    for face in ["F3", "E3", "D3", "S3", "S7"] {
        s.tap_card(face).await?;
    }
    s.set_count("Dan", 14).await?;
    for face in ["yin", "yang", "plus"] {
        s.tap_card(face).await?;
    }
    s.wait_text(
        "#tally",
        |t| t.contains("58 cards: all assigned"),
        "all assigned",
    )
    .await?;
    Ok(())
}

/// The most-cards roll-off (dice), offered on the blue tab; returns a member of the
/// winner.
pub async fn most_cards_rolloff(s: &Session) -> Result<&'static str> {
    s.click("#most-cards-rolloff").await?;
    let rolloff = s
        .wait_text(
            "#contest-winner",
            |t| t.contains("wins the roll-off"),
            "a roll-off winner",
        )
        .await?;
    s.audit("web: the blue tab, the roll-off").await?;
    Ok(if rolloff.contains("Ana+Cleo") {
        "Ana"
    } else {
        "Ben"
    })
}

/// Orange round: two tours, the hands, the Couteau Suisse roll and the Papillon's
/// three cards; returns the Couteau Suisse roll.
pub async fn enter_orange(s: &Session) -> Result<i64> {
    s.click("#tab-orange").await?;
    s.click("[data-tour=\"Ana\"]").await?;
    s.wait_text("#tours", |t| t.contains("Tour 1: Ana"), "tour 1")
        .await?;
    s.click("[data-tour=\"Ben\"]").await?;
    s.wait_text("#tours", |t| t.contains("Tour 2: Ben"), "tour 2")
        .await?;
    s.click_text(".players [role=radio]", "Ana").await?;
    s.pick_orange("E5").await?;
    s.pick_orange("couteau-suisse").await?;
    s.click_text(".players [role=radio]", "Cleo").await?;
    s.pick_orange("papillon").await?;
    s.click_text(".players [role=radio]", "Ben").await?;
    s.click("#empty-hand").await?;
    s.click_text(".players [role=radio]", "Dan").await?;
    s.pick_orange("D2").await?;
    s.find("[data-couteau=\"Ana\"]").await?;
    s.audit("web: the orange tab's prompts").await?;
    s.click("[data-couteau=\"Ana\"]").await?;
    let couteau = s
        .wait_text(
            ".rolled",
            |t| t.starts_with("Couteau Suisse of Ana"),
            "the roll",
        )
        .await?;
    let value = couteau.split_once(": ").map_or("", |(_, v)| v);
    let digits: String = value.chars().take_while(char::is_ascii_digit).collect();
    let couteau: i64 = digits.parse()?;
    s.click("[data-draw=\"Cleo\"]").await?;
    for face in ["F1", "F2", "E4"] {
        s.pick_orange(face).await?;
    }
    s.find("#complete").await?;
    Ok(couteau)
}

/// The result tab checked against the engine's report of the same sheet.
pub async fn check_result(s: &Session, most_cards: &str, couteau: i64) -> Result {
    s.click("#tab-result").await?;
    let sheet: SheetInput = serde_json::from_value(serde_json::json!({
        "players": PLAYERS, "teams": [["Ana", "Cleo"], ["Ben", "Dan"]], "options": {},
        "blue": {"players": {
            "Ana": {"cards": 15, "scoring": ["chat-noir"], "chat_noir": "involuntary"},
            "Cleo": {"cards": 14, "scoring": []},
            "Ben": {"cards": 15, "scoring": ["F3", "E3", "D3", "S3", "S7"]},
            "Dan": {"cards": 14, "scoring": ["yin", "yang", "plus"]}},
            "most_cards_rolloff": most_cards},
        "orange": {"tours": ["Ana", "Ben"], "end": "normal",
            "hands": {"Ana": ["E5", "couteau-suisse"], "Cleo": ["papillon"], "Ben": [], "Dan": ["D2"]},
            "couteau_suisse": {"Ana": [couteau]}, "papillon_draw": {"Cleo": ["F1", "F2", "E4"]}}
    }))?;
    let report = score_input(&sheet).map_err(|e| e.to_string())?;
    for side in &report.sides {
        let label = side.members.join("+");
        let shown = s.side_row(&label).await?;
        assert_eq!(shown, [side.blue, side.orange, side.total], "side {label}");
    }
    s.wait_text(
        "#consolation",
        |t| t.contains("Ana+Cleo"),
        "the consolation",
    )
    .await?;
    s.audit("web: the result tab").await
}
