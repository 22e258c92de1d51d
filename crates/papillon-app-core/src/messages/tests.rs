//! Every message in both languages: no English left in French, no field name, no
//! bracket, for every problem a tap can cause.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

#[allow(unused_imports)]
use papillon_core::SheetError;
#[allow(unused_imports)]
use papillon_core::card::CardParseError;
#[allow(unused_imports)]
use papillon_core::entry::EditError;
#[allow(unused_imports)]
use papillon_core::options::{CouteauSuisseRoll, MAX_TRUMP_NUMBER, OptionsError};
#[allow(unused_imports)]
use papillon_core::sheet::{
    ChatNoirCapture, MAX_NAME_CHARS, OrangeEnd, RolloffUnused, SheetPlace, TeamProblem,
};
#[allow(unused_imports)]
use papillon_core::teams::TeamShape;
#[allow(unused_imports)]
use papillon_store::{NameProblem, StoreError};

#[allow(unused_imports)]
use super::*;
use papillon_core::card::Face;
use papillon_core::{SheetInput, Trump};

use super::checks;

fn face(text: &str) -> Face {
    text.parse().expect("card")
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// One of each sheet problem. `index` is an exhaustive match: a new variant does not
/// compile until it is listed here (and so walked through the wording test).
fn every_sheet_error() -> Vec<SheetError> {
    use SheetError as E;
    let ana = || "Ana".to_string();
    let mut all = vec![
        E::PlayerCount(6),
        E::EmptyName { position: 2 },
        E::NameTooLong {
            position: 1,
            start: "Anastasia".into(),
            chars: 250,
        },
        E::DuplicatePlayer(ana()),
        E::Options(OptionsError::TrumpNumber {
            trump: Trump::Yin,
            number: 120,
        }),
        E::UnknownPlayer {
            name: "Zoé".into(),
            place: SheetPlace::OrangePapillonDraw,
            known: names(&["Ana", "Ben"]),
        },
        E::NoRound,
        E::MissingBlueEntry(ana()),
        E::CardCount {
            player: ana(),
            cards: 70,
        },
        E::BlueCardListedTwice {
            player: ana(),
            card: face("F3"),
        },
        E::BlueCardForTwoPlayers {
            card: face("F3"),
            first: ana(),
            second: "Ben".into(),
        },
        E::Card {
            place: SheetPlace::OrangeHands,
            player: ana(),
            error: "F12".parse::<Face>().expect_err("bad card"),
        },
        E::MoreListedThanCaptured {
            player: ana(),
            cards: 1,
            listed: 2,
        },
        E::ChatNoirMissing(ana()),
        E::ChatNoirSuperfluous {
            player: ana(),
            capture: ChatNoirCapture::Voluntary,
        },
        E::BlueCount {
            sum: 60,
            counts: vec![(ana(), 30), ("Ben".into(), 30)],
            left_on_plate: 1,
        },
        E::LeftOnPlate(-1),
        E::MostCardsTie {
            tied: vec![names(&["Ana", "Cleo"]), names(&["Ben", "Dan"])],
            cards: 29,
        },
        E::RolloffNotTied {
            name: ana(),
            tied: vec![names(&["Ben"]), names(&["Cleo"])],
        },
        E::RolloffWithoutTie {
            name: ana(),
            leader: Some(names(&["Ben"])),
        },
        E::MissingHand(ana()),
        E::NoTours,
        E::TooManyTours {
            players: 5,
            listed: 3,
            max: 1,
            end: OrangeEnd::Normal,
        },
        E::TooFewTours {
            players: 2,
            listed: 3,
            expected: 4,
        },
        E::LastTourHandNotEmpty {
            player: ana(),
            cards: names(&["E4", "F1"]),
        },
        E::FaceTooOften {
            card: face("E4"),
            count: 3,
            holders: vec![(ana(), 2), ("Ben".into(), 1)],
        },
        E::CouteauSuisseRolls {
            player: ana(),
            held: 1,
            rolled: 0,
        },
        E::RollOutOfRange {
            player: ana(),
            value: 13,
            roll: CouteauSuisseRoll::TwoDice,
        },
        E::PapillonDrawMissing {
            player: ana(),
            expected: 3,
        },
        E::PapillonDrawTooMany {
            player: ana(),
            drawn: 4,
            papillons: 1,
            max: 3,
        },
        E::PapillonDrawSuperfluous { player: ana() },
        E::WinnerTie {
            tied: vec![names(&["Ana"]), names(&["Ben"])],
            total: 12,
        },
        E::WinnerRolloffUnused {
            name: ana(),
            reason: RolloffUnused::SharedVictory,
        },
    ];
    // the inner enums, each case
    for problem in [
        TeamProblem::InTwoTeams { player: ana() },
        TeamProblem::InNoTeam { player: ana() },
        TeamProblem::EmptyTeam,
    ] {
        all.push(E::Teams(problem));
    }
    for shape in [
        TeamShape::NamePair,
        TeamShape::NameTeamsOfTwo,
        TeamShape::NameThreeAgainstTwo,
        TeamShape::TwoEachAlone,
        TeamShape::ThreeEachAlone,
        TeamShape::ThreeTwoAgainstOne,
        TeamShape::FourTwoTeams,
        TeamShape::FiveThreeAgainstTwo,
        TeamShape::SeatCount {
            seats: 3,
            players: 4,
        },
        TeamShape::PartnersOpposite,
    ] {
        all.push(E::Teams(TeamProblem::Shape { shape }));
    }
    all.push(E::TooManyTours {
        players: 2,
        listed: 4,
        max: 4,
        end: OrangeEnd::Apocalypse,
    });
    all.push(E::RolloffWithoutTie {
        name: ana(),
        leader: None,
    });
    all.push(E::RollOutOfRange {
        player: ana(),
        value: 7,
        roll: CouteauSuisseRoll::OneDie,
    });
    for reason in [
        RolloffUnused::NoTie {
            winner: names(&["Ben"]),
        },
        RolloffUnused::NotTied {
            tied: vec![names(&["Ben"]), names(&["Cleo"])],
        },
    ] {
        all.push(E::WinnerRolloffUnused {
            name: ana(),
            reason,
        });
    }
    all
}

fn index(error: &SheetError) -> usize {
    use SheetError as E;
    match error {
        E::PlayerCount(_) => 0,
        E::EmptyName { .. } => 1,
        E::NameTooLong { .. } => 2,
        E::DuplicatePlayer(_) => 3,
        E::Options(_) => 4,
        E::UnknownPlayer { .. } => 5,
        E::Teams(_) => 6,
        E::NoRound => 7,
        E::MissingBlueEntry(_) => 8,
        E::CardCount { .. } => 9,
        E::BlueCardListedTwice { .. } => 10,
        E::BlueCardForTwoPlayers { .. } => 11,
        E::Card { .. } => 12,
        E::MoreListedThanCaptured { .. } => 13,
        E::ChatNoirMissing(_) => 14,
        E::ChatNoirSuperfluous { .. } => 15,
        E::BlueCount { .. } => 16,
        E::LeftOnPlate(_) => 17,
        E::MostCardsTie { .. } => 18,
        E::RolloffNotTied { .. } => 19,
        E::RolloffWithoutTie { .. } => 20,
        E::MissingHand(_) => 21,
        E::NoTours => 22,
        E::TooManyTours { .. } => 23,
        E::TooFewTours { .. } => 24,
        E::LastTourHandNotEmpty { .. } => 25,
        E::FaceTooOften { .. } => 26,
        E::CouteauSuisseRolls { .. } => 27,
        E::RollOutOfRange { .. } => 28,
        E::PapillonDrawMissing { .. } => 29,
        E::PapillonDrawTooMany { .. } => 30,
        E::PapillonDrawSuperfluous { .. } => 31,
        E::WinnerTie { .. } => 32,
        E::WinnerRolloffUnused { .. } => 33,
    }
}
const VARIANTS: usize = 34;

/// The app's wording of every sheet problem, in both languages: a sentence for a
/// person at the table, naming who and what, with no field of the sheet's JSON, no
/// bracket and no quote in it.
#[test]
fn every_sheet_problem_is_worded_for_the_app_in_both_languages() {
    let all = every_sheet_error();
    let covered: std::collections::BTreeSet<usize> = all.iter().map(index).collect();
    assert_eq!(covered.len(), VARIANTS, "every variant is walked");
    for error in &all {
        for lang in [Lang::En, Lang::Fr] {
            let text = sheet_error(lang, error);
            assert!(text.len() > 10, "{error:?}: {text}");
            for bad in ['"', '[', ']', '{', '}', '_', '«', '»'] {
                assert!(!text.contains(bad), "{lang:?} {error:?}: {bad} in {text}");
            }
            for field in [
                "blue.",
                "orange.",
                "scoring",
                "rolloff",
                "papillon_draw",
                "use []",
            ] {
                assert!(
                    !text.contains(field),
                    "{lang:?} {error:?}: {field} in {text}"
                );
            }
            assert!(text.ends_with('.'), "{lang:?}: a sentence: {text}");
        }
    }
    // the command line keeps the engine's own wording, which names the fields
    let cli = SheetError::ChatNoirMissing("Ana".into()).to_string();
    assert!(cli.contains("\"chat_noir\""), "{cli}");
}

/// The store's problems that a tap or a setting can cause, worded for the app too.
#[test]
fn store_problems_are_worded_for_the_app() {
    use papillon_store::GameId;
    let all = [
        StoreError::PlayerName(NameProblem::Empty),
        StoreError::PlayerName(NameProblem::TooLong {
            start: "Anastasia".into(),
            max: 200,
        }),
        StoreError::PlayerName(NameProblem::Taken { name: "Ana".into() }),
        StoreError::NoSuchGame(GameId(3)),
        StoreError::NothingToUndo(GameId(3)),
        StoreError::NothingToRedo(GameId(3)),
        StoreError::SessionName,
        StoreError::DealerSeat {
            seat: 5,
            players: 4,
        },
        StoreError::StaleRevision {
            game: GameId(3),
            expected: 4,
            current: 5,
        },
    ];
    for error in &all {
        for lang in [Lang::En, Lang::Fr] {
            let text = store_error(lang, error);
            for bad in ['"', '[', ']', '{', '}', '_', '«', '»'] {
                assert!(!text.contains(bad), "{lang:?} {error:?}: {bad} in {text}");
            }
            assert!(text.ends_with('.'), "{text}");
        }
    }
}

#[test]
fn french_names_the_card_and_both_players() {
    let sheet: SheetInput = serde_json::from_str(
        r#"{"players": ["Ana", "Ben"], "blue": {"players": {
            "Ana": {"cards": 30, "scoring": ["F3"]},
            "Ben": {"cards": 28, "scoring": ["F3"]}}}}"#,
    )
    .expect("sheet");
    let errors = sheet.validate().expect_err("card twice");
    let fr = sheet_error(Lang::Fr, &errors.errors()[0]);
    assert!(
        fr.contains("F3") && fr.contains("Ana") && fr.contains("Ben"),
        "{fr}"
    );
    assert!(fr.contains("un seul joueur"), "{fr}");
    let en = sheet_error(Lang::En, &errors.errors()[0]);
    assert!(en.contains("only one player"), "{en}");
}

