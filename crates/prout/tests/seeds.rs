//! Tests from the text itself (`shared/seeds/003_*.txt`), its sentences quoted: the
//! shared-pile game, the deck's limits, how a game ends, the VARIANTE's cards.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use common::{counts, game, listed, names};
use game_kit::{ScoreSheet, SheetReport};
use prout::options::Licornes;
use prout::problem::DeckPart;
use prout::{
    Card, GameEnd, Mode, Note, Pile, PileInput, PlayerInput, Problem, ProutSheet, Scoring,
};

fn main_sheet() -> ProutSheet {
    ProutSheet::new(Mode::Main, names(&["Régine", "Francis", "Kenza"]))
}

#[test]
fn the_shared_pile_game_counts_hand_and_malus_only() {
    // «Le nombre de cartes restantes en main est additionné avec les cartes malus. La
    // personne ayant le moins de points, gagne!»
    let mut sheet = ProutSheet::new(Mode::Shared, names(&["Ana", "Ben"]));
    sheet.games.push(game(
        None,
        vec![("Ana", counts(2, 0, 1)), ("Ben", counts(5, 0, 0))],
    ));
    let report = sheet.clone().score().unwrap();
    assert_eq!(report.totals, vec![3, 5]);
    assert_eq!(report.games[0].end, GameEnd::DrawPileEmpty);
    assert!(report.games[0].players[0].pile.is_none());
    assert_eq!(report.winners, names(&["Ana"]));
    assert!(report.notes.contains(&Note::SharedPileEnd));
    // «il ne pourra jamais avoir plus que 5 cartes en main, en début ou fin de tour»
    sheet.games[0].players.insert("Ben".into(), counts(6, 0, 0));
    // Nobody has an own draw pile there.
    sheet.games[0].players.insert("Ana".into(), counts(2, 3, 1));
    let problems = sheet.clone().score().unwrap_err();
    assert!(problems.contains(&Problem::HandOverFive {
        game: 1,
        player: "Ben".into(),
        mode: Mode::Shared,
        cards: 6
    }));
    assert!(problems.contains(&Problem::PileNotInMode {
        game: 1,
        player: "Ana".into(),
        mode: Mode::Shared,
        count: 3
    }));
    // «Mettez de côté toutes les cartes INTOX, afin de n'avoir que des cartes
    // numérotées!»
    sheet.games[0]
        .players
        .insert("Ana".into(), listed(&["intox"], &[], &[]));
    sheet.games[0].players.insert("Ben".into(), counts(1, 0, 0));
    assert_eq!(
        sheet.clone().score().unwrap_err(),
        vec![Problem::IntoxNotInMode {
            game: 1,
            player: "Ana".into(),
            pile: Pile::Hand,
            mode: Mode::Shared
        }]
    );
    // A main-game end does not fit.
    sheet.games[0].players.insert("Ana".into(), counts(1, 0, 0));
    sheet.games[0].end = Some(GameEnd::Emptied);
    assert!(matches!(
        sheet.score().unwrap_err()[..],
        [Problem::EndNotForMode { game: 1, .. }]
    ));
}

#[test]
fn the_deck_has_one_licorne_of_each_number_and_eight_intox() {
    // «40 cartes numérotées de 1 à 13 | 6 cartes LICORNE numérotées | 8 cartes INTOX»
    let mut sheet = main_sheet();
    sheet.games.push(game(
        Some("Régine"),
        vec![
            ("Régine", counts(0, 0, 0)),
            (
                "Francis",
                listed(&["L12", "intox", "intox"], &["intox"; 4], &[]),
            ),
            (
                "Kenza",
                listed(&["l12", "intox", "intox", "intox"], &[], &[]),
            ),
        ],
    ));
    let problems = sheet.clone().score().unwrap_err();
    assert!(problems.contains(&Problem::CardTooOften {
        game: 1,
        card: Card::Licorne { value: 12 },
        count: 2,
        deck: 1,
        holders: names(&["Francis", "Kenza"])
    }));
    assert!(problems.contains(&Problem::DeckLimit {
        game: 1,
        what: DeckPart::Intox,
        count: 9,
        deck: 8
    }));
    // More cards than the deck: 54 by default, 48 with the LICORNES among the 40.
    sheet.games[0]
        .players
        .insert("Francis".into(), counts(5, 30, 0));
    sheet.games[0]
        .players
        .insert("Kenza".into(), counts(5, 10, 0));
    assert!(sheet.clone().score().is_ok());
    sheet.options.licornes = Licornes::AmongTheForty;
    assert_eq!(
        sheet.score().unwrap_err(),
        vec![Problem::DeckLimit {
            game: 1,
            what: DeckPart::Cards,
            count: 50,
            deck: 48
        }]
    );
}

