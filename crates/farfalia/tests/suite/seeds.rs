//! Tests from the text itself (`shared/seeds/002_*.txt`), its sentences quoted: the
//! modes, the dealer and teams of each, DOUBLE YOU, the group's own seating, and the
//! house table for 3, 2 and 1 matching cards.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use common::{deal, names, side};
use farfalia::options::{LateTeams, LeaderBar, SeatingRule, Stacking};
use farfalia::seating::{DealerReason, TrumpBy};
use farfalia::{DealInput, FarfaliaSheet, Mode, Note, Problem, Subject, SubjectCounts, Trump};
use game_kit::{ScoreSheet, SheetReport};

use Subject::{Butterfly as Pap, Fish as Po, Leaf as Fe, Shell as Co, Strawberry as Fr};

const PROPOSITION: [Subject; 5] = [Pap, Fr, Fr, Po, Co];

fn counts(pap: i64, fr: i64, fe: i64, po: i64, co: i64) -> SubjectCounts {
    SubjectCounts {
        butterfly: pap,
        strawberry: fr,
        leaf: fe,
        fish: po,
        shell: co,
    }
}

/// `n` matching cards of [`PROPOSITION`].
fn matching(n: usize) -> SubjectCounts {
    let mut c = SubjectCounts::default();
    for s in &PROPOSITION[..n] {
        c.set(*s, c.get(*s) + 1);
    }
    c
}

/// Appends a deal as the engine proposes it: the rule's dealer (or `first` for the
/// first deal), the rule's seating, each side keeping `matches[i]` cards.
fn play(sheet: &mut FarfaliaSheet, first: &str, matches: &[usize]) {
    let report = sheet.score().unwrap();
    let next = report.next.expect("the game is not over");
    let dealer = next.dealer.clone().unwrap_or_else(|| first.to_string());
    let seating = next.seatings.iter().find(|s| s.dealer == dealer).unwrap();
    let proposition = PROPOSITION.to_vec();
    let trump = match next.trump {
        TrumpBy::DealerCalls => Some(Trump::NoTrump),
        TrumpBy::FirstSubject => None,
    };
    sheet.deals.push(DealInput {
        dealer,
        trump,
        proposition,
        sides: seating
            .sides
            .iter()
            .zip(matches)
            .map(|(players, &n)| farfalia::SideInput {
                players: players.clone(),
                collected: Some(matching(n)),
                cards: Vec::new(),
                entered: true,
            })
            .collect(),
        double_you: Vec::new(),
    });
}

/// Four players: a deal as the engine proposes it, N/S keeping `ns` cards and E/W `ew`
/// (the proposal lists the dealer's team first).
fn play_teams(sheet: &mut FarfaliaSheet, first: &str, ns: usize, ew: usize) {
    let next = sheet.score().unwrap().next.unwrap();
    let dealer = next.dealer.clone().unwrap_or_else(|| first.to_string());
    let seating = next.seatings.iter().find(|s| s.dealer == dealer).unwrap();
    let matches: Vec<usize> = seating
        .sides
        .iter()
        .map(|s| if s.contains(&"N".to_string()) { ns } else { ew })
        .collect();
    play(sheet, first, &matches);
}

#[test]
fn house_points_are_the_groups_and_labelled_a_gap() {
    let mut sheet = FarfaliaSheet::new(Mode::BeginnerFive, names(&["A", "B", "C", "D", "E"]));
    play(&mut sheet, "A", &[3, 2, 1]);
    let report = sheet.score().unwrap();
    // [reading] 6, 3, 1 by default.
    assert_eq!(report.totals, vec![6, 3, 1, 3, 1]);
    assert!(report.gaps().contains(&Note::HousePoints));
    let info = Note::HousePoints.info();
    assert_eq!(info.option, Some("house_points"));
    assert!(
        info.quote
            .contains("Chaque équipe réunit ses propres cartes")
    );
    sheet.options.house_points.three = 5;
    sheet.options.house_points.two = 2;
    sheet.options.house_points.one = 0;
    assert_eq!(sheet.score().unwrap().totals, vec![5, 2, 0, 2, 0]);
}

