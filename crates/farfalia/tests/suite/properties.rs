//! Property tests on random sheets: valid games built the way the app builds them (the
//! engine's proposed dealer and teams, random propositions, collections and jokers),
//! then scored, reordered, mutated, and random JSON thrown at the parser and scorer.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use farfalia::seating::TrumpBy;
use farfalia::{
    Card, Colour, DealInput, FarfaliaReport, FarfaliaSheet, Mode, Problem, SideInput, Subject,
    SubjectCounts, Trump,
};
use game_kit::{GameRng, ScoreSheet, SheetReport, seeded_rng};
use proptest::prelude::*;

use crate::oracle;
use oracle::oracle;
use rand::RngExt;
use rand::seq::{IndexedMutRandom, IndexedRandom, SliceRandom};

const NAMES: [&str; 5] = ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"];
const TRUMPS: [Trump; 5] = [
    Trump::Red,
    Trump::Green,
    Trump::Blue,
    Trump::Orange,
    Trump::NoTrump,
];

fn pick<T: Copy>(rng: &mut GameRng, list: &[T]) -> T {
    list[rng.random_range(0..list.len())]
}

/// The deck's cards of a subject, shuffled.
fn cards_of(rng: &mut GameRng, subject: Subject) -> Vec<Card> {
    let mut cards: Vec<Card> = Colour::ALL
        .iter()
        .flat_map(|&c| (1..=13).filter_map(move |r| Card::new(c, r)))
        .filter(|c| c.subject() == subject)
        .collect();
    cards.shuffle(rng);
    cards
}