#[test]
fn how_a_main_game_ends_is_checked_against_who_ended_it() {
    // «Le joueur qui n'a plus de cartes en main ni dans sa pioche met fin à la partie!»
    let mut sheet = main_sheet();
    sheet.games.push(game(
        Some("Francis"),
        vec![
            ("Régine", counts(0, 0, 0)),
            ("Francis", counts(5, 2, 2)),
            ("Kenza", counts(2, 0, 0)),
        ],
    ));
    assert_eq!(
        sheet.clone().score().unwrap_err(),
        vec![Problem::EnderHasCards {
            game: 1,
            player: "Francis".into(),
            hand: 5,
            pile: 2
        }]
    );
    // Without "ended_by" the game is scored but not complete, so not finished…
    sheet.games[0].ended_by = None;
    let report = sheet.clone().score().unwrap();
    assert!(!report.games[0].complete && !report.finished());
    // …and someone must have emptied both.
    sheet.games[0]
        .players
        .insert("Régine".into(), counts(1, 0, 0));
    assert_eq!(
        sheet.clone().score().unwrap_err(),
        vec![Problem::NobodyEmptied { game: 1 }]
    );
    // «S'il n'a pas assez de cartes pour ça : FIN DE PARTIE!» (a BRELAN or SUITE whose
    // player cannot lay three numbered cards).
    sheet.games[0].end = Some(GameEnd::NoCardsForPiles);
    sheet.games[0].ended_by = Some("Kenza".into());
    sheet.games[0]
        .players
        .insert("Kenza".into(), listed(&["7", "intox"], &["intox"], &[]));
    let report = sheet.clone().score().unwrap();
    assert_eq!(report.totals, vec![1, 9, 3]);
    assert!(report.notes.contains(&Note::EndAtOnce));
    sheet.games[0]
        .players
        .insert("Kenza".into(), listed(&["7", "L1"], &["9"], &[]));
    assert_eq!(
        sheet.score().unwrap_err(),
        vec![Problem::EnderCouldRefill {
            game: 1,
            player: "Kenza".into(),
            numbered: 3
        }]
    );
}

#[test]
fn the_variante_needs_the_cards_and_values_licornes() {
    // «les points en fin de partie ne sont pas représentés par le nombre de cartes, mais
    // par les valeurs (carte 13 = 13 points)!»
    let mut sheet = main_sheet();
    sheet.options.scoring = Scoring::Values;
    sheet.games.push(game(
        Some("Régine"),
        vec![
            ("Régine", counts(0, 0, 0)),
            ("Francis", counts(2, 0, 0)),
            ("Kenza", listed(&["L13", "2"], &[], &["L1"])),
        ],
    ));
    let problems = sheet.clone().score().unwrap_err();
    assert_eq!(
        problems,
        vec![Problem::ValuesNeedCards {
            game: 1,
            player: "Francis".into(),
            pile: Pile::Hand,
            count: 2
        }]
    );
    assert!(problems[0].is_incomplete());
    // Cards may be written as their values.
    sheet.games[0].players.insert(
        "Francis".into(),
        PlayerInput {
            hand: PileInput::Cards(vec![
                prout::CardInput::Value(11),
                prout::CardInput::Value(4),
            ]),
            ..PlayerInput::default()
        },
    );
    let report = sheet.clone().score().unwrap();
    // A LICORNE counts its number [reading]…
    assert_eq!(report.totals, vec![0, 15, 16]);
    assert!(report.notes.contains(&Note::LicorneValue));
    // …or what the group agrees.
    sheet.options.licorne_value = Some(0);
    assert_eq!(sheet.score().unwrap().totals, vec![0, 15, 2]);
}

