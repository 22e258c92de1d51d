//! The points of the rules audit (issue 11), each test quoting the line of the booklet
//! (`shared/seeds/000_…`) or of the orange-round leaflet (`001_…`) it rests on.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use common::{bot, errors, messages, score};
use papillon_core::blue::Direction;
use papillon_core::dice::seeded_rng;
use papillon_core::orange::{IllegalAction, OrangeAction, OrangeState, Phase, Power, Role};
use papillon_core::sheet::SheetError;
use papillon_core::{Face, RuleOptions, Trump};
use rand::RngExt;
use rand::seq::SliceRandom;
use serde_json::json;

/// A two-player sheet with `tours` and `end`; Ana went out in every listed tour.
fn two_players(tours: usize, end: &str) -> serde_json::Value {
    json!({
      "players": ["Ana", "Ben"],
      "orange": {
        "tours": vec!["Ana"; tours],
        "end": end,
        "hands": { "Ana": [], "Ben": ["E4"] }
      }
    })
}

/// Leaflet: the orange cards are dealt like the blue ones, and each new tour is dealt
/// "avec le reste des cartes à dos orange"; "La manche est terminée lorsque l'un des
/// joueurs a joué toutes ses cartes et qu'il ne reste plus de cartes à dos Orange à
/// distribuer". Two players: four deals of 7, so four tours.
#[test]
fn two_players_end_normally_after_exactly_four_tours() {
    let report = score(two_players(4, "normal"));
    // Ben: three intermediate tours (+20 each) and the last (+30), plus E4
    assert_eq!(bot(&report, &["Ben"]), (0, 94, -94));
    let three = errors(two_players(3, "normal"));
    assert!(
        three
            .errors()
            .iter()
            .any(|e| matches!(e, SheetError::TooFewTours { expected: 4, .. })),
        "{three}"
    );
    // fewer tours than the table deals is a sheet still being filled in, not a contradiction
    assert!(three.only_incomplete(), "{three}");
    let five = messages(two_players(5, "normal"));
    assert!(
        five.contains("at 2 players the orange deck deals 4 hands"),
        "{five}"
    );
    assert!(!errors(two_players(5, "normal")).only_incomplete());
}

/// Booklet, Mode Carnage: "Le donneur distribue d'un coup toutes les cartes à dos
/// orange aux joueurs, quel que soit le nombre de tours restants": a carnage may end
/// the round in any tour; an apocalypse ("Si le jeu est bloqué") ends it in a tour
/// that nobody won, so that tour is not listed.
#[test]
fn a_carnage_or_an_apocalypse_ends_the_round_earlier() {
    for tours in 1..=4 {
        score(two_players(tours, "carnage"));
    }
    let no_tour = json!({
      "players": ["Ana", "Ben"],
      "orange": { "tours": [], "end": "apocalypse", "hands": { "Ana": ["F1"], "Ben": ["E4"] } }
    });
    assert_eq!(bot(&score(no_tour), &["Ana"]), (0, 1, -1));
    for tours in 1..=3 {
        let mut sheet = two_players(tours, "apocalypse");
        sheet["orange"]["hands"]["Ana"] = json!(["F1"]);
        score(sheet);
    }
    let mut four = two_players(4, "apocalypse");
    four["orange"]["hands"]["Ana"] = json!(["F1"]);
    let refused = messages(four);
    assert!(refused.contains("at most 3 tours"), "{refused}");
}

/// Five players: one deal of 11 ("À cinq … 11 cartes"), so a single tour. The audit's
/// sheet with three tours scored +60/+90 per player; it is refused with the count.
#[test]
fn five_players_have_a_single_tour() {
    let sheet = |tours: Vec<&str>| {
        json!({
          "players": ["Ana", "Ben", "Cleo", "Dan", "Eve"],
          "teams": [["Ana", "Ben", "Cleo"], ["Dan", "Eve"]],
          "orange": {
            "tours": tours,
            "hands": { "Ana": [], "Ben": ["E1"], "Cleo": ["E2"], "Dan": ["E3"], "Eve": ["E4"] }
          }
        })
    };
    let refused = messages(sheet(vec!["Dan", "Eve", "Ana"]));
    assert!(
        refused.contains("3 tours are listed, but at 5 players the orange deck deals 1 hands"),
        "{refused}"
    );
    let report = score(sheet(vec!["Ana"]));
    // the only tour is the last: +30 to everyone but Ana (partners included, by default)
    assert_eq!(bot(&report, &["Ana", "Ben", "Cleo"]), (0, 63, -63));
    assert_eq!(bot(&report, &["Dan", "Eve"]), (0, 67, -67));
}

