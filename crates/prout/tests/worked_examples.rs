//! The worked examples of `shared/NEIGHBOUR-GAMES.md` B.6 (PR1 to PR3), their lines
//! quoted, scored through the sheet as a group would enter it.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use common::{counts, game, listed, names};
use game_kit::{ScoreSheet, SheetReport};
use prout::{Mode, Options, Problem, ProutSheet, Scoring};

#[test]
fn pr1_main_mode_card_count_the_texts_own_example() {
    // «Régine: hand 0, pioche 0, malus 0. She ends the game» «Francis: hand 5, pioche 2,
    // malus 2.» «Kenza: hand 2, pioche 0, malus 0.»
    let mut sheet = ProutSheet::new(Mode::Main, names(&["Régine", "Francis", "Kenza"]));
    sheet.games.push(game(
        Some("Régine"),
        vec![
            ("Régine", counts(0, 0, 0)),
            ("Francis", counts(5, 2, 2)),
            ("Kenza", counts(2, 0, 0)),
        ],
    ));
    let report = sheet.score().unwrap();
    // «Expected. Régine 0, Francis 9, Kenza 2. Régine wins. This matches «Régine
    // remporte la partie!».»
    assert_eq!(report.totals, vec![0, 9, 2]);
    let francis = &report.games[0].players[1];
    assert_eq!(
        (
            francis.hand.points,
            francis.pile.as_ref().unwrap().points,
            francis.malus.points
        ),
        (5, 2, 2)
    );
    assert!(report.finished());
    assert_eq!(report.winners, names(&["Régine"]));
    let places: Vec<usize> = report.standings().iter().map(|s| s.place).collect();
    assert_eq!(places, vec![1, 3, 2]);
}

fn pr2(scoring: Scoring) -> ProutSheet {
    // «Léo has just played his last card; his pioche is empty.»
    // «| Léo | — | — | 1, 1, 2 |» «| Mia | 12, 13 | — | — |» «| Noé | 3, INTOX | 5 | 9 |»
    let mut sheet = ProutSheet::new(Mode::Main, names(&["Léo", "Mia", "Noé"]));
    sheet.options = Options {
        scoring,
        ..Options::default()
    };
    sheet.games.push(game(
        Some("Léo"),
        vec![
            ("Léo", listed(&[], &[], &["1", "1", "2"])),
            ("Mia", listed(&["12", "13"], &[], &[])),
            ("Noé", listed(&["3", "intox"], &["5"], &["9"])),
        ],
    ));
    sheet
}

#[test]
fn pr2_the_finisher_loses_on_count_then_wins_with_the_variante() {
    // «Count mode: Léo 3, Mia 2, Noé 4. Mia wins: the player who ended the game does not
    // win.»
    let report = pr2(Scoring::Count).score().unwrap();
    assert_eq!(report.totals, vec![3, 2, 4]);
    assert_eq!(report.winners, names(&["Mia"]));
    // «VARIANTE: Léo 1+1+2 = 4; Mia 12+13 = 25; Noé 3+1+5+9 = 18. Léo wins.»
    let report = pr2(Scoring::Values).score().unwrap();
    assert_eq!(report.totals, vec![4, 25, 18]);
    assert_eq!(report.winners, names(&["Léo"]));
    let noe = &report.games[0].players[2];
    assert_eq!(
        noe.hand.items.iter().map(|i| i.points).collect::<Vec<_>>(),
        vec![3, 1],
        "«Une carte INTOX vaut 1 point!»"
    );
    assert_eq!(
        noe.malus.points, 9,
        "Malus cards are valued like the others [reading]"
    );
}

#[test]
fn pr3_solo_success_and_failure() {
    // «(a) … ended that turn with 0 cards in hand and 0 malus.» «(a) 0, success.»
    let mut solo = ProutSheet::new(Mode::Solo, names(&["Zoé"]));
    solo.games.push(game(None, vec![("Zoé", counts(0, 0, 0))]));
    let report = solo.score().unwrap();
    assert!(report.finished());
    assert_eq!(
        report.solo.as_ref().map(|s| (s.points, s.success)),
        Some((0, true))
    );
    assert!(report.standings()[0].won);
    // «(b) … ending with one 7 in hand and one malus.» «(b) 1 + 1 = 2, failure.»
    let mut solo = ProutSheet::new(Mode::Solo, names(&["Zoé"]));
    solo.games
        .push(game(None, vec![("Zoé", listed(&["7"], &[], &["4"]))]));
    let report = solo.clone().score().unwrap();
    assert_eq!(
        report.solo.as_ref().map(|s| (s.points, s.success)),
        Some((2, false))
    );
    assert!(!report.standings()[0].won && report.winners.is_empty());
    // «With the VARIANTE it would be 7 + malus value.»
    solo.options.scoring = Scoring::Values;
    assert_eq!(solo.score().unwrap().solo.unwrap().points, 7 + 4);
}

fn pr3c(games: usize) -> ProutSheet {
    // «(c) main mode, 3 players, threshold 20.» «| A | 0 | 6 | 3 |» «| B | 9 | 8 | 4 |»
    // «| C | 2 | 0 | 5 |»
    let mut sheet = ProutSheet::new(Mode::Main, names(&["A", "B", "C"]));
    sheet.options.target = Some(20);
    let points = [(0, 9, 2), (6, 8, 0), (3, 4, 5)];
    for &(a, b, c) in points.iter().take(games) {
        let ender = [("A", a), ("B", b), ("C", c)]
            .into_iter()
            .find(|(_, p)| *p == 0)
            .map(|(n, _)| n);
        // Points entered as malus cards, so whoever has 0 emptied hand and pile.
        sheet.games.push(game(
            Some(ender.unwrap_or("A")),
            vec![
                ("A", counts(0, 0, a)),
                ("B", counts(0, 0, b)),
                ("C", counts(0, 0, c)),
            ],
        ));
    }
    sheet
}

#[test]
fn pr3_threshold_match_to_20() {
    // «Totals after game 2: A 6, B 17, C 2, so the match continues.»
    let report = pr3c(2).score().unwrap();
    assert_eq!(report.totals, vec![6, 17, 2]);
    assert!(!report.finished() && report.winners.is_empty());
    // «After game 3: A 9, B 21, C 7. B has reached ≥ 20, so the match ends and C wins
    // with the lowest total.»
    let report = pr3c(3).score().unwrap();
    assert_eq!(report.totals, vec![9, 21, 7]);
    assert!(report.finished());
    assert_eq!(report.reached_target, names(&["B"]));
    assert_eq!(report.winners, names(&["C"]));
    // A fourth game after the end is refused, naming it.
    let mut more = pr3c(3);
    more.games.push(more.games[2].clone());
    assert_eq!(
        more.score().unwrap_err(),
        vec![Problem::GameAfterEnd {
            game: 4,
            ended_after: 3,
            target: true
        }]
    );
}