/// A whole valid game (or a game in progress), built deal by deal from the engine's
/// proposals.
fn random_sheet(seed: u64) -> FarfaliaSheet {
    let mut rng = seeded_rng(seed);
    let mode = pick(&mut rng, &Mode::ALL);
    let names: Vec<String> = NAMES[..mode.players()]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut sheet = FarfaliaSheet::new(mode, names.clone());
    let o = &mut sheet.options;
    o.house_points.three = rng.random_range(0..=12);
    o.house_points.two = rng.random_range(0..=8);
    o.house_points.one = rng.random_range(0..=4);
    o.double_you = rng.random_bool(0.5);
    o.dealer_rule = pick(
        &mut rng,
        &[
            Default::default(),
            farfalia::options::DealerRule::LowestTotalNotOutgoing,
        ],
    );
    o.double_you_stacking = pick(
        &mut rng,
        &[
            Default::default(),
            farfalia::options::Stacking::AtMostDouble,
        ],
    );
    o.double_you_leader = pick(
        &mut rng,
        &[
            Default::default(),
            farfalia::options::LeaderBar::UniqueLeaderBarred,
        ],
    );
    o.chinkway_late_teams = pick(
        &mut rng,
        &[Default::default(), farfalia::options::LateTeams::Neighbours],
    );
    o.three_extra_deal = rng.random_bool(0.7);
    if mode == Mode::Four && rng.random_bool(0.3) {
        o.target = Some(rng.random_range(20..=80));
    }
    if rng.random_bool(0.2) {
        o.doubled_deals = Some(vec![1]);
    }
    let stop = rng.random_range(0..=12);
    for _ in 0..stop {
        let report = sheet.score().expect("built valid");
        let Some(next) = report.next else { break };
        let dealer = next
            .dealer
            .clone()
            .unwrap_or_else(|| pick(&mut rng, &NAMES[..mode.players()]).to_string());
        let seating = next
            .seatings
            .iter()
            .find(|s| s.dealer == dealer)
            .expect("seating");
        let proposition: Vec<Subject> = (0..5).map(|_| pick(&mut rng, &Subject::ALL)).collect();
        let proposed = SubjectCounts::tally(proposition.iter().copied());
        let trump = match next.trump {
            TrumpBy::DealerCalls => Some(pick(&mut rng, &TRUMPS)),
            TrumpBy::FirstSubject if rng.random_bool(0.5) => {
                Some(Trump::from_first_subject(proposition[0]))
            }
            TrumpBy::FirstSubject => None,
        };
        let mut collected: Vec<SubjectCounts> = seating
            .sides
            .iter()
            .map(|_| {
                let mut c = SubjectCounts::default();
                for s in Subject::ALL {
                    c.set(s, rng.random_range(0..=proposed.get(s)));
                }
                c
            })
            .collect();
        // Keep within the tricks and the deck.
        loop {
            let picks: i64 = collected.iter().map(SubjectCounts::total).sum();
            let over_deck = Subject::ALL.iter().find(|&&s| {
                collected.iter().map(|c| c.get(s)).sum::<i64>() > i64::from(s.deck_cards())
            });
            let subject = match over_deck {
                Some(&s) => s,
                None if picks > i64::from(next.max_picks) => pick(&mut rng, &Subject::ALL),
                None => break,
            };
            let i = rng.random_range(0..collected.len());
            let c = &mut collected[i];
            c.set(subject, (c.get(subject) - 1).max(0));
        }
        let mut decks: Vec<Vec<Card>> = Subject::ALL
            .iter()
            .map(|&s| cards_of(&mut rng, s))
            .collect();
        let sides = seating
            .sides
            .iter()
            .zip(collected)
            .map(|(players, counts)| {
                let mut cards = Vec::new();
                for s in Subject::ALL {
                    for _ in 0..counts.get(s) {
                        cards.push(decks[s.index()].pop().expect("within the deck").notation());
                    }
                }
                match rng.random_range(0..3) {
                    0 => SideInput {
                        players: players.clone(),
                        collected: Some(counts),
                        cards: Vec::new(),
                        entered: true,
                    },
                    1 => SideInput {
                        players: players.clone(),
                        collected: None,
                        cards,
                        entered: true,
                    },
                    _ => {
                        let keep = rng.random_range(0..=cards.len());
                        cards.truncate(keep);
                        SideInput {
                            players: players.clone(),
                            collected: Some(counts),
                            cards,
                            entered: true,
                        }
                    }
                }
            })
            .collect();
        let mut double_you = Vec::new();
        if sheet.options.double_you {
            for left in &next.jokers_left {
                if left.jokers > 0
                    && !next.double_you_barred.contains(&left.player)
                    && rng.random_bool(0.25)
                {
                    double_you.push(left.player.clone());
                }
            }
        }
        sheet.deals.push(DealInput {
            dealer,
            trump,
            proposition,
            sides,
            double_you,
        });
    }
    sheet
}

/// Totals, winners, finished, each deal's points per player, places.
type Outcome = (Vec<i64>, Vec<String>, bool, Vec<Vec<i64>>, Vec<usize>);

/// What must not change when equivalent entries are reordered.
fn outcome(r: &FarfaliaReport) -> Outcome {
    (
        r.totals.clone(),
        r.winners.clone(),
        r.finished,
        r.deals
            .iter()
            .map(|d| d.players.iter().map(|p| p.points).collect())
            .collect(),
        r.standings.iter().map(|s| s.place).collect(),
    )
}

/// Every problem names its culprit, and its message says it.
fn names_culprit(problem: &Problem) -> Result<(), String> {
    let c = problem.culprit();
    let text = problem.to_string();
    let empty = c.deal.is_none()
        && c.seat.is_none()
        && c.players.is_empty()
        && c.subject.is_none()
        && c.card.is_none()
        && c.option.is_none()
        && c.field.is_empty();
    if empty {
        return Err(format!("no culprit: {problem:?}"));
    }
    let mut wanted: Vec<String> = c.players.clone();
    wanted.extend(c.deal.map(|d| format!("deal {d}")));
    wanted.extend(c.seat.map(|s| format!("seat {}", s + 1)));
    wanted.extend(c.subject.map(|s| s.name().to_string()));
    wanted.extend(c.card.map(Card::notation));
    wanted.extend(c.option.map(str::to_string));
    for w in wanted {
        if !text.contains(&w) {
            return Err(format!("\"{text}\" does not mention {w} ({problem:?})"));
        }
    }
    let json = serde_json::to_value(problem).map_err(|e| e.to_string())?;
    if json.get("code").and_then(|c| c.as_str()).is_none() {
        return Err(format!("no code in {json}"));
    }
    Ok(())
}

