//! Property tests on random sheets: valid matches built game by game, then scored,
//! reordered, mutated, and random JSON thrown at the parser and scorer.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use game_kit::{GameRng, ScoreSheet, SheetReport, seeded_rng};
use proptest::prelude::*;
use prout::card::LICORNE_VALUES;
use prout::{
    Card, CardInput, GameEnd, GameInput, Mode, PileInput, PlayerInput, Problem, ProutReport,
    ProutSheet, Scoring,
};
use rand::RngExt;
use rand::seq::{IndexedMutRandom, IndexedRandom, SliceRandom};

const NAMES: [&str; 5] = ["Régine", "Francis", "Kenza", "Léo", "Mia"];

fn pick<T: Copy>(rng: &mut GameRng, list: &[T]) -> T {
    list[rng.random_range(0..list.len())]
}

/// What is left of the deck while a game's cards are dealt out to the sheet.
struct Deck {
    numbered: u32,
    intox: u32,
    licornes: Vec<u8>,
}

/// A random card still in the deck, if any is left.
fn random_card(rng: &mut GameRng, mode: Mode, deck: &mut Deck) -> Option<Card> {
    for _ in 0..20 {
        match rng.random_range(0..10) {
            0 if mode == Mode::Main && deck.intox > 0 => {
                deck.intox -= 1;
                return Some(Card::Intox);
            }
            1 => {
                let value = pick(rng, &LICORNE_VALUES);
                if !deck.licornes.contains(&value) {
                    deck.licornes.push(value);
                    return Some(Card::Licorne { value });
                }
            }
            _ if deck.numbered > 0 => {
                deck.numbered -= 1;
                return Some(Card::Numbered {
                    value: rng.random_range(1..=13),
                });
            }
            _ => {}
        }
    }
    None
}

fn write(cards: &[Card], rng: &mut GameRng) -> PileInput {
    PileInput::Cards(
        cards
            .iter()
            .map(|c| match c {
                Card::Numbered { value } if rng.random_bool(0.5) => {
                    CardInput::Value(i64::from(*value))
                }
                _ => CardInput::Text(c.notation()),
            })
            .collect(),
    )
}

/// A valid sheet: a single game or a match to a target, each game fully entered (or
/// the last one without who ended it).
fn random_sheet(seed: u64) -> ProutSheet {
    let mut rng = seeded_rng(seed);
    let mode = pick(&mut rng, &Mode::ALL);
    let (min, max) = mode.players();
    let n = rng.random_range(min..=max);
    let mut sheet = ProutSheet::new(mode, NAMES[..n].iter().map(|s| s.to_string()).collect());
    sheet.options.scoring = pick(&mut rng, &[Scoring::Count, Scoring::Values]);
    if mode != Mode::Solo && rng.random_bool(0.6) {
        sheet.options.target = Some(rng.random_range(5..=40));
    }
    if rng.random_bool(0.2) {
        sheet.options.licorne_value = Some(rng.random_range(0..=13));
    }
    for _ in 0..rng.random_range(0..=8) {
        let over = sheet
            .score()
            .map(|r| r.finished() || r.games.last().is_some_and(|g| !g.complete))
            .expect("built valid");
        if over || (sheet.options.target.is_none() && !sheet.games.is_empty()) {
            break;
        }
        // Three numbered cards lie on the piles.
        let mut deck = Deck {
            numbered: 37,
            intox: 8,
            licornes: Vec::new(),
        };
        let ender = rng.random_range(0..n);
        let end = if mode == Mode::Main && rng.random_bool(0.2) {
            GameEnd::NoCardsForPiles
        } else {
            GameEnd::default_for(mode)
        };
        let mut players = std::collections::BTreeMap::new();
        for (seat, name) in sheet.players.iter().enumerate() {
            let emptied = mode == Mode::Main && seat == ender && end == GameEnd::Emptied;
            let hand_max = if emptied { 0 } else { 5 };
            let pile_max = if emptied || mode != Mode::Main { 0 } else { 8 };
            let mut pile = |max: usize, rng: &mut GameRng| -> Vec<Card> {
                let k = rng.random_range(0..=max);
                (0..k)
                    .filter_map(|_| random_card(rng, mode, &mut deck))
                    .collect()
            };
            let mut hand = pile(hand_max, &mut rng);
            let mut own = pile(pile_max, &mut rng);
            let malus = pile(3, &mut rng);
            if seat == ender && end == GameEnd::NoCardsForPiles {
                // Fewer than three numbered cards left to lay new piles.
                hand.retain(|c| !c.is_numbered());
                own.retain(|c| !c.is_numbered());
                hand.truncate(2);
                own.truncate(2);
            }
            let as_count = sheet.options.scoring == Scoring::Count && rng.random_bool(0.5);
            let entry = |cards: &[Card], rng: &mut GameRng| {
                if as_count {
                    PileInput::Count(cards.len() as i64)
                } else {
                    write(cards, rng)
                }
            };
            players.insert(
                if rng.random_bool(0.2) {
                    name.to_uppercase()
                } else {
                    name.clone()
                },
                PlayerInput {
                    hand: entry(&hand, &mut rng),
                    pile: entry(&own, &mut rng),
                    malus: entry(&malus, &mut rng),
                },
            );
        }
        let ended_by = match mode {
            Mode::Main if rng.random_bool(0.9) => Some(sheet.players[ender].clone()),
            Mode::Main => None,
            _ if rng.random_bool(0.3) => Some(sheet.players[ender].clone()),
            _ => None,
        };
        sheet.games.push(GameInput {
            end: (end != GameEnd::default_for(mode) || rng.random_bool(0.5)).then_some(end),
            ended_by,
            players,
        });
    }
    sheet
}

