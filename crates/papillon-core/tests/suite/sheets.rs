//! Hand-checked sheets, one or more per player count. The expected numbers were worked
//! out by hand from the rules (docs/rules.md §5, §7) before the scorer was run; the arithmetic is in comments.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use common::{bot, score, side, winners};
use papillon_core::scoring::ItemKind;
use serde_json::json;

/// The example of the issue: 4 players, crossed teams.
#[test]
fn four_players_issue_example() {
    let report = score(json!({
      "players": ["Ana", "Ben", "Cleo", "Dan"],
      "teams": [["Ana", "Cleo"], ["Ben", "Dan"]],
      "options": {},
      "blue": {
        "players": {
          "Ana":  { "cards": 10, "scoring": ["F3", "yin"] },
          "Cleo": { "cards": 20, "scoring": ["yang", "S7", "chat-noir"], "chat_noir": "voluntary" },
          "Ben":  { "cards": 16, "scoring": ["E3", "plus", "moins"] },
          "Dan":  { "cards": 12, "scoring": ["multiplier-diviser", "chrysalide"] }
        },
        "most_cards_rolloff": null
      },
      "orange": {
        "tours": ["Ana", "Dan"],
        "end": "normal",
        "hands": { "Ana": ["E4"], "Cleo": ["D11", "S10"], "Ben": ["F1", "chrysalide"], "Dan": [] },
        "couteau_suisse": {},
        "papillon_draw": {}
      }
    }));
    // Blue Ana+Cleo: most cards (30 v 28) 10 + F3 10 + Dragon 10 + Yin&Yang 30 + Chat Noir 30 = 90
    // Orange Ana 30 + 4 = 34, Cleo 20 + 30 + 21 = 71: 105
    assert_eq!(bot(&report, &["Ana", "Cleo"]), (90, 105, -15));
    // Blue Ben+Dan: E3, Plus, Moins, ×/÷, Chrysalide = 50
    // Orange Ben 20 + 30 + 1 + 0 = 51, Dan 20: 71
    assert_eq!(bot(&report, &["Ben", "Dan"]), (50, 71, -21));
    assert_eq!(winners(&report), ["Ana", "Cleo"]);
    assert!(report.consolation.is_empty());
    // Ana's own points: F3 only; the pair bonus and most cards are shared team items.
    let ana = &report.players[0];
    assert_eq!((ana.name.as_str(), ana.blue, ana.orange), ("Ana", 10, 34));
    let cleo = &report.players[2];
    assert_eq!((cleo.blue, cleo.orange), (40, 71));
    // "On compte les points par équipe, en additionnant les points des joueurs de la
    // même équipe": each member is credited the team's whole score (docs/rules.md).
    for (player, credited) in [(0, (90, 105, -15)), (2, (90, 105, -15)), (1, (50, 71, -21))] {
        let c = report.players[player].credited;
        assert_eq!((c.blue, c.orange, c.total), credited);
    }
    // every side's items add up to its score
    for s in &report.sides {
        assert_eq!(s.blue, s.blue_items.iter().map(|i| i.points).sum::<i32>());
        assert_eq!(
            s.orange,
            s.orange_items.iter().map(|i| i.points).sum::<i32>()
        );
    }
}