fn mutate(sheet: &mut FarfaliaSheet, rng: &mut GameRng) {
    let weird = [
        "",
        " ",
        "Zoé",
        "alain",
        "ÉRIC",
        "X".repeat(300).as_str(),
        "8B",
        "Béatrice",
    ]
    .map(String::from);
    let numbers = [-3, -1, 0, 1, 2, 5, 6, 11, 100, i64::MAX, i64::MIN];
    let n_deals = sheet.deals.len();
    match rng.random_range(0..19) {
        // a deal left out, or moved
        16 if n_deals > 0 => {
            sheet.deals.remove(rng.random_range(0..n_deals));
        }
        17 if n_deals > 1 => {
            let d = sheet.deals.remove(rng.random_range(0..n_deals));
            sheet.deals.insert(rng.random_range(0..n_deals), d);
        }
        // a player written on the other side
        18 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            let sides = d.sides.len();
            if sides > 1 {
                let from = rng.random_range(0..sides);
                if !d.sides[from].players.is_empty() {
                    let who = d.sides[from].players.remove(0);
                    let to = (from + 1) % sides;
                    d.sides[to].players.push(who);
                }
            }
        }
        0 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            if let Some(side) = d.sides.choose_mut(rng) {
                let mut c = side.collected.unwrap_or_default();
                c.set(pick(rng, &Subject::ALL), pick(rng, &numbers));
                side.collected = Some(c);
            }
        }
        1 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            if let Some(side) = d.sides.choose_mut(rng) {
                let name = weird.choose(rng).cloned().unwrap_or_default();
                side.players.push(name);
            }
        }
        2 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            if !d.sides.is_empty() {
                let i = rng.random_range(0..d.sides.len());
                d.sides.remove(i);
            }
        }
        3 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            d.dealer = weird.choose(rng).cloned().unwrap_or_default();
        }
        4 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            if let Some(side) = d.sides.choose_mut(rng) {
                let card = ["8B", "14Z", "", "13O", "7V", "1r", "10 G", "99R"]
                    .choose(rng)
                    .map(|s| s.to_string())
                    .unwrap_or_default();
                side.cards.push(card);
            }
        }
        5 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            if rng.random_bool(0.5) {
                d.proposition.pop();
            } else {
                d.proposition.push(pick(rng, &Subject::ALL));
            }
        }
        6 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            d.trump = Some(pick(rng, &TRUMPS));
        }
        7 if n_deals > 0 => {
            let d = &mut sheet.deals[rng.random_range(0..n_deals)];
            d.double_you
                .push(weird.choose(rng).cloned().unwrap_or_default());
            d.double_you.push(NAMES[0].to_string());
        }
        8 => sheet.options.deals = Some(pick(rng, &numbers)),
        9 => sheet.options.target = Some(pick(rng, &numbers)),
        10 => sheet.options.doubled_deals = Some(vec![pick(rng, &numbers), pick(rng, &numbers)]),
        11 => sheet.options.house_points.two = pick(rng, &numbers),
        12 if n_deals > 0 => {
            let d = sheet.deals[rng.random_range(0..n_deals)].clone();
            sheet.deals.push(d);
        }
        13 => {
            let name = weird.choose(rng).cloned().unwrap_or_default();
            match rng.random_range(0..3) {
                0 => sheet.players.push(name),
                1 => {
                    sheet.players.pop();
                }
                _ => {
                    if let Some(p) = sheet.players.choose_mut(rng) {
                        *p = name;
                    }
                }
            }
        }
        14 => sheet.options.double_you = !sheet.options.double_you,
        _ => {
            if n_deals > 0 {
                let d = &mut sheet.deals[rng.random_range(0..n_deals)];
                if let Some(side) = d.sides.choose_mut(rng)
                    && !side.players.is_empty()
                {
                    side.players.remove(0);
                }
            }
        }
    }
}