#[test]
fn a_match_needs_every_game_but_the_last_ended_by_someone() {
    let mut sheet = main_sheet();
    sheet.options.target = Some(20);
    sheet.games.push(game(
        None,
        vec![
            ("Régine", counts(0, 0, 0)),
            ("Francis", counts(5, 2, 2)),
            ("Kenza", counts(2, 0, 0)),
        ],
    ));
    sheet.games.push(sheet.games[0].clone());
    let problems = sheet.clone().score().unwrap_err();
    assert_eq!(problems, vec![Problem::EnderMissing { game: 1 }]);
    sheet.games[0].ended_by = Some("régine".into());
    let report = sheet.clone().score().unwrap();
    assert_eq!(report.totals, vec![0, 18, 4]);
    assert_eq!(report.games[0].ended_by.as_deref(), Some("Régine"));
    assert!(!report.finished());
    // Without a target the sheet is one game.
    sheet.options.target = None;
    assert_eq!(
        sheet.score().unwrap_err(),
        vec![Problem::GameAfterEnd {
            game: 2,
            ended_after: 1,
            target: false
        }]
    );
}

#[test]
fn entries_name_known_players_once_and_every_player_has_one() {
    let mut sheet = main_sheet();
    sheet.games.push(game(
        Some("Zoé"),
        vec![
            ("Régine", counts(0, 0, 0)),
            ("régine ", counts(0, 0, 0)),
            ("Zoé", counts(1, 0, 0)),
            ("Francis", counts(-1, 0, 99)),
        ],
    ));
    let problems = sheet.score().unwrap_err();
    for expected in [
        Problem::DuplicateEntry {
            game: 1,
            player: "Régine".into(),
        },
        Problem::MissingPlayer {
            game: 1,
            player: "Kenza".into(),
        },
        Problem::Count {
            game: 1,
            player: "Francis".into(),
            pile: Pile::Hand,
            count: -1,
        },
        Problem::Count {
            game: 1,
            player: "Francis".into(),
            pile: Pile::Malus,
            count: 99,
        },
    ] {
        assert!(
            problems.contains(&expected),
            "{expected:?} not in {problems:?}"
        );
    }
    assert_eq!(
        problems
            .iter()
            .filter(|p| matches!(p, Problem::UnknownPlayer { name, .. } if name == "Zoé"))
            .count(),
        2,
        "in players and in ended_by"
    );
}

#[test]
fn player_counts_per_mode() {
    for (mode, players, ok) in [
        (Mode::Solo, 1, true),
        (Mode::Solo, 2, false),
        (Mode::Main, 1, false),
        (Mode::Main, 5, true),
        (Mode::Shared, 6, false),
    ] {
        let sheet = ProutSheet::new(mode, (0..players).map(|i| format!("P{i}")).collect());
        assert_eq!(sheet.score().is_ok(), ok, "{mode:?} {players}");
    }
}

#[test]
fn a_name_without_its_accents_is_taken_and_said_so_else_the_closest_is_offered() {
    let sheet: ProutSheet = serde_json::from_str(
        r#"{"mode":"main","players":["Régine","Francis","Kenza"],"games":[{"ended_by":"Regine",
        "players":{"REGINE":{"hand":0,"pile":0,"malus":1},"Francis":{"hand":2},"Kenza":{"hand":3}}}]}"#,
    )
    .unwrap();
    let report = sheet.score().unwrap();
    assert_eq!(report.totals, [1, 2, 3]);
    let said: Vec<String> = report.names_read.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "game 1: \"REGINE\" is taken as Régine",
            "game 1: \"Regine\" is taken as Régine"
        ]
    );
    let sheet: ProutSheet = serde_json::from_str(
        r#"{"mode":"main","players":["Régine","Francis","Kenza"],"games":[{"ended_by":"Kenzo",
        "players":{"Régine":{"hand":1},"Francis":{"hand":2},"Kenza":{"hand":0}}}]}"#,
    )
    .unwrap();
    let p = sheet.score().unwrap_err();
    assert!(
        p[0].to_string().ends_with("; did you mean Kenza?"),
        "{}",
        p[0]
    );
}

#[test]
fn a_word_where_a_count_belongs_is_refused_in_words() {
    let err = serde_json::from_str::<ProutSheet>(
        r#"{"mode":"main","players":["A","B"],"games":[{"players":{"A":{"hand":"five"}}}]}"#,
    )
    .unwrap_err()
    .to_string();
    assert!(!err.contains("untagged"), "{err}");
    assert!(err.contains("expected a number of cards"), "{err}");
    let err = serde_json::from_str::<ProutSheet>(
        r#"{"mode":"main","players":["A","B"],"games":[{"players":{"A":{"malus":[true]}}}]}"#,
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("expected a card"), "{err}");
}
