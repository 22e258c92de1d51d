//! The family's other games kept at a real table go through the same store as a
//! Papillon sheet, knowing nothing of the game but its `ScoreSheet`: revisions, stale
//! entries, refusals with the engine's typed problems, undo and redo, the status from the
//! report, the history's sides and the statistics. A game of a page stands in for them
//! here ("Tally": each deal adds points, the fewest after `deals` deals win).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use game_kit::{Ranking, ScoreSheet, SheetReport, Standing, sheet::places};
use papillon_store::{GameFilter, GameStatus, GameType, SheetError, Store, StoreError};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Tally {
    players: Vec<String>,
    deals: usize,
    /// Points per deal, one per player.
    points: Vec<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
enum Problem {
    WrongLength { deal: usize },
    Negative { deal: usize, player: String },
    TooManyDeals { deals: usize },
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Report {
    totals: Vec<i64>,
    finished: bool,
    players: Vec<String>,
}

impl SheetReport for Report {
    fn standings(&self) -> Vec<Standing> {
        let place = places(&self.totals, Ranking::LowerWins);
        self.totals
            .iter()
            .enumerate()
            .map(|(seat, &total)| Standing {
                seat,
                name: self.players[seat].clone(),
                side: seat,
                total,
                place: place[seat],
                won: self.finished && place[seat] == 1,
            })
            .collect()
    }

    fn finished(&self) -> bool {
        self.finished
    }
}

impl ScoreSheet for Tally {
    const GAME: &'static str = "prout";
    const RANKING: Ranking = Ranking::LowerWins;
    type Report = Report;
    type Problem = Problem;

    fn players(&self) -> Vec<String> {
        self.players.clone()
    }

    fn score(&self) -> Result<Report, Vec<Problem>> {
        let mut problems = Vec::new();
        if self.points.len() > self.deals {
            problems.push(Problem::TooManyDeals {
                deals: self.points.len(),
            });
        }
        let mut totals = vec![0; self.players.len()];
        for (deal, points) in self.points.iter().enumerate() {
            if points.len() != self.players.len() {
                problems.push(Problem::WrongLength { deal });
                continue;
            }
            for (seat, &p) in points.iter().enumerate() {
                if p < 0 {
                    problems.push(Problem::Negative {
                        deal,
                        player: self.players[seat].clone(),
                    });
                }
                totals[seat] += p;
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Report {
            totals,
            finished: self.points.len() == self.deals,
            players: self.players.clone(),
        })
    }
}

fn tally(points: &[&[i64]]) -> Tally {
    Tally {
        players: vec!["Ana".into(), "Ben".into(), "Cleo".into()],
        deals: 2,
        points: points.iter().map(|p| p.to_vec()).collect(),
    }
}

#[test]
fn a_sheet_game_is_kept_revision_by_revision_and_finished_by_its_report() {
    let mut store = Store::open_in_memory().unwrap();
    let game = store.new_sheet_game(&tally(&[]), None).unwrap();
    let now = store.sheet_game::<Tally>(game).unwrap();
    assert_eq!(now.revision, 1);
    assert_eq!(now.summary.game, GameType::Prout);
    assert_eq!(now.summary.status, GameStatus::InProgress);

    let one = store
        .save_sheet(game, Some(1), &tally(&[&[3, 1, 2]]))
        .unwrap();
    assert_eq!(one.revision, 2);
    assert_eq!(one.report.as_ref().unwrap().totals, vec![3, 1, 2]);
    assert!(one.can_undo);
    assert_eq!(one.summary.status, GameStatus::InProgress);

    // an entry made on revision 1 again is stale: nothing written
    match store.save_sheet(game, Some(1), &tally(&[&[9, 9, 9]])) {
        Err(SheetError::Store(StoreError::StaleRevision { current: 2, .. })) => {}
        other => panic!("expected stale, got {other:?}"),
    }
    // a sheet with a problem is refused with the engine's typed problem
    match store.save_sheet(game, Some(2), &tally(&[&[3, 1, 2], &[0, -4, 1]])) {
        Err(SheetError::Refused(problems)) => assert_eq!(
            problems,
            vec![Problem::Negative {
                deal: 1,
                player: "Ben".into()
            }]
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(store.sheet_game::<Tally>(game).unwrap().revision, 2);

    // the last deal finishes the game: Ana and Cleo share the fewest points and win
    let two = store
        .save_sheet(game, Some(2), &tally(&[&[3, 1, 2], &[0, 4, 1]]))
        .unwrap();
    assert_eq!(two.summary.status, GameStatus::Finished);
    assert_eq!(
        two.summary.winners,
        vec!["Ana".to_string(), "Cleo".to_string()]
    );
    let sides = &two.summary.sides;
    assert_eq!(sides.len(), 3);
    assert_eq!(
        sides
            .iter()
            .map(|s| (s.total, s.place, s.blue))
            .collect::<Vec<_>>(),
        vec![(3, 1, None), (3, 1, None), (5, 3, None)] // best first
    );

    // the same sheet again writes nothing
    assert_eq!(
        store
            .save_sheet(game, Some(3), &tally(&[&[3, 1, 2], &[0, 4, 1]]))
            .unwrap()
            .revision,
        3
    );

    // undo takes the finish back, redo gives it again
    let undone = store.sheet_undo::<Tally>(game).unwrap();
    assert_eq!(undone.revision, 4);
    assert_eq!(undone.sheet, tally(&[&[3, 1, 2]]));
    assert_eq!(undone.summary.status, GameStatus::InProgress);
    assert!(undone.can_redo);
    let redone = store.sheet_redo::<Tally>(game).unwrap();
    assert_eq!(redone.summary.status, GameStatus::Finished);
    assert_eq!(redone.sheet, tally(&[&[3, 1, 2], &[0, 4, 1]]));
    let revisions = store.sheet_revisions::<Tally>(game).unwrap();
    assert_eq!(revisions.len(), 5);
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn statistics_of_a_game_the_fewest_points_win_take_the_lowest_total_as_best() {
    let mut store = Store::open_in_memory().unwrap();
    for points in [[[3, 1, 2], [0, 4, 1]], [[1, 1, 1], [1, 0, 9]]] {
        let sheet = tally(&[&points[0], &points[1]]);
        store.new_sheet_game(&sheet, None).unwrap();
    }
    // an unfinished game counts for nothing
    store.new_sheet_game(&tally(&[&[0, 0, 0]]), None).unwrap();
    let stats = store.sheet_stats::<Tally>().unwrap();
    let ana = stats.iter().find(|s| s.name == "Ana").unwrap();
    assert_eq!(ana.games, 2);
    assert_eq!(ana.wins, 1); // 3, tied with Cleo; then 2, behind Ben's 1
    assert_eq!(ana.best_game.as_ref().unwrap().total, 2);
    assert_eq!(ana.average_blue, None);
    let ben = stats.iter().find(|s| s.name == "Ben").unwrap();
    assert_eq!(ben.wins, 1);
    assert_eq!(ben.best_game.as_ref().unwrap().total, 1);
    // the modern Papillon's statistics do not count them
    assert!(store.stats().unwrap().is_empty());
    let listed = store
        .list_games(&GameFilter {
            game: Some(GameType::Prout),
            ..GameFilter::default()
        })
        .unwrap();
    assert_eq!(listed.len(), 3);
}

#[test]
fn a_game_is_read_only_as_its_own_type_and_keeps_its_players() {
    let mut store = Store::open_in_memory().unwrap();
    let papillon = store
        .new_game(&papillon_store::NewGame::players(["Ana", "Ben"]))
        .unwrap();
    let prout = store.new_sheet_game(&tally(&[]), None).unwrap();
    assert!(matches!(
        store.sheet_game::<Tally>(papillon),
        Err(StoreError::OtherGame {
            expected: GameType::Prout,
            found: GameType::Papillon,
            ..
        })
    ));
    assert!(matches!(
        store.game(prout),
        Err(StoreError::OtherGame {
            expected: GameType::Papillon,
            found: GameType::Prout,
            ..
        })
    ));
    assert!(matches!(
        store.undo(prout),
        Err(StoreError::OtherGame { .. })
    ));
    let mut other = tally(&[]);
    other.players[2] = "Dan".into();
    assert!(matches!(
        store.save_sheet(prout, None, &other),
        Err(SheetError::Store(StoreError::PlayersChanged { .. }))
    ));
    // a refused first sheet starts no game
    let before = store.list_games(&GameFilter::default()).unwrap().len();
    assert!(matches!(
        store.new_sheet_game(&tally(&[&[1]]), None),
        Err(SheetError::Refused(_))
    ));
    assert_eq!(
        store.list_games(&GameFilter::default()).unwrap().len(),
        before
    );
}

fn example<S: serde::de::DeserializeOwned>(name: &str) -> S {
    let path = format!("{}/../../examples/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_backup_carries_every_game_of_the_family_and_imports_them_unchanged() {
    let mut store = Store::open_in_memory().unwrap();
    let prout: prout::ProutSheet = example("prout-match.json");
    let farfalia: farfalia::FarfaliaSheet = example("farfalia-five.json");
    let ledger: classic_papillon::Ledger = example("classic-ledger.json");
    let p = store.new_sheet_game(&prout, None).unwrap();
    let f = store.new_sheet_game(&farfalia, None).unwrap();
    let c = store.new_sheet_game(&ledger, None).unwrap();
    // a revision and an undo, so the history travels too
    let mut shorter = prout.clone();
    shorter.games.pop();
    store.save_sheet(p, None, &shorter).unwrap();
    store.sheet_undo::<prout::ProutSheet>(p).unwrap();
    store
        .add_finished_game(&common::four_players(), None)
        .unwrap();
    let text = store.export_json().unwrap();
    let backup: serde_json::Value = serde_json::from_str(&text).unwrap();
    let types: Vec<&str> = backup["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_str().unwrap())
        .collect();
    assert_eq!(types, ["prout", "farfalia", "classic", "papillon"]);

    let mut other = Store::open_in_memory().unwrap();
    let summary = other.import_json(&text).unwrap();
    assert_eq!(summary.games, 4);
    let before = store.list_games(&GameFilter::default()).unwrap();
    let after = other.list_games(&GameFilter::default()).unwrap();
    let strip = |games: &[papillon_store::GameSummary]| {
        games
            .iter()
            .map(|g| {
                (
                    g.game,
                    g.status,
                    g.players.clone(),
                    g.sides.clone(),
                    g.winners.clone(),
                    g.revision,
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&before), strip(&after));
    let _ = (f, c);
    assert_eq!(
        other
            .sheet_game::<prout::ProutSheet>(after[3].id)
            .unwrap()
            .sheet,
        prout
    );
    let stats = |s: &Store| {
        s.sheet_stats::<prout::ProutSheet>()
            .unwrap()
            .into_iter()
            .map(|p| (p.name, p.games, p.wins, p.best_game.map(|b| b.total)))
            .collect::<Vec<_>>()
    };
    assert_eq!(stats(&other), stats(&store));
    // importing the same backup again skips every game
    assert_eq!(other.import_json(&text).unwrap().skipped, 4);

    // a tampered sheet is refused with its game and revision, and nothing is written
    let mut tampered = backup.clone();
    tampered["games"][0]["revisions"][0]["sheet"]["games"][0]["players"]["Kenza"]["hand"] =
        serde_json::json!(99);
    let mut fresh = Store::open_in_memory().unwrap();
    match fresh.import_json(&tampered.to_string()) {
        Err(StoreError::Import(problems)) => {
            assert!(
                problems.iter().any(|p| p.contains("revision 1")),
                "{problems:?}"
            );
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(fresh.list_games(&GameFilter::default()).unwrap().is_empty());
    // a sheet of another game is not read as this one
    let mut wrong = backup.clone();
    wrong["games"][0]["game"] = serde_json::json!("farfalia");
    assert!(matches!(
        fresh.import_json(&wrong.to_string()),
        Err(StoreError::Import(_))
    ));
}