/// Random JSON built from the sheet's own words, to reach deep into the parser.
fn json_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value;
    let words = prop::sample::select(vec![
        "mode",
        "players",
        "options",
        "deals",
        "dealer",
        "trump",
        "proposition",
        "sides",
        "collected",
        "cards",
        "double_you",
        "butterfly",
        "fish",
        "beginner_five",
        "four",
        "two",
        "three",
        "chinkway",
        "Alain",
        "Éric",
        "8B",
        "no_trump",
        "house_points",
        "three_extra_deal",
        "target",
        "doubled_deals",
    ]);
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-3i64..20).prop_map(Value::from),
        words.clone().prop_map(Value::from),
    ];
    leaf.prop_recursive(5, 64, 8, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((words.clone(), inner), 0..8).prop_map(|kv| Value::Object(
                kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
            )),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn valid_sheets_score_reproducibly_and_add_up(seed in any::<u64>()) {
        let sheet = random_sheet(seed);
        let report = sheet.score().map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
        prop_assert_eq!(&sheet.score().unwrap(), &report);
        // JSON round trips of the sheet and the report change nothing.
        let json = serde_json::to_string(&sheet).unwrap();
        let back: FarfaliaSheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back.score().unwrap(), &report);
        let report_json = serde_json::to_string(&report).unwrap();
        prop_assert_eq!(&serde_json::from_str::<FarfaliaReport>(&report_json).unwrap(), &report);
        // Every total is the sum of its deals; every deal's points are the side's table
        // value × the multiplier.
        let mut totals = vec![0i64; sheet.players.len()];
        for d in &report.deals {
            for (seat, p) in d.players.iter().enumerate() {
                let side = &d.sides[p.side];
                prop_assert!(side.players.contains(&p.name));
                prop_assert_eq!(p.points, side.base * p.multiplier);
                prop_assert_eq!(side.points, side.base * if d.doubled { 2 } else { 1 });
                prop_assert_eq!(side.base, report.settings.points_for(usize::from(side.matches)));
                totals[seat] += p.points;
                prop_assert_eq!(p.total, totals[seat]);
            }
        }
        prop_assert_eq!(&totals, &report.totals);
        let standings = report.standings();
        for s in &standings {
            prop_assert_eq!(s.total, totals[s.seat]);
            let better = totals.iter().filter(|&&t| t > s.total).count();
            prop_assert_eq!(s.place, better + 1);
            prop_assert_eq!(s.won, report.winners.contains(&s.name));
        }
        prop_assert_eq!(report.finished(), report.next.is_none());
        if report.finished() {
            prop_assert!(!report.winners.is_empty());
            let best = totals.iter().max().copied().unwrap_or(0);
            prop_assert!(standings.iter().any(|s| s.won && s.total == best));
        }
    }

    #[test]
    fn the_order_of_equivalent_entries_does_not_matter(seed in any::<u64>(), shuffle in any::<u64>()) {
        let sheet = random_sheet(seed);
        let report = sheet.score().unwrap();
        let mut rng = seeded_rng(shuffle);
        let mut other = sheet.clone();
        for (d, deal) in other.deals.iter_mut().zip(&report.deals) {
            d.sides.shuffle(&mut rng);
            for side in &mut d.sides {
                side.players.shuffle(&mut rng);
                side.cards.shuffle(&mut rng);
                for p in &mut side.players {
                    *p = if rng.random_bool(0.5) { p.to_uppercase() } else { format!(" {p} ") };
                }
            }
            d.double_you.shuffle(&mut rng);
            // The first subject decides the trump at four and with fictitious players.
            let keep_first = usize::from(!sheet.mode.dealer_calls_trump(deal.extra));
            d.proposition[keep_first..].shuffle(&mut rng);
            d.dealer = d.dealer.to_lowercase();
        }
        let shuffled = other.score().map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
        prop_assert_eq!(outcome(&shuffled), outcome(&report));
    }

    #[test]
    fn mutated_sheets_never_panic_and_every_refusal_names_its_culprit(
        seed in any::<u64>(),
        mutation in any::<u64>(),
    ) {
        let mut sheet = random_sheet(seed);
        let mut rng = seeded_rng(mutation);
        for _ in 0..rng.random_range(1..4) {
            mutate(&mut sheet, &mut rng);
        }
        match sheet.score() {
            Ok(report) => prop_assert_eq!(report.standings().len(), sheet.players.len()),
            Err(problems) => {
                prop_assert!(!problems.is_empty());
                for p in &problems {
                    names_culprit(p).map_err(TestCaseError::fail)?;
                }
            }
        }
    }

    #[test]
    fn a_changed_sheet_is_refused_by_name_or_scored_as_the_rules_score_it(
        seed in any::<u64>(),
        mutation in any::<u64>(),
    ) {
        let sheet = random_sheet(seed);
        let points = |r: &FarfaliaReport| -> Vec<Vec<i64>> {
            r.deals.iter().map(|d| d.players.iter().map(|p| p.points).collect()).collect()
        };
        let extra = |r: &FarfaliaReport| -> Vec<bool> { r.deals.iter().map(|d| d.extra).collect() };
        let report = sheet.score().unwrap();
        prop_assert_eq!(Some(points(&report)), oracle(&sheet, &extra(&report)));
        let mut changed = sheet.clone();
        let mut rng = seeded_rng(mutation);
        mutate(&mut changed, &mut rng);
        match changed.score() {
            Err(problems) => {
                for p in &problems {
                    names_culprit(p).map_err(TestCaseError::fail)?;
                }
            }
            Ok(report) => {
                let Some(expected) = oracle(&changed, &extra(&report)) else {
                    return Err(TestCaseError::fail(format!("accepted, but no real deal gives it: {changed:?}")));
                };
                prop_assert_eq!(points(&report), expected);
                let totals: Vec<i64> = (0..changed.players.len())
                    .map(|p| report.deals.iter().map(|d| d.players[p].points).sum())
                    .collect();
                prop_assert_eq!(&report.totals, &totals);
            }
        }
    }

    #[test]
    fn random_json_never_panics(value in json_value()) {
        if let Ok(sheet) = serde_json::from_value::<FarfaliaSheet>(value) {
            match sheet.score() {
                Ok(report) => prop_assert_eq!(report.standings().len(), sheet.players.len()),
                Err(problems) => {
                    for p in &problems {
                        names_culprit(p).map_err(TestCaseError::fail)?;
                    }
                }
            }
        }
    }
}

