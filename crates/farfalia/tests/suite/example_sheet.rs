//! `examples/farfalia-five.json`, the documented example of a whole five-player
//! beginner game of three deals, scored as the command line and the app read it.

use farfalia::{FarfaliaSheet, Note};
use game_kit::{ScoreSheet, SheetReport};

const EXAMPLE: &str = include_str!("../../../../examples/farfalia-five.json");

#[test]
fn the_example_game_scores_as_documented() {
    let sheet: FarfaliaSheet = serde_json::from_str(EXAMPLE).unwrap();
    let report = sheet.score().unwrap();
    // Deal 1: Alain 3 matches → 6 [house value]; Béatrice+Danièle 4 (11B fish, 7O shell,
    // 10R butterfly, 4R strawberry) → 10; Corentin+Éric 1 → 1.
    assert_eq!(report.totals_by_deal()[0], vec![6, 10, 1, 10, 1]);
    assert_eq!(report.deals[0].sides[1].matches, 4);
    // Deal 2: Corentin and Éric tie lowest at 1; Corentin is first clockwise from
    // Alain, deals, and keeps all five (15); Alain+Danièle 2 → 3.
    assert_eq!(report.totals_by_deal()[1], vec![9, 10, 16, 13, 1]);
    // Deal 3, doubled: Éric (lowest) 4 → 20; Béatrice+Danièle 3 → 12; Alain+Corentin 1 → 2.
    assert!(report.deals[2].doubled);
    assert_eq!(report.totals, vec![11, 22, 18, 25, 21]);
    // «les deux joueurs ayant le plus de points gagnent la partie»
    assert!(report.finished());
    assert_eq!(
        report.winners,
        vec!["Béatrice".to_string(), "Danièle".to_string()]
    );
    let places: Vec<usize> = report.standings().iter().map(|s| s.place).collect();
    assert_eq!(places, vec![5, 2, 4, 1, 3]);
    assert!(report.gaps().contains(&Note::HousePoints));
    // The documented report excerpt stays true.
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["deals"][2]["players"][4]["points"], 20);
    assert_eq!(json["standings"][3]["won"], true);
}

/// Issue 33: a deal just played, whose sides have not said what they kept, holds the
/// next deal back and names the sides it waits for; sheets written before (no
/// `entered` field) read every side as entered.
#[test]
fn a_side_not_yet_entered_holds_the_next_deal() {
    let mut sheet: FarfaliaSheet = serde_json::from_str(EXAMPLE).unwrap();
    sheet.deals.truncate(2);
    let whole = sheet.score().unwrap();
    assert!(whole.waiting.is_empty() && whole.next.is_some());
    sheet.deals[1].sides[1].entered = false;
    let report = sheet.score().unwrap();
    assert_eq!(report.waiting.len(), 1);
    assert_eq!(report.waiting[0].deal, 2);
    assert_eq!(report.waiting[0].players, whole.deals[1].sides[1].players);
    assert!(
        report.next.is_none(),
        "the next deal waits for the side's collection"
    );
    assert!(!report.deals[1].sides[1].entered);
    // written back, the flag survives; a side entered writes nothing new
    let json = serde_json::to_value(&sheet).unwrap();
    assert_eq!(json["deals"][1]["sides"][1]["entered"], false);
    assert!(json["deals"][1]["sides"][0].get("entered").is_none());
}