/// 2 players: an involuntary Chat Noir, Yin and Yang together, two Chat Noirs left in
/// one orange hand, a Couteau Suisse roll, a Papillon draw that holds a Papillon.
#[test]
fn two_players() {
    let report = score(json!({
      "players": ["Ana", "Ben"],
      "blue": {
        "players": {
          "Ana": { "cards": 30, "scoring": ["F3", "D3", "couteau-suisse", "papillon", "chat-noir", "F8"],
                   "chat_noir": "involuntary" },
          "Ben": { "cards": 28, "scoring": ["E3", "S3", "dragon", "yin", "yang", "chenille",
                                            "chrysalide", "plus", "moins", "multiplier-diviser"] }
        }
      },
      "orange": {
        "tours": ["Ben", "Ana", "Ben"],
        "end": "carnage",
        "hands": { "Ana": ["chat-noir", "chat-noir", "couteau-suisse", "papillon"], "Ben": [] },
        "couteau_suisse": { "Ana": [9] },
        "papillon_draw": { "Ana": ["F2", "yin", "papillon"] }
      }
    }));
    // Ana blue: F3 10 + D3 10 + CS 10 + Papillon 10 − Chat Noir 30 + most cards 10 = 20
    // Ana orange: tours 20 (t1) + 30 (t3, last) + 22 + 22 + 9 + 0 + (2 + 12 + 0) = 117
    assert_eq!(bot(&report, &["Ana"]), (20, 117, -97));
    // Ben blue: 3s 20 + Dragon 10 + Yin&Yang 30 + five trumps 50 = 110; orange: t2 20
    assert_eq!(bot(&report, &["Ben"]), (110, 20, 90));
    assert_eq!(winners(&report), ["Ben"]);
    // a player alone is credited with their side's score
    assert_eq!(report.players[0].credited.total, -97);
    assert_eq!(report.players[0].blue, 20);
    let chat_noir = side(&report, &["Ana"])
        .blue_items
        .iter()
        .find(|i| matches!(i.kind, ItemKind::ChatNoir { .. }))
        .map(|i| i.points);
    assert_eq!(chat_noir, Some(-30));
    assert_eq!(report.sides[0].place, 2);
    assert_eq!(report.sides[1].place, 1);
}

fn three_player_sheet(
    options: serde_json::Value,
    teams: Option<serde_json::Value>,
    rolloff: Option<&str>,
) -> serde_json::Value {
    let mut sheet = json!({
      "players": ["Ana", "Ben", "Cleo"],
      "options": options,
      "blue": {
        "players": {
          "Ana":  { "cards": 20, "scoring": ["F3", "chat-noir"], "chat_noir": "voluntary" },
          "Ben":  { "cards": 20, "scoring": ["E3", "yin"] },
          "Cleo": { "cards": 18, "scoring": ["F5"] }
        },
        "most_cards_rolloff": rolloff
      },
      "orange": {
        "tours": ["Cleo"],
        "end": "apocalypse",
        "hands": { "Ana": ["S11", "yang"], "Ben": ["couteau-suisse", "couteau-suisse"],
                   "Cleo": ["chenille", "moins"] },
        "couteau_suisse": { "Ben": [2, 12] }
      }
    });
    if let Some(teams) = teams {
        sheet["teams"] = teams;
    }
    sheet
}

/// 3 players each alone: a most-cards tie settled by roll-off, a consolation, an
/// apocalypse, two Couteaux Suisses.
#[test]
fn three_players_each_alone() {
    let report = score(three_player_sheet(json!({}), None, Some("Ben")));
    // Blue before consolation: Ana 10 + 30 = 40, Ben 10 + 10 + most cards (roll-off) 10 = 30,
    // Cleo 0. Cleo receives 10 from Ana and from Ben.
    // Orange (apocalypse: tour 1 is intermediate, the blocked tour scores nothing):
    // Ana 20 + 11 + 13 = 44; Ben 20 + 2 + 12 = 34; Cleo 1 + 0 = 1.
    assert_eq!(bot(&report, &["Ana"]), (30, 44, -14));
    assert_eq!(bot(&report, &["Ben"]), (20, 34, -14));
    assert_eq!(bot(&report, &["Cleo"]), (20, 1, 19));
    assert_eq!(winners(&report), ["Cleo"]);
    assert_eq!(report.consolation.len(), 2);
    assert!(
        report
            .consolation
            .iter()
            .all(|t| t.to == ["Cleo"] && t.points == 10)
    );
    let places: Vec<usize> = report.sides.iter().map(|s| s.place).collect();
    assert_eq!(places, [2, 2, 1]);
    let most = side(&report, &["Ben"]).blue_items.iter().find(|i| {
        matches!(
            i.kind,
            ItemKind::MostCards {
                rolloff: true,
                cards: 20
            }
        )
    });
    assert!(most.is_some());
}

/// 3 players two against one (house rule): the same table, now Ana and Cleo together.
#[test]
fn three_players_two_against_one() {
    let report = score(three_player_sheet(
        json!({"three_players": "two_against_one"}),
        Some(json!([["Ana", "Cleo"], ["Ben"]])),
        None,
    ));
    // Ana+Cleo: 38 cards, most cards 10 + F3 10 + Chat Noir 30 = 50; orange 44 + 1 = 45.
    // Ben: E3 10 + Yin 10 = 20; orange 34.
    assert_eq!(bot(&report, &["Ana", "Cleo"]), (50, 45, 5));
    assert_eq!(bot(&report, &["Ben"]), (20, 34, -14));
    assert_eq!(winners(&report), ["Ana", "Cleo"]);
}