/// One of each store problem; `store_index` is an exhaustive match, so a new variant
/// does not compile until it is walked here.
fn every_store_error() -> Vec<StoreError> {
    use papillon_store::{GameId, GameType};
    use std::io::{Error, ErrorKind};
    let path = || std::path::PathBuf::from("/tmp/papillon.db");
    let refused: SheetInput = serde_json::from_str(
        r#"{"players": ["Ana", "Ben"], "blue": {"players": {
            "Ana": {"cards": 30, "scoring": ["F3"]},
            "Ben": {"cards": 28, "scoring": ["F3"]}}}}"#,
    )
    .expect("sheet");
    let errors = refused.validate().expect_err("card twice");
    let mut all = vec![
        StoreError::NotADatabase { path: path() },
        StoreError::ForeignDatabase { path: path() },
        StoreError::TooNew {
            path: path(),
            found: 9,
            supported: 8,
        },
        StoreError::NoDataDirectory,
        StoreError::Sqlite(rusqlite::Error::QueryReturnedNoRows),
        StoreError::Migration("disk I/O".into()),
        StoreError::Refused(errors.clone()),
        StoreError::Incomplete(errors),
        StoreError::NoSuchGame(GameId(3)),
        StoreError::OtherGame {
            game: GameId(3),
            expected: GameType::Papillon,
            found: GameType::Classic,
        },
        StoreError::NoSuchPlayer("Zoé".into()),
        StoreError::NoSuchSession(4),
        StoreError::SamePlayerTwice("Ana".into()),
        StoreError::PlayersChanged {
            game: GameId(3),
            expected: "Ana, Ben".into(),
            found: "Ana, Zoé".into(),
        },
        StoreError::NothingToUndo(GameId(3)),
        StoreError::NothingToRedo(GameId(3)),
        StoreError::SettingKey("x".repeat(70)),
        StoreError::PlayerName(NameProblem::Empty),
        StoreError::PlayerName(NameProblem::TooLong {
            start: "Anastasia".into(),
            max: 200,
        }),
        StoreError::PlayerName(NameProblem::Taken { name: "Ana".into() }),
        StoreError::SessionName,
        StoreError::DealerSeat {
            seat: 5,
            players: 4,
        },
        StoreError::Import(vec!["E1".into(), "E2".into()]),
        StoreError::Damaged("E3".into()),
        StoreError::PositionTooLarge {
            bytes: 70_000,
            max: 65_536,
        },
        StoreError::Csv(csv::Error::from(Error::from(ErrorKind::StorageFull))),
        StoreError::StaleRevision {
            game: GameId(3),
            expected: 4,
            current: 5,
        },
    ];
    // every cause of a file that cannot be read, the system's own words last
    for kind in [
        ErrorKind::NotFound,
        ErrorKind::PermissionDenied,
        ErrorKind::ReadOnlyFilesystem,
        ErrorKind::StorageFull,
    ] {
        all.push(StoreError::Io {
            path: path(),
            source: Error::from(kind),
        });
    }
    all.push(StoreError::Io {
        path: path(),
        source: Error::other("E4"),
    });
    all
}

