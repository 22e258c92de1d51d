//! The worked examples of `shared/NEIGHBOUR-GAMES.md` A.6 (F1 to F4), their lines
//! quoted, scored through the sheet as a group would enter it.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use common::{deal, names, side};
use farfalia::seating::DealerReason;
use farfalia::{FarfaliaSheet, Mode, Options, Problem, Subject, Trump};
use game_kit::{ScoreSheet, SheetReport};

use Subject::{Butterfly as Pap, Fish as Po, Leaf as Fe, Shell as Co, Strawberry as Fr};

/// «Proposition (ordered): [Papillon, Fraise, Fraise, Poisson, Coquillage], the text's
/// example: «un papillon, deux fraises, un poisson et un coquillage».»
const PROPOSITION: [Subject; 5] = [Pap, Fr, Fr, Po, Co];

fn beginner() -> FarfaliaSheet {
    FarfaliaSheet::new(Mode::BeginnerFive, names(&["A", "B", "C", "D", "E"]))
}

/// F1 as entered: «Deal 1. Dealer A. Teams {B, D} and {C, E}.»
/// «A (alone): 8B [Pap], 1R [Fr], 9R [Fr], 6B [Po], 13O [Co] → n=5»
/// «B+D: 12V [Pap], 4R [Fr], 5R [Fr], 11B [Po], 7O [Co] → n=5»
/// «C+E: none → n=0»
fn f1() -> FarfaliaSheet {
    let mut sheet = beginner();
    sheet.deals.push(deal(
        "A",
        Some(Trump::Orange),
        &PROPOSITION,
        vec![
            side(&["A"], None, &["8B", "1R", "9R", "6B", "13O"]),
            side(&["B", "D"], None, &["12V", "4R", "5R", "11B", "7O"]),
            side(&["C", "E"], None, &[]),
        ],
    ));
    sheet
}

#[test]
fn f1_one_deal_per_player_points_next_dealer_and_teams() {
    let report = f1().score().unwrap();
    // «| A | 15 | 15 | … | B | 15 | 15 | … | C | 0 | 0 | … | D | 15 | 15 | … | E | 0 | 0 |»
    assert_eq!(report.totals, vec![15, 15, 0, 15, 0]);
    let d1 = &report.deals[0];
    assert_eq!(
        d1.players.iter().map(|p| p.points).collect::<Vec<_>>(),
        vec![15, 15, 0, 15, 0]
    );
    // «f(5)=15 (from «5 cartes pareilles = 30 points» halved). f(0)=0 [reading].»
    assert_eq!(
        d1.sides
            .iter()
            .map(|s| (s.matches, s.base))
            .collect::<Vec<_>>(),
        vec![(5, 15), (5, 15), (0, 0)]
    );
    assert!(!report.finished());
    // «Next dealer: C and E tie at 0. Going clockwise from A (B, C, …), C comes first,
    // so C deals. The new teams are {A, D} and {B, E}, exactly the text's example.»
    let next = report.next.unwrap();
    assert_eq!(f1().next_deal().unwrap(), Some(next.clone()));
    assert_eq!(next.dealer.as_deref(), Some("C"));
    match &next.reason {
        DealerReason::LowestTotal { total, tied, .. } => {
            assert_eq!(*total, 0);
            assert_eq!(tied, &names(&["C", "E"]));
        }
        other => panic!("{other:?}"),
    }
    let seating = next.seatings.iter().find(|s| s.dealer == "C").unwrap();
    assert_eq!(
        seating.sides,
        vec![names(&["C"]), names(&["A", "D"]), names(&["B", "E"])]
    );
    // «The two dealer-eligibility readings (#7) agree here because A is not lowest.»
    let mut other = f1();
    other.options.dealer_rule = farfalia::options::DealerRule::LowestTotalNotOutgoing;
    assert_eq!(
        other.score().unwrap().next.unwrap().dealer.as_deref(),
        Some("C")
    );
}