#[test]
fn chinkway_the_deal_passes_clockwise_whatever_the_standings() {
    // «Le donneur joue tout seul et ce rôle change dans le sens des aiguilles d'une
    // montre à chaque nouvelle donne (ce rôle n'est pas attribué au dernier joueur du
    // classement).» «Si A est le donneur, les joueurs B et C sont ensembles, de même pour
    // D et E.»
    let mut sheet = FarfaliaSheet::new(Mode::Chinkway, names(&["A", "B", "C", "D", "E"]));
    play(&mut sheet, "A", &[5, 0, 5]);
    let report = sheet.score().unwrap();
    assert_eq!(report.deals[0].sides[1].players, names(&["B", "C"]));
    let next = report.next.unwrap();
    // B and C are lowest, but the deal passes to B because B is left of A.
    assert_eq!(next.dealer.as_deref(), Some("B"));
    assert!(
        matches!(next.reason, DealerReason::LeftOfPrevious { ref previous } if previous == "A")
    );
    for _ in 1..5 {
        play(&mut sheet, "A", &[0, 0, 0]);
    }
    // «Lors des cinq donnes suivantes, le donneur joue toujours tout seul. Le …» (cut):
    // the reading pairs 1st and 3rd, 2nd and 4th, and says so.
    let report = sheet.score().unwrap();
    assert!(report.gaps().contains(&Note::ChinkwayLateTeams));
    let next = report.next.unwrap();
    assert_eq!((next.deal, next.dealer.as_deref()), (6, Some("A")));
    let seating = next.seatings.iter().find(|s| s.dealer == "A").unwrap();
    assert_eq!(
        seating.sides,
        vec![names(&["A"]), names(&["B", "D"]), names(&["C", "E"])]
    );
    sheet.options.chinkway_late_teams = LateTeams::Neighbours;
    let next = sheet.score().unwrap().next.unwrap();
    let seating = next.seatings.iter().find(|s| s.dealer == "A").unwrap();
    assert_eq!(seating.sides[1], names(&["B", "C"]));
    // «Se joue en 10 donnes.» «plus une dernière supplémentaire»
    for _ in 5..10 {
        play(&mut sheet, "A", &[0, 0, 0]);
    }
    assert!(sheet.score().unwrap().finished());
    sheet.options.deals = Some(11);
    let report = sheet.score().unwrap();
    assert!(!report.finished() && report.gaps().contains(&Note::ChinkwayEleventhDeal));
    sheet.options.deals = Some(12);
    assert_eq!(
        sheet.score().unwrap_err(),
        vec![Problem::Deals {
            mode: Mode::Chinkway,
            deals: 12
        }]
    );
}

#[test]
fn four_players_fixed_partners_longer_games_and_target() {
    // «Les équipes ne changent pas : chaque joueur joue toute la partie avec le même
    // coéquipier et s'assoient l'un en face de l'autre.» «c'est le joueur à gauche du
    // donneur précédent qui distribue les cartes»
    let mut sheet = FarfaliaSheet::new(Mode::Four, names(&["N", "E", "S", "W"]));
    sheet.options.deals = Some(8);
    for _ in 0..4 {
        play_teams(&mut sheet, "W", 4, 0);
    }
    let report = sheet.score().unwrap();
    let dealers: Vec<&str> = report.deals.iter().map(|d| d.dealer.as_str()).collect();
    assert_eq!(dealers, ["W", "N", "E", "S"]);
    assert!(!report.finished(), "eight deals agreed");
    // «nombre préétabli de donnes (multiple de quatre)»
    sheet.options.deals = Some(6);
    assert!(matches!(
        sheet.score().unwrap_err()[..],
        [Problem::Deals { deals: 6, .. }]
    ));
    // «ou bien sur un score maximum à atteindre»: N/S have 40 after four deals.
    sheet.options.deals = None;
    sheet.options.target = Some(40);
    let report = sheet.score().unwrap();
    assert!(report.finished());
    assert_eq!(report.winners, names(&["N", "S"]));
    sheet.options.target = Some(50);
    assert!(!sheet.score().unwrap().finished());
    play_teams(&mut sheet, "W", 0, 5);
    play_teams(&mut sheet, "W", 4, 0);
    let report = sheet.score().unwrap();
    assert!(report.finished());
    assert_eq!((report.teams[0].total, report.teams[1].total), (50, 15));
    let mut after = sheet.clone();
    after.deals.push(after.deals[2].clone());
    assert!(matches!(
        after.score().unwrap_err()[..],
        [Problem::DealAfterEnd {
            deal: 7,
            ended_after: 6
        }]
    ));
    // Partners not opposite are refused, unless the group enters its own.
    let mut swapped = FarfaliaSheet::new(Mode::Four, names(&["N", "E", "S", "W"]));
    swapped.deals.push(deal(
        "N",
        None,
        &PROPOSITION,
        vec![side(&["N", "E"], None, &[]), side(&["S", "W"], None, &[])],
    ));
    assert!(matches!(
        swapped.score().unwrap_err()[..],
        [Problem::SidesNotByRule { deal: 1, .. }]
    ));
    swapped.options.seating = SeatingRule::AsEntered;
    swapped.deals[0].sides[0].collected = Some(matching(4));
    let report = swapped.clone().score().unwrap();
    assert!(report.notes.contains(&Note::SeatingAsEntered));
    // The group's partners are the teams of the report and of the next deal…
    assert_eq!(report.teams[0].players, names(&["N", "E"]));
    assert_eq!(report.teams[0].total, 10);
    let sides: Vec<usize> = report.standings().iter().map(|s| s.side).collect();
    assert_eq!(sides, vec![0, 0, 1, 1]);
    let next = report.next.unwrap();
    assert_eq!(
        next.seatings[2].sides,
        vec![names(&["S", "W"]), names(&["N", "E"])]
    );
    // …and they stay together: «Les équipes ne changent pas».
    swapped.deals.push(deal(
        "E",
        None,
        &PROPOSITION,
        vec![side(&["N", "S"], None, &[]), side(&["E", "W"], None, &[])],
    ));
    assert!(matches!(
        swapped.score().unwrap_err()[..],
        [Problem::PartnersChanged { deal: 2, .. }]
    ));
}