fn store_index(error: &StoreError) -> usize {
    use StoreError as E;
    match error {
        E::NotADatabase { .. } => 0,
        E::ForeignDatabase { .. } => 1,
        E::TooNew { .. } => 2,
        E::NoDataDirectory => 3,
        E::Io { .. } => 4,
        E::Sqlite(_) => 5,
        E::Migration(_) => 6,
        E::Refused(_) => 7,
        E::Incomplete(_) => 8,
        E::NoSuchGame(_) => 9,
        E::OtherGame { .. } => 10,
        E::NoSuchPlayer(_) => 11,
        E::NoSuchSession(_) => 12,
        E::PlayersChanged { .. } => 13,
        E::NothingToUndo(_) => 14,
        E::NothingToRedo(_) => 15,
        E::SettingKey(_) => 16,
        E::PlayerName(_) => 17,
        E::SessionName => 18,
        E::DealerSeat { .. } => 19,
        E::Import(_) => 20,
        E::Damaged(_) => 21,
        E::PositionTooLarge { .. } => 22,
        E::Csv(_) => 23,
        E::StaleRevision { .. } => 24,
        E::SamePlayerTwice(_) => 25,
    }
}
const STORE_VARIANTS: usize = 26;

/// One of each problem of a game against the computer, the setup's included.
fn every_practice_error() -> Vec<papillon_core::practice::PracticeError> {
    use papillon_core::blue::SetupError;
    use papillon_core::practice::PracticeError as E;
    let all = vec![
        E::Setup(SetupError::PlayerCount(6)),
        E::Setup(SetupError::NoSuchSeat {
            seat: 5,
            players: 4,
        }),
        E::Setup(SetupError::BadDeck),
        E::Setup(SetupError::TeamsMismatch {
            teams: 4,
            players: 3,
        }),
        E::Setup(SetupError::Options(OptionsError::TrumpNumber {
            trump: Trump::Yang,
            number: 120,
        })),
        E::Seats {
            players: 3,
            seats: 4,
        },
        E::Over,
        E::NotYourTurn {
            seat: 1,
            current: 0,
        },
        E::ComputerSeat { seat: 1 },
        E::PersonSeat { seat: 0 },
        E::Illegal {
            action: "E4@suite1".into(),
        },
        E::Replay {
            number: 3,
            reason: "E99@plate1".into(),
        },
        E::NothingToTakeBack { seat: 0 },
        E::WouldShowCards,
    ];
    for error in &all {
        // exhaustive: a new variant is walked here before it compiles
        match error {
            E::Setup(
                SetupError::PlayerCount(_)
                | SetupError::NoSuchSeat { .. }
                | SetupError::BadDeck
                | SetupError::TeamsMismatch { .. }
                | SetupError::Options(OptionsError::TrumpNumber { .. }),
            )
            | E::Seats { .. }
            | E::Over
            | E::NotYourTurn { .. }
            | E::ComputerSeat { .. }
            | E::PersonSeat { .. }
            | E::Illegal { .. }
            | E::Replay { .. }
            | E::NothingToTakeBack { .. }
            | E::WouldShowCards => {}
        }
    }
    all
}