/// Leaflet: "On compte les points par équipe, en additionnant les points des joueurs de
/// la même équipe." The house rule "partners are spared" lets the partner of the player
/// who went out skip the tour points.
#[test]
fn partners_of_the_player_who_went_out_may_be_spared() {
    let sheet = |spared: bool| {
        json!({
          "players": ["Ana", "Ben", "Cleo", "Dan"],
          "teams": [["Ana", "Cleo"], ["Ben", "Dan"]],
          "options": { "partner_tour_points": if spared { "spared" } else { "pay" } },
          "orange": {
            "tours": ["Ana", "Ben"],
            "hands": { "Ana": ["F1"], "Ben": [], "Cleo": ["F2"], "Dan": ["F3"] }
          }
        })
    };
    // pay (default): tour 1 (Ana) +20 to Ben, Cleo, Dan; tour 2, last (Ben) +30 to Ana, Cleo, Dan
    let pay = score(sheet(false));
    assert_eq!(bot(&pay, &["Ana", "Cleo"]), (0, 30 + 1 + 20 + 30 + 2, -83));
    assert_eq!(bot(&pay, &["Ben", "Dan"]), (0, 20 + 20 + 30 + 3, -73));
    // spared: Cleo skips tour 1, Dan skips tour 2
    let spared = score(sheet(true));
    assert_eq!(bot(&spared, &["Ana", "Cleo"]), (0, 30 + 1 + 30 + 2, -63));
    assert_eq!(bot(&spared, &["Ben", "Dan"]), (0, 20 + 20 + 3, -43));
}

/// Booklet: "Ne tirez pas sur l'ambulance ! Si un joueur n'obtient aucun point lors de
/// la manche bleue, chaque joueur lui donnera 10 de ses points." In a team game the
/// default reads "each other side pays 10"; the house rule "per player" makes each
/// player of the other sides pay 10.
#[test]
fn consolation_in_team_games_per_side_or_per_player() {
    let sheet = |per_player: bool| {
        json!({
          "players": ["Ana", "Ben", "Cleo", "Dan", "Eve"],
          "teams": [["Ana", "Ben", "Cleo"], ["Dan", "Eve"]],
          "options": { "consolation_payment": if per_player { "per_player" } else { "per_side" } },
          "blue": { "players": {
            "Ana": { "cards": 20, "scoring": ["F3"] }, "Ben": { "cards": 10 }, "Cleo": { "cards": 10 },
            "Dan": { "cards": 9 }, "Eve": { "cards": 9 } } }
        })
    };
    // most cards 10 + F3 10 = 20 for the three; Dan and Eve have 0 and receive
    let side = score(sheet(false));
    assert_eq!(bot(&side, &["Ana", "Ben", "Cleo"]), (10, 0, 10));
    assert_eq!(bot(&side, &["Dan", "Eve"]), (10, 0, 10));
    let player = score(sheet(true));
    assert_eq!(bot(&player, &["Ana", "Ben", "Cleo"]), (-10, 0, -10));
    assert_eq!(bot(&player, &["Dan", "Eve"]), (30, 0, 30));
    assert_eq!(player.consolation[0].points, 30);
}

/// `papillon score` panicked formatting a side name longer than 65,535 characters: a
/// name is capped at the boundary with a clear error.
#[test]
fn a_huge_name_is_refused_with_its_length() {
    let long = "A".repeat(70_000);
    let refused = messages(json!({
      "players": [long, "Ben"],
      "orange": { "tours": ["Ben", "Ben", "Ben", "Ben"], "hands": { "Ben": [] } }
    }));
    assert!(
        refused.contains("70000 characters long; a name has at most 200"),
        "{refused}"
    );
    assert!(
        refused.len() < 400,
        "the message must not repeat the name: {refused}"
    );
}

/// An orange deck whose last two cards (dealt first, onto the plate) are `plate`.
fn deal_with_plate(plate: [Face; 2], options: &RuleOptions, seed: u64) -> OrangeState {
    let mut rng = seeded_rng(seed);
    let mut orange: Vec<Face> = Face::all().filter(|f| !plate.contains(f)).collect();
    orange.shuffle(&mut rng);
    orange.extend([plate[1], plate[0]]);
    let mut blue: Vec<Face> = Face::all().collect();
    blue.shuffle(&mut rng);
    OrangeState::deal(2, options, 0, 1, Direction::Clockwise, &orange, &blue).expect("deal")
}