#[test]
fn two_players_each_with_a_fictitious_partner() {
    // «La partie se déroule comme pour quatre joueurs, avec deux joueurs fictifs.» «Une
    // fois la quatrième donne terminée, le joueur ayant le plus de points est déclaré
    // vainqueur.»
    let mut sheet = FarfaliaSheet::new(Mode::Two, names(&["Ana", "Ben"]));
    for (i, m) in [[5, 4], [0, 5], [4, 4], [5, 0]].iter().enumerate() {
        play(&mut sheet, "Ana", m);
        let d = &sheet.score().unwrap().deals[i];
        assert_eq!(
            d.trump,
            Some(Trump::NoTrump),
            "the first subject is a butterfly"
        );
    }
    let report = sheet.score().unwrap();
    let dealers: Vec<&str> = report.deals.iter().map(|d| d.dealer.as_str()).collect();
    assert_eq!(dealers, ["Ana", "Ben", "Ana", "Ben"]);
    assert_eq!(report.totals, vec![40, 35]);
    assert!(report.finished());
    assert_eq!(report.winners, names(&["Ana"]));
    for note in [
        Note::DummyPlay,
        Note::TrumpWithDummies,
        Note::DealerWithDummies,
    ] {
        assert!(report.notes.contains(&note), "{note:?}");
    }
}

#[test]
fn three_players_quick_game_and_its_extra_deal() {
    // «Pour une partie plus rapide, vous pouvez jouer, après trois donnes, une donne
    // supplémentaire sans le joueur fictif. Le joueur ayant le moins de points devient
    // donneur : il distribue toutes les cartes, 17 à chaque joueur, 18 pour lui-même. Le
    // donneur décide s'il y a atout»
    let mut sheet = FarfaliaSheet::new(Mode::Three, names(&["Ana", "Ben", "Cléo"]));
    play(&mut sheet, "Ana", &[5, 4]);
    play(&mut sheet, "Ana", &[0, 5]);
    play(&mut sheet, "Ana", &[4, 0]);
    let report = sheet.score().unwrap();
    // Deal 1: Ana (with the fictitious player) against Ben and Cléo [reading]; then the
    // deal passes left: Ben against Cléo and Ana, Cléo against Ana and Ben.
    assert_eq!(report.deals[0].sides[1].players, names(&["Ben", "Cléo"]));
    assert_eq!(report.deals[1].sides[1].players, names(&["Ana", "Cléo"]));
    assert_eq!(report.totals, vec![30, 10, 35]);
    let next = report.next.unwrap();
    assert!(next.extra);
    assert_eq!(next.dealer.as_deref(), Some("Ben"));
    assert_eq!(next.trump, TrumpBy::DealerCalls);
    // «il n'est toujours pas possible de garder une carte pour la collection avant le
    // quatrième pli»: 17 tricks, from the fourth.
    assert_eq!(next.max_picks, 14);
    let seating = next.seatings.iter().find(|s| s.dealer == "Ben").unwrap();
    assert_eq!(
        seating.sides,
        vec![names(&["Ben"]), names(&["Cléo"]), names(&["Ana"])]
    );
    play(&mut sheet, "Ana", &[5, 5, 4]);
    let report = sheet.score().unwrap();
    // «Une fois la donne supplémentaire terminée, le joueur ayant le plus de points est
    // déclaré vainqueur.»
    assert!(report.finished());
    assert_eq!(report.totals, vec![40, 25, 50]);
    assert_eq!(report.winners, names(&["Cléo"]));
    assert!(report.gaps().contains(&Note::ThreePlayerLength));
    assert!(report.gaps().contains(&Note::DummyPartner));
    // 15 cards kept in the extra deal are one more than its tricks allow.
    let mut over = sheet.clone();
    over.deals[3].proposition = vec![Pap, Pap, Pap, Pap, Pap];
    for side in &mut over.deals[3].sides {
        side.collected = Some(counts(5, 0, 0, 0, 0));
    }
    let problems = over.score().unwrap_err();
    assert!(problems.contains(&Problem::DeckLimit {
        deal: 4,
        subject: Pap,
        collected: 15,
        deck: 12
    }));
    assert!(problems.contains(&Problem::TooManyPicks {
        deal: 4,
        picks: 15,
        max: 14
    }));
}