/// 4 players: a team tie for most cards, a consolation to a team, an involuntary Chat
/// Noir, Yin and Yang split across partners under the 50 rule, a carnage end and a
/// Papillon left in hand with an empty draw pile.
#[test]
fn four_players_tie_consolation_carnage() {
    let report = score(json!({
      "players": ["Ana", "Ben", "Cleo", "Dan"],
      "teams": [["Ana", "Cleo"], ["Ben", "Dan"]],
      "options": {"yin_yang": "together_50"},
      "blue": {
        "players": {
          "Ana":  { "cards": 15 },
          "Cleo": { "cards": 14, "scoring": ["F0"] },
          "Ben":  { "cards": 14, "scoring": ["F3", "E3", "D3", "S3", "yin"] },
          "Dan":  { "cards": 15, "scoring": ["papillon", "chat-noir", "yang"], "chat_noir": "involuntary" }
        },
        "most_cards_rolloff": "Dan"
      },
      "orange": {
        "tours": ["Ben"],
        "end": "carnage",
        "hands": { "Ana": ["F11", "D11"], "Ben": [], "Cleo": ["papillon"], "Dan": ["chenille"] },
        "papillon_draw": { "Cleo": [] }
      }
    }));
    // Blue Ben+Dan: 3s 40 + Papillon 10 − 30 + most cards (roll-off, 29 v 29) 10
    //   + Yin 10 + Yang 10 + together 30 = 80, then pays 10 to Ana+Cleo: 70.
    // Blue Ana+Cleo: 0, receives 10.
    // Orange (carnage: the tour counts as the last, +30): Ana 30 + 22, Cleo 30 + 0,
    //   Dan 30 + 1, Ben 0.
    assert_eq!(bot(&report, &["Ana", "Cleo"]), (10, 82, -72));
    assert_eq!(bot(&report, &["Ben", "Dan"]), (70, 31, 39));
    assert_eq!(winners(&report), ["Ben", "Dan"]);
    assert_eq!(report.consolation.len(), 1);
    assert_eq!(report.consolation[0].from, ["Ben", "Dan"]);
    assert_eq!(report.consolation[0].to, ["Ana", "Cleo"]);
    // own points: Ben 40 + Yin 10; Dan 10 − 30 + Yang 10
    assert_eq!(report.players[1].blue, 50);
    assert_eq!(report.players[3].blue, -10);
}

/// 5 players: a team of three against a team of two; the team total is credited to
/// each member.
#[test]
fn five_players() {
    let report = score(json!({
      "players": ["Ana", "Ben", "Cleo", "Dan", "Eve"],
      "teams": [["Ana", "Cleo", "Eve"], ["Ben", "Dan"]],
      "blue": {
        "players": {
          "Ana":  { "cards": 12, "scoring": ["F3"] },
          "Cleo": { "cards": 12 },
          "Eve":  { "cards": 10, "scoring": ["dragon"] },
          "Ben":  { "cards": 12, "scoring": ["chat-noir"], "chat_noir": "voluntary" },
          "Dan":  { "cards": 12, "scoring": ["yin", "yang"] }
        }
      },
      "orange": {
        "tours": ["Ben"],
        "hands": { "Ana": ["F0"], "Cleo": ["E1"], "Eve": ["S2"], "Ben": [], "Dan": ["multiplier-diviser"] }
      }
    }));
    // Blue A: most cards (34 v 24) 10 + F3 10 + Dragon 10 = 30; B: Chat Noir 30 + Yin&Yang 30 = 60.
    // Orange: 5 players, one deal of 11, so one tour, the last: Ben went out, +30 to Ana,
    // Cleo, Eve and Dan. A: Ana 30 + 0, Cleo 30 + 1, Eve 30 + 2 = 93; B: Ben 0, Dan 30 + 0 = 30.
    assert_eq!(bot(&report, &["Ana", "Cleo", "Eve"]), (30, 93, -63));
    assert_eq!(bot(&report, &["Ben", "Dan"]), (60, 30, 30));
    assert_eq!(winners(&report), ["Ben", "Dan"]);
    for player in &report.players {
        let own_side = &report.sides[player.side];
        assert_eq!(player.credited.total, own_side.total, "{}", player.name);
    }
}

