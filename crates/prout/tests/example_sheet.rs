//! `examples/prout-match.json`, the documented example of a match to 20 points, scored
//! as the command line and the app read it.

use game_kit::{ScoreSheet, SheetReport};
use prout::ProutSheet;

const EXAMPLE: &str = include_str!("../../../examples/prout-match.json");

#[test]
fn the_example_match_scores_as_documented() {
    let sheet: ProutSheet = serde_json::from_str(EXAMPLE).unwrap();
    let report = sheet.score().unwrap();
    let running: Vec<Vec<i64>> = report
        .games
        .iter()
        .map(|g| g.players.iter().map(|p| p.total).collect())
        .collect();
    // Game 1 is the text's own example: Régine 0, Francis 9, Kenza 2.
    assert_eq!(running[0], vec![0, 9, 2]);
    // Francis's malus is listed ("4", "L12", 9): three cards.
    assert_eq!(report.games[1].players[1].malus.cards, 3);
    assert_eq!(running[1], vec![5, 16, 3]);
    assert_eq!(running[2], vec![16, 18, 5]);
    // Game 4: Francis reaches 22 ≥ 20, the match ends, Kenza has the fewest points.
    assert_eq!(report.totals, vec![17, 22, 7]);
    assert!(report.finished());
    assert_eq!(report.reached_target, vec!["Francis".to_string()]);
    assert_eq!(report.winners, vec!["Kenza".to_string()]);
    let places: Vec<usize> = report.standings().iter().map(|s| s.place).collect();
    assert_eq!(places, vec![2, 3, 1]);
}