fn double_you_sheet() -> FarfaliaSheet {
    let mut sheet = FarfaliaSheet::new(Mode::BeginnerFive, names(&["A", "B", "C", "D", "E"]));
    sheet.options.double_you = true;
    play(&mut sheet, "A", &[5, 4, 0]);
    sheet
}

#[test]
fn double_you_doubles_a_players_points_but_not_the_leaders() {
    // «chaque joueur peut décider de jouer un joker, pour déclarer que, pour cette
    // donne, les points obtenus lui seront comptés doubles (indépendamment de ce que fait
    // son coéquipier). Le premier au classement ne peut pas jouer de joker.»
    let mut sheet = double_you_sheet();
    // Totals A 15, B 10, C 0, D 10, E 0: A leads. C deals (tie with E, clockwise).
    let next = sheet.score().unwrap().next.unwrap();
    assert_eq!(next.double_you_barred, names(&["A"]));
    play(&mut sheet, "A", &[4, 5, 0]);
    sheet.deals[1].double_you = names(&["D", "C"]);
    let report = sheet.score().unwrap();
    // C alone 4 → 10 × 2; D with A 5 → 15 × 2; A, D's partner, 15.
    let d2: Vec<i64> = report.deals[1].players.iter().map(|p| p.points).collect();
    assert_eq!(d2, vec![15, 0, 20, 30, 0]);
    // The leader may not.
    let mut leader = sheet.clone();
    leader.deals[1].double_you = names(&["A"]);
    assert_eq!(
        leader.score().unwrap_err(),
        vec![Problem::DoubleYouLeader {
            deal: 2,
            player: "A".into(),
            total: 15
        }]
    );
    // Nobody may in the first deal, everyone being tied first [reading]…
    let mut first = double_you_sheet();
    first.deals[0].double_you = names(&["B"]);
    assert!(matches!(
        first.score().unwrap_err()[..],
        [Problem::DoubleYouLeader { deal: 1, .. }]
    ));
    // …unless only a leader alone at the top is barred.
    first.options.double_you_leader = LeaderBar::UniqueLeaderBarred;
    assert_eq!(first.score().unwrap().totals[1], 20);
    // Two jokers each: a third is refused.
    let mut third = sheet.clone();
    play(&mut third, "A", &[0, 4, 0]);
    third.deals[2].double_you = names(&["C"]);
    let r = third.clone().score().unwrap();
    // Deal 3 is doubled: a joker there counts ×4 [reading]…
    let c = &r.deals[2].players[2];
    assert_eq!((c.multiplier, c.points), (4, 40));
    third.options.double_you_stacking = Stacking::AtMostDouble;
    assert_eq!(
        third.clone().score().unwrap().deals[2].players[2].points,
        20
    );
    third.options.deals = Some(4);
    third.options.doubled_deals = Some(vec![]);
    // C now ties A and D at 40: only a leader alone is barred, so C is not.
    third.options.double_you_leader = LeaderBar::UniqueLeaderBarred;
    play(&mut third, "A", &[0, 0, 0]);
    let dealer = third.deals[3].dealer.clone();
    assert_ne!(dealer, "C");
    third.deals[3].double_you = names(&["C"]);
    assert_eq!(
        third.score().unwrap_err(),
        vec![Problem::DoubleYouNoJokerLeft {
            deal: 4,
            player: "C".into()
        }]
    );
    // Without the variant a joker is refused.
    let mut off = sheet;
    off.options.double_you = false;
    assert!(matches!(
        off.score().unwrap_err()[..],
        [
            Problem::DoubleYouOff { deal: 2, .. },
            Problem::DoubleYouOff { deal: 2, .. }
        ]
    ));
}