#[test]
fn huge_inputs_are_refused_quickly_with_their_culprit() {
    let start = std::time::Instant::now();
    let mut sheet = FarfaliaSheet::new(
        Mode::BeginnerFive,
        NAMES.iter().map(|s| s.to_string()).collect(),
    );
    sheet.players[1] = "B".repeat(1_000_000);
    assert!(matches!(
        sheet.score().unwrap_err()[..],
        [Problem::NameTooLong {
            seat: 1,
            chars: 1_000_000,
            ..
        }]
    ));
    sheet.players = vec!["P".to_string(); 100_000];
    assert!(matches!(
        sheet.score().unwrap_err()[..],
        [Problem::PlayerCount {
            players: 100_000,
            ..
        }]
    ));
    let mut sheet = random_sheet(7);
    sheet.mode = Mode::BeginnerFive;
    sheet.players = NAMES.iter().map(|s| s.to_string()).collect();
    sheet.options = Default::default();
    let deal = DealInput {
        dealer: "Alain".into(),
        trump: None,
        proposition: vec![Subject::Butterfly; 5],
        sides: vec![
            SideInput {
                players: vec!["Alain".into()],
                collected: None,
                cards: vec!["8B".to_string(); 100_000],
                entered: true,
            },
            SideInput {
                players: vec!["Zoé".to_string(); 100_000],
                collected: None,
                cards: Vec::new(),
                entered: true,
            },
        ],
        double_you: vec!["Éric".to_string(); 100_000],
    };
    let small = DealInput {
        dealer: "Alain".into(),
        trump: None,
        proposition: Vec::new(),
        sides: Vec::new(),
        double_you: Vec::new(),
    };
    sheet.deals = vec![small; 100_000];
    sheet.deals[0] = deal;
    let problems = sheet.score().unwrap_err();
    assert!(problems.len() < 50, "{}", problems.len());
    for p in &problems {
        names_culprit(p).unwrap();
    }
    assert!(problems.iter().any(|p| matches!(
        p,
        Problem::TooManyCards {
            deal: 1,
            cards: 100_000,
            ..
        }
    )));
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, Problem::DealAfterEnd { deal: 4, .. }))
    );
    assert!(start.elapsed().as_secs() < 10);
}