/// Every message the app's Rust side words outside the referee, in both languages:
/// each sheet problem, each reason a tap is refused, each store problem, each refusal
/// of a game against the computer, each card that is not one, each command phrase.
#[test]
fn every_message_of_the_app_is_worded_in_both_languages() {
    let stores = every_store_error();
    let covered: std::collections::BTreeSet<usize> = stores.iter().map(store_index).collect();
    assert_eq!(
        covered.len(),
        STORE_VARIANTS,
        "every store variant is walked"
    );
    let edits = [
        EditError::UnknownPlayer {
            player: "Zoé".into(),
        },
        EditError::NoSuchCard {
            player: "Ana".into(),
            card: face("chenille"),
        },
        EditError::NoTour,
        EditError::FaceExhausted { card: face("E4") },
        EditError::NoCouteauToValue {
            player: "Ana".into(),
        },
        EditError::CouteauValueOutOfRange {
            player: "Ana".into(),
            value: 13,
            roll: papillon_core::options::CouteauSuisseRoll::TwoDice,
        },
        EditError::NoCouteauValue {
            player: "Ana".into(),
        },
    ];
    for edit in &edits {
        match edit {
            EditError::UnknownPlayer { .. }
            | EditError::NoSuchCard { .. }
            | EditError::NoTour
            | EditError::FaceExhausted { .. }
            | EditError::NoCouteauToValue { .. }
            | EditError::CouteauValueOutOfRange { .. }
            | EditError::NoCouteauValue { .. } => {}
        }
    }
    let cards = [
        CardParseError::Empty,
        CardParseError::RankOutOfRange("F12".into()),
        CardParseError::Unknown("X9".into()),
    ];
    let phrases = [
        Phrase::Refused,
        Phrase::Incomplete,
        Phrase::NoPlayers,
        Phrase::LocationTooBig,
        Phrase::ImportTooLarge,
        Phrase::NoMostCardsTie,
        Phrase::NoWinnerTie,
        Phrase::TheTable,
        Phrase::BadSeed,
        Phrase::ReviewUnfinished,
    ];
    for lang in [Lang::En, Lang::Fr] {
        let mut texts: Vec<(String, String)> = Vec::new();
        let mut add = |what: String, text: String| texts.push((what, text));
        for error in every_sheet_error() {
            add(format!("{error:?}"), sheet_error(lang, &error));
        }
        for error in &edits {
            add(format!("{error:?}"), edit_error(lang, error));
        }
        for error in &stores {
            add(format!("{error:?}"), store_error(lang, error));
        }
        for error in every_practice_error() {
            add(format!("{error:?}"), practice_error(lang, &error));
        }
        for error in &cards {
            add(format!("{error:?}"), card_parse_error(lang, error));
        }
        for phrase in phrases {
            add(format!("{phrase:?}"), text(lang, phrase));
        }
        add("no couteau".into(), no_couteau(lang, "Ana"));
        let io = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        add(
            "export".into(),
            export_failed(lang, std::path::Path::new("/tmp/backup.json"), &io),
        );
        add("internal".into(), internal_error(lang, "E5"));
        add(
            "dice".into(),
            dice_error(lang, &papillon_core::dice::DiceError::NoPlayers),
        );
        add(
            "options".into(),
            options_error(
                lang,
                &OptionsError::TrumpNumber {
                    trump: Trump::ChatNoir,
                    number: 100,
                },
            ),
        );
        add("no move".into(), say(lang, "practice-no-move", &[]));
        for (what, text) in &texts {
            checks::assert_worded(lang, text, what);
        }
    }
}

#[test]
fn french_names_the_cards_with_the_catalogue() {
    let edit = EditError::NoSuchCard {
        player: "Ana".into(),
        card: face("E1"),
    };
    assert_eq!(
        edit_error(Lang::Fr, &edit),
        "Ana n'a pas la carte 1 d'Éléments en main."
    );
    assert_eq!(
        edit_error(Lang::En, &edit),
        "Ana's hand holds no 1 of Éléments."
    );
    let tie = SheetError::MostCardsTie {
        tied: vec![names(&["Ana", "Cleo"]), names(&["Ben", "Dan", "Eve"])],
        cards: 29,
    };
    assert!(
        sheet_error(Lang::Fr, &tie).contains("Ana et Cleo / Ben, Dan et Eve"),
        "{}",
        sheet_error(Lang::Fr, &tie)
    );
}