#[test]
fn double_you_at_four_doubles_the_teams_points() {
    let mut sheet = FarfaliaSheet::new(Mode::Four, names(&["N", "E", "S", "W"]));
    sheet.options.double_you = true;
    play_teams(&mut sheet, "N", 5, 4);
    play_teams(&mut sheet, "N", 4, 4);
    sheet.deals[1].double_you = names(&["W"]);
    let report = sheet.score().unwrap();
    // E/W 10 × 2 for W's joker; both partners carry the team's total.
    assert_eq!(report.totals, vec![25, 30, 25, 30]);
    assert!(report.notes.contains(&Note::DoubleYouTeams));
}

#[test]
fn the_outgoing_dealer_deals_again_only_when_strictly_lowest() {
    let mut sheet = FarfaliaSheet::new(Mode::BeginnerFive, names(&["A", "B", "C", "D", "E"]));
    play(&mut sheet, "A", &[0, 5, 4]);
    let next = sheet.score().unwrap().next.unwrap();
    assert_eq!(next.dealer.as_deref(), Some("A"));
    sheet.options.dealer_rule = farfalia::options::DealerRule::LowestTotalNotOutgoing;
    let next = sheet.score().unwrap().next.unwrap();
    assert_eq!(next.dealer.as_deref(), Some("C"));
}

#[test]
fn names_are_matched_without_case_or_spaces_and_cards_and_counts_agree() {
    let mut sheet = FarfaliaSheet::new(
        Mode::BeginnerFive,
        names(&["Alain", "Béatrice", "Corentin", "Danièle", "Éric"]),
    );
    sheet.deals.push(deal(
        " alain",
        Some(Trump::Orange),
        &PROPOSITION,
        vec![
            side(&["ALAIN"], Some(counts(1, 2, 0, 0, 0)), &["8B", "9R"]),
            side(&["béatrice", "danièle "], None, &["13B"]),
            side(&["Corentin", "Éric"], None, &[]),
        ],
    ));
    let report = sheet.clone().score().unwrap();
    assert_eq!(report.totals, vec![6, 1, 0, 1, 0]);
    assert_eq!(report.deals[0].sides[0].players, names(&["Alain"]));
    // A card listed beyond its count, and a card listed by two sides.
    sheet.deals[0].sides[0].cards.push("10V".into());
    sheet.deals[0].sides[2].cards.push("9R".into());
    let problems = sheet.score().unwrap_err();
    assert!(problems.contains(&Problem::CardsBeyondCount {
        deal: 1,
        side: names(&["ALAIN"]),
        subject: Pap,
        listed: 2,
        counted: 1
    }));
    assert!(problems.iter().any(|p| matches!(p, Problem::CardTwice { deal: 1, card, sides } if card.notation() == "9R" && sides.len() == 2)));
    let _ = Fe;
}

#[test]
fn a_name_without_its_accents_is_taken_and_said_so_else_the_closest_is_offered() {
    let text = include_str!("../../../../examples/farfalia-five.json");
    let sheet: FarfaliaSheet = serde_json::from_str(text).unwrap();
    let report = sheet.score().unwrap();
    let loose: FarfaliaSheet = serde_json::from_str(&text.replacen(
        "\"Béatrice\", \"Danièle\"",
        "\"Beatrice\", \"DANIELE\"",
        1,
    ))
    .unwrap();
    assert_ne!(
        loose, sheet,
        "the example names Béatrice and Danièle as a side"
    );
    let read = loose.score().unwrap();
    assert_eq!(read.totals, report.totals);
    let said: Vec<String> = read.names_read.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "deal 1: \"Beatrice\" is taken as Béatrice",
            "deal 1: \"DANIELE\" is taken as Danièle"
        ]
    );
    let wrong: FarfaliaSheet =
        serde_json::from_str(&text.replacen("\"dealer\": \"Alain\"", "\"dealer\": \"Alan\"", 1))
            .unwrap();
    let p = wrong.score().unwrap_err();
    assert!(
        p.iter()
            .any(|p| p.to_string().ends_with("; did you mean Alain?")),
        "{p:?}"
    );
}