#[test]
fn refusals_of_one_sheet_each_name_their_culprit() {
    let json = r#"{
        "mode": "beginner_five",
        "players": ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"],
        "options": {"house_points": {"three": 200}, "doubled_deals": [0, 3, 3]},
        "deals": []
    }"#;
    let sheet: FarfaliaSheet = serde_json::from_str(json).unwrap();
    let problems = sheet.score().unwrap_err();
    assert_eq!(problems.len(), 3, "{problems:?}");
    for p in &problems {
        names_culprit(p).unwrap();
        println!("{p}");
    }
    let json = r#"{
        "mode": "beginner_five",
        "players": ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"],
        "deals": [{
            "dealer": "Alain",
            "proposition": ["butterfly", "strawberry", "strawberry", "fish", "shell"],
            "sides": [
                {"players": ["Alain"], "collected": {"butterfly": 2, "fish": -1}},
                {"players": ["Béatrice", "Danièle", "Zoé"], "cards": ["12G", "12V", "4X"]},
                {"players": ["Corentin"]}
            ],
            "double_you": ["Éric"]
        }]
    }"#;
    let sheet: FarfaliaSheet = serde_json::from_str(json).unwrap();
    let problems = sheet.score().unwrap_err();
    let codes: Vec<String> = problems
        .iter()
        .map(|p| {
            serde_json::to_value(p).unwrap()["code"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    for code in [
        "unknown_player",
        "player_in_no_side",
        "negative_count",
        "more_than_proposed",
        "card_notation",
        "card_twice",
        "double_you_off",
    ] {
        assert!(codes.iter().any(|c| c == code), "{code} not in {codes:?}");
    }
    for p in &problems {
        names_culprit(p).unwrap();
    }
    // A proposition still being entered is a missing entry, not a contradiction.
    let mut partial = FarfaliaSheet::new(
        Mode::BeginnerFive,
        NAMES.iter().map(|s| s.to_string()).collect(),
    );
    let next = partial.score().unwrap().next.unwrap();
    partial.deals.push(DealInput {
        dealer: "Alain".into(),
        trump: None,
        proposition: vec![Subject::Fish, Subject::Fish],
        sides: next.seatings[0]
            .sides
            .iter()
            .map(|p| SideInput {
                players: p.clone(),
                collected: None,
                cards: Vec::new(),
                entered: true,
            })
            .collect(),
        double_you: Vec::new(),
    });
    let problems = partial.score().unwrap_err();
    assert_eq!(
        problems,
        vec![Problem::PropositionIncomplete {
            deal: 1,
            subjects: 2
        }]
    );
    assert!(problems[0].is_incomplete());
}