/// F2 continues F1: «Deal 2. Dealer C; teams {A, D} and {B, E}. n(C)=4, n(A+D)=5,
/// n(B+E)=0 (9 picks ≤ 10).» «Deal 3 (last). … n(dealer)=5, n(team of r1 and r3)=4,
/// n(team of r2 and r4)=0.»
fn f2() -> FarfaliaSheet {
    let mut sheet = f1();
    let five = counts(1, 2, 0, 1, 1);
    let four = counts(1, 2, 0, 1, 0);
    sheet.deals.push(deal(
        "C",
        Some(Trump::NoTrump),
        &PROPOSITION,
        vec![
            side(&["C"], Some(four), &[]),
            side(&["A", "D"], Some(five), &[]),
            side(&["B", "E"], None, &[]),
        ],
    ));
    sheet.deals.push(deal(
        "E",
        Some(Trump::Red),
        &PROPOSITION,
        vec![
            side(&["E"], Some(five), &[]),
            side(&["A", "C"], Some(four), &[]),
            side(&["B", "D"], None, &[]),
        ],
    ));
    sheet
}

fn counts(pap: i64, fr: i64, fe: i64, po: i64, co: i64) -> farfalia::SubjectCounts {
    farfalia::SubjectCounts {
        butterfly: pap,
        strawberry: fr,
        leaf: fe,
        fish: po,
        shell: co,
    }
}

#[test]
fn f2_doubled_last_deal_and_shared_victory() {
    let report = f2().score().unwrap();
    // «After deal 2: C +10, A +15, D +15, B +0, E +0. Totals: A 30, B 15, C 10, D 30,
    // E 0.»
    assert_eq!(report.totals_by_deal()[1], vec![30, 15, 10, 30, 0]);
    // «Deal 3 (doubled): E 5 matches → 30; A+C 4 matches → 20 each; B+D 0 → 0.»
    let d3 = &report.deals[2];
    assert!(d3.doubled);
    assert_eq!(
        d3.players.iter().map(|p| p.points).collect::<Vec<_>>(),
        vec![20, 0, 20, 0, 30]
    );
    // «Final totals: A 50, B 15, C 30, D 30, E 30.»
    assert_eq!(report.totals, vec![50, 15, 30, 30, 30]);
    // «Winners: A, C, D, E (the second place is tied three ways, so four players share
    // the victory).»
    assert!(report.finished());
    assert_eq!(report.winners, names(&["A", "C", "D", "E"]));
    let won: Vec<bool> = report.standings().iter().map(|s| s.won).collect();
    assert_eq!(won, vec![true, false, true, true, true]);
    assert_eq!(
        report
            .standings()
            .iter()
            .map(|s| s.place)
            .collect::<Vec<_>>(),
        vec![1, 5, 2, 2, 2]
    );
    assert!(report.next.is_none());
}

#[test]
fn f2_dealer_for_deal_three_is_the_strict_lowest() {
    // «Dealer for deal 3 is E (strictly lowest, 0). Relative to E the seats are A=1,
    // B=2, C=3, D=4, so the teams are {A, C} and {B, D}.»
    let mut sheet = f2();
    sheet.deals.pop();
    let next = sheet.score().unwrap().next.unwrap();
    assert_eq!(next.dealer.as_deref(), Some("E"));
    assert!(next.doubled);
    let seating = next.seatings.iter().find(|s| s.dealer == "E").unwrap();
    assert_eq!(
        seating.sides,
        vec![names(&["E"]), names(&["A", "C"]), names(&["B", "D"])]
    );
    // A sheet that gives deal 3 to someone else is refused, naming the rule's dealer.
    let mut wrong = f2();
    wrong.deals[2].dealer = "B".into();
    let problems = wrong.score().unwrap_err();
    assert!(
        problems.iter().any(|p| matches!(p,
            Problem::DealerNotByRule { deal: 3, dealer, expected, .. } if dealer == "B" && expected == "E")),
        "{problems:?}"
    );
}