fn outcome(r: &ProutReport) -> (Vec<i64>, Vec<String>, bool, Vec<Vec<i64>>) {
    (
        r.totals.clone(),
        r.winners.clone(),
        r.finished,
        r.games
            .iter()
            .map(|g| g.players.iter().map(|p| p.points).collect())
            .collect(),
    )
}

fn names_culprit(problem: &Problem) -> Result<(), String> {
    let c = problem.culprit();
    let text = problem.to_string();
    if c.game.is_none()
        && c.seat.is_none()
        && c.players.is_empty()
        && c.pile.is_none()
        && c.card.is_none()
        && c.option.is_none()
        && c.field.is_empty()
    {
        return Err(format!("no culprit: {problem:?}"));
    }
    let mut wanted: Vec<String> = c.players.clone();
    wanted.extend(c.game.map(|g| format!("game {g}")));
    wanted.extend(c.seat.map(|s| format!("seat {}", s + 1)));
    wanted.extend(c.pile.map(|p| p.to_string()));
    wanted.extend(c.card.map(|c| c.to_string()));
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

fn mutate(sheet: &mut ProutSheet, rng: &mut GameRng) {
    let weird = [
        "",
        " ",
        "Zoé",
        "régine",
        "X".repeat(300).as_str(),
        "Francis",
    ]
    .map(String::from);
    let numbers = [-3, -1, 0, 1, 2, 5, 6, 13, 14, 55, i64::MAX, i64::MIN];
    let texts = ["", "L7", "L12", "intox", "0", "14", "x", "licorne", "13"];
    let n = sheet.games.len();
    let entry = |sheet: &mut ProutSheet, rng: &mut GameRng| -> Option<PlayerInput> {
        let game = sheet.games.choose_mut(rng)?;
        let key = game
            .players
            .keys()
            .cloned()
            .collect::<Vec<_>>()
            .choose(rng)
            .cloned()?;
        game.players.get(&key).cloned()
    };
    match rng.random_range(0..15) {
        // a game left out, or moved
        12 if n > 0 => {
            sheet.games.remove(rng.random_range(0..n));
        }
        13 if n > 1 => {
            let g = sheet.games.remove(rng.random_range(0..n));
            sheet.games.insert(rng.random_range(0..n), g);
        }
        // two players' entries written the other way round
        14 if n > 0 => {
            let game = &mut sheet.games[rng.random_range(0..n)];
            let keys: Vec<String> = game.players.keys().cloned().collect();
            if keys.len() > 1 {
                let a = rng.random_range(0..keys.len());
                let b = (a + 1) % keys.len();
                let first = game.players.get(&keys[a]).cloned().unwrap_or_default();
                let second = game.players.get(&keys[b]).cloned().unwrap_or_default();
                game.players.insert(keys[a].clone(), second);
                game.players.insert(keys[b].clone(), first);
            }
        }
        0..=2 if n > 0 => {
            let i = rng.random_range(0..n);
            let game = &mut sheet.games[i];
            if let Some(key) = game.players.keys().cloned().collect::<Vec<_>>().choose(rng) {
                let p = game.players.entry(key.clone()).or_default();
                let target = match rng.random_range(0..3) {
                    0 => &mut p.hand,
                    1 => &mut p.pile,
                    _ => &mut p.malus,
                };
                *target = if rng.random_bool(0.5) {
                    PileInput::Count(pick(rng, &numbers))
                } else {
                    PileInput::Cards(vec![
                        CardInput::Text(pick(rng, &texts).to_string()),
                        CardInput::Value(pick(rng, &numbers)),
                    ])
                };
            }
        }
        3 if n > 0 => {
            let i = rng.random_range(0..n);
            sheet.games[i].ended_by = weird.choose(rng).cloned();
        }
        4 if n > 0 => {
            let i = rng.random_range(0..n);
            sheet.games[i].end = Some(pick(
                rng,
                &[
                    GameEnd::Emptied,
                    GameEnd::NoCardsForPiles,
                    GameEnd::DrawPileEmpty,
                ],
            ));
        }
        5 if n > 0 => {
            let i = rng.random_range(0..n);
            let name = weird.choose(rng).cloned().unwrap_or_default();
            let copy = entry(sheet, rng).unwrap_or_default();
            sheet.games[i].players.insert(name, copy);
        }
        6 if n > 0 => {
            let i = rng.random_range(0..n);
            let game = &mut sheet.games[i];
            if let Some(key) = game.players.keys().next().cloned() {
                game.players.remove(&key);
            }
        }
        7 if n > 0 => {
            let g = sheet.games[rng.random_range(0..n)].clone();
            sheet.games.push(g);
        }
        8 => sheet.options.target = Some(pick(rng, &numbers)),
        9 => sheet.options.licorne_value = Some(pick(rng, &numbers)),
        10 => sheet.options.scoring = pick(rng, &[Scoring::Count, Scoring::Values]),
        _ => {
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
    }
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value;
    let words = prop::sample::select(vec![
        "mode",
        "players",
        "options",
        "games",
        "end",
        "ended_by",
        "hand",
        "pile",
        "malus",
        "main",
        "shared",
        "solo",
        "Régine",
        "Kenza",
        "L12",
        "intox",
        "values",
        "count",
        "scoring",
        "target",
        "licorne_value",
        "emptied",
        "draw_pile_empty",
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

/// The rules read straight from docs/rules.md part IV, without the crate's scorer: whether
/// a game as entered could have happened (§6, what a sheet can know), and its totals
/// and winners (§4, §5). `None` when the sheet could not be a real match.
fn oracle(sheet: &ProutSheet) -> Option<(Vec<i64>, Vec<String>)> {
    use prout::options::Licornes;
    let key = |s: &str| s.trim().to_lowercase();
    let n = sheet.players.len();
    let (min, max) = sheet.mode.players();
    if !(min..=max).contains(&n) || sheet.players.iter().any(|p| p.trim().is_empty()) {
        return None;
    }
    let among = sheet.options.licornes == Licornes::AmongTheForty;
    let (deck, plain_max) = if among { (48, 34) } else { (54, 40) };
    let values = sheet.options.scoring == Scoring::Values;
    let mut totals = vec![0i64; n];
    let mut over = false;
    for game in &sheet.games {
        if over || game.players.len() != n {
            return None;
        }
        let end = game.end.unwrap_or(GameEnd::default_for(sheet.mode));
        if !end.fits(sheet.mode) {
            return None;
        }
        let (mut all, mut plain, mut intox) = (0i64, 0i64, 0i64);
        let mut licornes = Vec::new();
        for (seat, name) in sheet.players.iter().enumerate() {
            let mut entries = game.players.iter().filter(|(k, _)| key(k) == key(name));
            let (_, p) = entries.next()?;
            let mut points = 0;
            let mut held = 0;
            for (which, pile) in [(0, &p.hand), (1, &p.pile), (2, &p.malus)] {
                let (cards, pts) = match pile {
                    PileInput::Count(c) if (0..=54).contains(c) && !(values && *c > 0) => {
                        all += c;
                        (*c, *c)
                    }
                    PileInput::Count(_) => return None,
                    PileInput::Cards(list) => {
                        let mut pts = 0;
                        for c in list {
                            let card = c.card().ok()?;
                            all += 1;
                            pts += match card {
                                Card::Numbered { value } => {
                                    plain += 1;
                                    i64::from(value)
                                }
                                Card::Licorne { value } => {
                                    if licornes.contains(&value) {
                                        return None;
                                    }
                                    licornes.push(value);
                                    sheet
                                        .options
                                        .licorne_value
                                        .map_or(i64::from(value), i64::from)
                                }
                                Card::Intox => {
                                    intox += 1;
                                    if sheet.mode != Mode::Main {
                                        return None;
                                    }
                                    1
                                }
                            };
                        }
                        let k = list.len() as i64;
                        (k, if values { pts } else { k })
                    }
                };
                if which == 0 && sheet.mode != Mode::Main && cards > 5 {
                    return None;
                }
                if which == 1 && sheet.mode != Mode::Main && cards > 0 {
                    return None;
                }
                if which < 2 {
                    held += cards;
                }
                points += pts;
            }
            let ender = game.ended_by.as_deref().map(key) == Some(key(name));
            if ender && end == GameEnd::Emptied && held > 0 {
                return None;
            }
            totals[seat] += points;
        }
        if all > deck || plain > plain_max || intox > 8 {
            return None;
        }
        over = match sheet.options.target {
            None => true,
            Some(t) => totals.iter().any(|&x| x >= t),
        };
    }
    let best = totals.iter().copied().min().unwrap_or(0);
    let winners = sheet
        .players
        .iter()
        .zip(&totals)
        .filter(|&(_, &t)| t == best && (sheet.mode != Mode::Solo || t == 0))
        .map(|(p, _)| p.clone())
        .collect();
    Some((totals, winners))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn valid_sheets_score_reproducibly_and_add_up(seed in any::<u64>()) {
        let sheet = random_sheet(seed);
        let report = sheet.score().map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
        prop_assert_eq!(&sheet.score().unwrap(), &report);
        let json = serde_json::to_string(&sheet).unwrap();
        let back: ProutSheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back.score().unwrap(), &report);
        let report_json = serde_json::to_string(&report).unwrap();
        prop_assert_eq!(&serde_json::from_str::<ProutReport>(&report_json).unwrap(), &report);
        let mut totals = vec![0i64; sheet.players.len()];
        for g in &report.games {
            for (seat, p) in g.players.iter().enumerate() {
                let piles = [Some(&p.hand), p.pile.as_ref(), Some(&p.malus)];
                let mut sum = 0;
                for pile in piles.into_iter().flatten() {
                    if !pile.items.is_empty() {
                        prop_assert_eq!(pile.points, pile.items.iter().map(|i| i.points).sum::<i64>());
                        prop_assert_eq!(pile.cards as usize, pile.items.len());
                    }
                    if report.settings.scoring == Scoring::Count {
                        prop_assert_eq!(pile.points, i64::from(pile.cards));
                    }
                    sum += pile.points;
                }
                prop_assert_eq!(p.points, sum);
                totals[seat] += sum;
                prop_assert_eq!(p.total, totals[seat]);
            }
        }
        prop_assert_eq!(&totals, &report.totals);
        for s in report.standings() {
            let better = totals.iter().filter(|&&t| t < s.total).count();
            prop_assert_eq!(s.place, better + 1);
            prop_assert_eq!(s.won, report.winners.contains(&s.name));
        }
        if report.finished() && sheet.mode != Mode::Solo {
            let best = totals.iter().min().copied().unwrap_or(0);
            prop_assert!(!report.winners.is_empty());
            prop_assert!(report.standings().iter().all(|s| s.won == (s.total == best)));
        }
        if let Some(target) = report.settings.target
            && report.finished()
        {
            prop_assert!(totals.iter().any(|&t| t >= target));
        }
    }

    #[test]
    fn the_order_of_equivalent_entries_does_not_matter(seed in any::<u64>(), shuffle in any::<u64>()) {
        let sheet = random_sheet(seed);
        let report = sheet.score().unwrap();
        let mut rng = seeded_rng(shuffle);
        let mut other = sheet.clone();
        for g in &mut other.games {
            let entries = std::mem::take(&mut g.players);
            for (name, mut p) in entries {
                for pile in [&mut p.hand, &mut p.pile, &mut p.malus] {
                    if let PileInput::Cards(cards) = pile {
                        cards.shuffle(&mut rng);
                    }
                }
                g.players.insert(format!(" {} ", name.to_lowercase()), p);
            }
        }
        let shuffled = other.score().map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
        prop_assert_eq!(outcome(&shuffled), outcome(&report));
        // In card-count scoring, listing cards or counting them is the same.
        if sheet.options.scoring == Scoring::Count {
            let mut counted = sheet.clone();
            for g in &mut counted.games {
                for p in g.players.values_mut() {
                    for pile in [&mut p.hand, &mut p.pile, &mut p.malus] {
                        if let PileInput::Cards(cards) = pile {
                            *pile = PileInput::Count(cards.len() as i64);
                        }
                    }
                }
            }
            let counted = counted.score().map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
            prop_assert_eq!(outcome(&counted).0, outcome(&report).0);
        }
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
        let (totals, _) = oracle(&sheet).ok_or_else(|| TestCaseError::fail("the oracle refuses a built sheet"))?;
        prop_assert_eq!(&sheet.score().unwrap().totals, &totals);
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
                let Some((totals, winners)) = oracle(&changed) else {
                    return Err(TestCaseError::fail(format!("accepted, but no real game gives it: {changed:?}")));
                };
                prop_assert_eq!(&report.totals, &totals);
                if report.finished {
                    prop_assert_eq!(&report.winners, &winners);
                }
            }
        }
    }

    #[test]
    fn random_json_never_panics(value in json_value()) {
        if let Ok(sheet) = serde_json::from_value::<ProutSheet>(value) {
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
    let mut sheet = ProutSheet::new(Mode::Main, vec!["A".into(), "B".repeat(1_000_000)]);
    assert!(matches!(
        sheet.score().unwrap_err()[..],
        [Problem::NameTooLong {
            seat: 1,
            chars: 1_000_000,
            ..
        }]
    ));
    sheet.players = vec!["A".into(), "B".into()];
    let mut big = GameInput {
        end: None,
        ended_by: Some("A".into()),
        players: Default::default(),
    };
    big.players.insert(
        "A".into(),
        PlayerInput {
            hand: PileInput::Cards(vec![CardInput::Text("7".into()); 1_000_000]),
            pile: PileInput::Count(i64::MAX),
            malus: PileInput::Count(i64::MIN),
        },
    );
    big.players.insert("B".into(), PlayerInput::default());
    sheet.games = vec![big];
    let problems = sheet.score().unwrap_err();
    assert_eq!(problems.len(), 3, "{problems:?}");
    for p in &problems {
        names_culprit(p).unwrap();
    }
    let mut many = ProutSheet::new(Mode::Main, vec!["A".into(), "B".into()]);
    many.games = vec![
        GameInput {
            end: None,
            ended_by: None,
            players: (0..100_000)
                .map(|i| (format!("P{i}"), PlayerInput::default()))
                .collect(),
        };
        3
    ];
    let problems = many.score().unwrap_err();
    assert!(problems.len() < 10, "{problems:?}");
    many.games = vec![
        GameInput {
            end: None,
            ended_by: None,
            players: Default::default(),
        };
        1000
    ];
    assert_eq!(
        many.score().unwrap_err(),
        vec![Problem::TooManyGames { games: 1000 }]
    );
    assert!(start.elapsed().as_secs() < 20);
}