#[test]
fn equal_best_totals_share_the_victory() {
    let report = score(json!({
      "players": ["Ana", "Ben"],
      "blue": { "players": {
          "Ana": { "cards": 29, "scoring": ["F3"] },
          "Ben": { "cards": 29, "scoring": ["E3"] } },
        "most_cards_rolloff": "Ana" },
      "orange": { "tours": ["Ana"], "end": "carnage", "hands": { "Ana": [], "Ben": ["F10"] } }
    }));
    // Ana: 10 + 10 − 0 = 20; Ben: 10 − (30 + 10) = −30
    assert_eq!(bot(&report, &["Ana"]), (20, 0, 20));
    assert_eq!(bot(&report, &["Ben"]), (10, 40, -30));
    assert_eq!(winners(&report), ["Ana"]);

    let report = score(json!({
      "players": ["Ana", "Ben", "Cleo"],
      "blue": { "players": {
          "Ana": { "cards": 20, "scoring": ["F3"] },
          "Ben": { "cards": 19, "scoring": ["E3"] },
          "Cleo": { "cards": 19, "scoring": ["D3", "S3"] } } },
      "orange": { "tours": ["Cleo"], "end": "carnage", "hands": { "Ana": ["F10"], "Ben": [], "Cleo": [] } }
    }));
    // Ana 20 − 40 = −20; Ben 10 − 30 = −20; Cleo 20 − 0 = 20: Cleo alone wins.
    assert_eq!(winners(&report), ["Cleo"]);

    let report = score(json!({
      "players": ["Ana", "Ben"],
      "blue": { "players": {
          "Ana": { "cards": 30, "scoring": ["F3"] },
          "Ben": { "cards": 28, "scoring": ["E3", "D3"] } } }
    }));
    // blue only: Ana 10 + 10 = 20, Ben 20: shared victory, both first.
    assert_eq!(winners(&report), ["Ana", "Ben"]);
    assert!(report.sides.iter().all(|s| s.place == 1));
}

#[test]
fn winner_roll_off_house_rule() {
    let base = |rolloff: Option<&str>| {
        let mut sheet = json!({
          "players": ["Ana", "Ben"],
          "options": {"tied_winners": "roll_off"},
          "blue": { "players": {
              "Ana": { "cards": 30, "scoring": ["F3"] },
              "Ben": { "cards": 28, "scoring": ["E3", "D3"] } } }
        });
        if let Some(name) = rolloff {
            sheet["winner_rolloff"] = json!(name);
        }
        sheet
    };
    let message = common::messages(base(None));
    assert!(message.contains("Ana and Ben"), "{message}");
    assert!(message.contains("winner_rolloff"), "{message}");
    let report = score(base(Some("Ben")));
    assert_eq!(winners(&report), ["Ben"]);
    let places: Vec<usize> = report.sides.iter().map(|s| s.place).collect();
    assert_eq!(places, [2, 1]);
}

#[test]
fn orange_only_and_blue_only_sheets() {
    let report = score(json!({
      "players": ["Ana", "Ben"],
      "orange": { "tours": ["Ana"], "end": "carnage", "hands": { "Ana": [], "Ben": ["S9"] } }
    }));
    // orange only: fewest points wins
    assert_eq!(bot(&report, &["Ben"]), (0, 39, -39));
    assert_eq!(winners(&report), ["Ana"]);
    assert!(
        report.consolation.is_empty(),
        "no blue round, no consolation"
    );
}

#[test]
fn options_are_echoed() {
    let report = score(json!({
      "players": ["Ana", "Ben"],
      "options": {"consolation": "exactly_zero"},
      "blue": { "players": {
          "Ana": { "cards": 30, "scoring": ["chat-noir"], "chat_noir": "involuntary" },
          "Ben": { "cards": 28, "scoring": ["E3"] } } }
    }));
    // Ana: most cards 10 − 30 = −20: not exactly 0, so no consolation under the option.
    assert_eq!(bot(&report, &["Ana"]), (-20, 0, -20));
    assert!(report.consolation.is_empty());
    let json = serde_json::to_value(&report).expect("serialise");
    assert_eq!(json["options"]["consolation"], "exactly_zero");
    assert_eq!(json["options"]["trump_numbers"]["chat_noir"], 22);
}