/// Leaflet: "Si au départ, le donneur retourne sur le tapis une ou deux cartes de la
/// famille des Atouts, le joueur commençant la manche pourra les recouvrir d'une carte
/// de son choix". The Yin and the Yang are of the family of trumps too, though they
/// carry a number: they may be covered, or kept.
#[test]
fn a_yin_or_yang_turned_up_on_the_orange_plate_may_be_covered() {
    let yin = Face::Trump(Trump::Yin);
    let five: Face = "F5".parse().expect("card");
    let state = deal_with_plate([yin, five], &RuleOptions::default(), 3);
    assert_eq!(state.phase(), Phase::Cover);
    assert_eq!(state.plate_trumps(), [true, false]);
    let legal = state.legal_actions();
    assert!(legal.contains(&OrangeAction::Keep));
    let cover = legal
        .iter()
        .find(|a| matches!(a, OrangeAction::Cover { plate: 0, .. }))
        .copied()
        .expect("the Yin can be covered");
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, OrangeAction::Cover { plate: 1, .. })),
        "a family card on the plate is not covered"
    );
    let mut covered = state.clone();
    covered.apply(&cover).expect("cover");
    assert_eq!(covered.plate_trumps(), [false, false]);
    assert!(matches!(covered.phase(), Phase::Turn { .. }));
    // kept: the Yin stays and is a number card (12) that suites start from
    let mut kept = state.clone();
    kept.apply(&OrangeAction::Keep).expect("keep");
    assert_eq!(kept.layout().plates[0], Some(12));
    assert_eq!(kept.plate_trumps(), [false, false]);
    // a trump with no number turned up starts nothing until it is covered, as before
    let chat = deal_with_plate(
        [Face::Trump(Trump::ChatNoir), five],
        &RuleOptions::default(),
        4,
    );
    assert_eq!(chat.phase(), Phase::Cover);
    assert_eq!(chat.layout().plates[0], None);
}

/// Leaflet: "Si le joueur qui vous précède joue le chat noir : Vous devez piocher 3
/// cartes sauf si vous avez le Papillon. Dans ce cas posez votre Papillon sur le Chat
/// Noir et c'est le joueur du chat noir qui pioche 6 cartes." Seeded random rounds
/// reach attacks; wherever the victim holds the Papillon, taking three is refused by
/// default and offered under the house rule.
#[test]
fn an_attacked_player_holding_the_papillon_must_answer_with_it() {
    let is_papillon = |f: Face| Role::of(f, &Default::default()) == Role::Power(Power::Papillon);
    let mut seen = [0usize; 2];
    for (k, options) in [
        RuleOptions::default(),
        serde_json::from_value(json!({"chat_noir_answer": "victim_chooses"})).expect("options"),
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..400u64 {
            let mut rng = seeded_rng(seed);
            let mut orange: Vec<Face> = Face::all().collect();
            let mut blue: Vec<Face> = Face::all().collect();
            orange.shuffle(&mut rng);
            blue.shuffle(&mut rng);
            let players = rng.random_range(2..=5usize);
            let mut state =
                OrangeState::deal(players, options, 0, 0, Direction::Clockwise, &orange, &blue)
                    .expect("deal");
            while !state.is_over() {
                let legal = state.legal_actions();
                if matches!(state.phase(), Phase::Attacked { .. })
                    && state
                        .hand(state.current())
                        .cards()
                        .any(|c| is_papillon(c.face))
                {
                    seen[k] += 1;
                    let take = legal.contains(&OrangeAction::TakeThree);
                    if k == 0 {
                        assert!(
                            !take,
                            "seed {seed}: take-three offered to a Papillon holder"
                        );
                        assert_eq!(
                            state.check(&OrangeAction::TakeThree),
                            Err(IllegalAction::MustAnswerWithPapillon)
                        );
                    } else {
                        assert!(take, "seed {seed}: the victim may choose");
                    }
                }
                let action = legal[rng.random_range(0..legal.len())];
                state.apply(&action).expect("legal action");
            }
        }
    }
    assert!(
        seen[0] > 0 && seen[1] > 0,
        "no attack on a Papillon holder was reached: {seen:?}"
    );
}