#[test]
fn f3_a_butterfly_card_counts_only_as_a_butterfly_and_quotas_hold() {
    // «Pickable for {B, D}: 7O, 4O (Coquillage) and 10R as Papillon.» «Not pickable: 13B
    // and 9B, because the Poisson quota is full … and 10R as a Fraise»
    let mut sheet = beginner();
    sheet.deals.push(deal(
        "A",
        Some(Trump::Orange),
        &PROPOSITION,
        vec![
            side(&["A"], None, &[]),
            side(&["B", "D"], None, &["11B", "7O", "10R"]),
            side(&["C", "E"], None, &[]),
        ],
    ));
    let report = sheet.clone().score().unwrap();
    let bd = &report.deals[0].sides[1];
    assert_eq!(bd.collected, counts(1, 0, 0, 1, 1));
    assert_eq!(bd.matches, 3);
    // A second Poisson is over the quota: «il possède déjà le seul Poisson de la
    // proposition».
    sheet.deals[0].sides[1].cards.push("13B".into());
    let problems = sheet.score().unwrap_err();
    assert_eq!(
        problems,
        vec![Problem::MoreThanProposed {
            deal: 1,
            side: names(&["B", "D"]),
            subject: Subject::Fish,
            collected: 2,
            proposed: 1,
        }]
    );
    // Trick 2 has no useful card: «il n'y a pas de cartes utiles pour la collection»,
    // there is no Feuille in the proposition.
    let mut leaf = beginner();
    leaf.deals.push(deal(
        "A",
        None,
        &PROPOSITION,
        vec![
            side(&["A"], None, &[]),
            side(&["B", "D"], None, &[]),
            side(&["C", "E"], None, &["13V"]),
        ],
    ));
    assert!(matches!(
        leaf.score().unwrap_err()[..],
        [Problem::MoreThanProposed {
            subject: Fe,
            proposed: 0,
            ..
        }]
    ));
}

/// F4: «Seats N, E, S, W. Teams {N, S} and {E, W}. Four deals.» «First proposition
/// cards: deal 1 Poisson, deal 2 Papillon, deal 3 Fraise, deal 4 Coquillage.»
/// «Matches (N/S, E/W) per deal: (5, 4), (4, 4), (0, 5), (5, 0).»
fn f4(options: Options) -> FarfaliaSheet {
    let mut sheet = FarfaliaSheet::new(Mode::Four, names(&["N", "E", "S", "W"]));
    sheet.options = options;
    let firsts = [Po, Pap, Fr, Co];
    let matches = [(5, 4), (4, 4), (0, 5), (5, 0)];
    let dealers = ["N", "E", "S", "W"];
    for ((first, (ns, ew)), dealer) in firsts.into_iter().zip(matches).zip(dealers) {
        let mut proposition = vec![first];
        proposition.extend(Subject::ALL.into_iter().filter(|s| *s != first));
        let take = |n: usize| {
            let mut c = farfalia::SubjectCounts::default();
            for s in &proposition[..n] {
                c.set(*s, 1);
            }
            c
        };
        sheet.deals.push(deal(
            dealer,
            None,
            &proposition,
            vec![
                side(&["N", "S"], Some(take(ns)), &[]),
                side(&["E", "W"], Some(take(ew)), &[]),
            ],
        ));
    }
    sheet
}

#[test]
fn f4_four_players_trump_from_the_proposition_and_team_totals() {
    let report = f4(Options::default()).score().unwrap();
    // «Trump by deal: Bleu, none, Rouge, Orange.»
    assert_eq!(
        report.deals.iter().map(|d| d.trump).collect::<Vec<_>>(),
        vec![
            Some(Trump::Blue),
            Some(Trump::NoTrump),
            Some(Trump::Red),
            Some(Trump::Orange)
        ]
    );
    // «N/S = 15 + 10 + 0 + 15 = 40» «E/W = 10 + 10 + 15 + 0 = 35» «N/S wins.»
    assert_eq!(report.teams[0].total, 40);
    assert_eq!(report.teams[1].total, 35);
    assert!(report.teams[0].won && !report.teams[1].won);
    assert_eq!(report.winners, names(&["N", "S"]));
    assert_eq!(report.totals, vec![40, 35, 40, 35]);
    let sides: Vec<usize> = report.standings().iter().map(|s| s.side).collect();
    assert_eq!(sides, vec![0, 1, 0, 1]);
    // «If final doubling is enabled: N/S = 15 + 10 + 0 + 30 = 55; E/W = 35.»
    let doubled = Options {
        doubled_deals: Some(vec![4]),
        ..Options::default()
    };
    let report = f4(doubled).score().unwrap();
    assert_eq!((report.teams[0].total, report.teams[1].total), (55, 35));
    // A trump entered against the first subject is refused.
    let mut wrong = f4(Options::default());
    wrong.deals[1].trump = Some(Trump::Green);
    assert_eq!(
        wrong.score().unwrap_err(),
        vec![Problem::TrumpNotFromProposition {
            deal: 2,
            trump: Trump::Green,
            first: Pap,
            expected: Trump::NoTrump,
        }]
    );
}
