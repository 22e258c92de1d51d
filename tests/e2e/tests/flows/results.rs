//! (A module of the flows' test binary.) What a group reads on a result screen adds up
//! (issue 33): stored games of every game of the family — 2 to 5 players, teams, a
//! consolation, Yin and Yang, the 1756 ledger, Farfalia, PROUT — opened in the app, and
//! from the screen alone each side's items are added up to the total shown, and that
//! total is the engine's.

use super::*;
use std::collections::BTreeMap;

use game_kit::ScoreSheet;
use papillon_e2e::Shots;
use papillon_store::Store;

/// A number as the screen writes it: "+10", "−5" (a true minus sign), "-15", "12".
fn number(text: &str) -> Result<i64> {
    let t = text.trim().replace('−', "-").replace('+', "");
    Ok(t.parse::<i64>()
        .map_err(|e| format!("« {text} » is not a number: {e}"))?)
}

/// The texts of every element `css` finds, in order.
async fn texts(s: &Session, css: &str) -> Result<Vec<String>> {
    let mut out = Vec::new();
    for e in s.c.find_all(fantoccini::Locator::Css(css)).await? {
        out.push(e.text().await?);
    }
    Ok(out)
}

/// The value of `attr` on the element `css` finds, as a number.
async fn attr_number(s: &Session, css: &str, attr: &str) -> Result<i64> {
    let value = s.find(css).await?.attr(attr).await?.unwrap_or_default();
    number(&value)
}

/// Opens a stored game from the history by its id.
async fn open(s: &Session, id: i64) -> Result {
    s.home().await?;
    s.click("#history").await?;
    s.click(&format!("#games [data-id=\"{id}\"]")).await
}

/// The modern game: each side's items, as listed when its disclosure is opened, add up
/// to the side's total shown there and in the table, and that is the engine's.
async fn check_papillon(s: &Session, id: i64, sheet: &SheetInput) -> Result {
    let report = score_input(sheet).map_err(|e| e.to_string())?;
    open(s, id).await?;
    s.find("#score-table").await?;
    for side in &report.sides {
        let key = side.members.join(" ");
        let joined = side.members.join("+");
        s.click(&format!("[data-why=\"{key}\"]")).await?;
        let items = format!(".items[data-side=\"{joined}\"]");
        s.find(&items).await?;
        let shown: i64 = texts(s, &format!("{items} li .num"))
            .await?
            .iter()
            .map(|t| number(t))
            .sum::<Result<i64>>()?;
        let total = attr_number(s, &format!("{items} [data-sum=total]"), "data-points").await?;
        let row = s
            .find(&format!("#score-table tr[data-side=\"{joined}\"] .total"))
            .await?
            .text()
            .await?;
        assert_eq!(
            shown, total,
            "game {id}, {joined}: the items shown add up to the total shown"
        );
        assert_eq!(
            number(&row)?,
            total,
            "game {id}, {joined}: the table says the same"
        );
        assert_eq!(
            total,
            i64::from(side.total),
            "game {id}, {joined}: the engine's total"
        );
    }
    Ok(())
}

/// A table with a column per player (`#farfalia-deals`, `#prout-games`): each column's
/// cells add up to the total in its foot, and that is the engine's.
async fn check_columns(s: &Session, table: &str, players: &[String], totals: &[i64]) -> Result {
    for (player, want) in players.iter().zip(totals) {
        let cells = texts(s, &format!("{table} tbody td[data-player=\"{player}\"]")).await?;
        // each cell: the row's points, then the running total on a line of its own
        let sum: i64 = cells
            .iter()
            .map(|c| number(c.lines().next().unwrap_or_default()))
            .sum::<Result<i64>>()?;
        let foot = s
            .find(&format!("{table} tfoot td[data-player=\"{player}\"]"))
            .await?
            .text()
            .await?;
        assert_eq!(
            sum,
            number(&foot)?,
            "{table}, {player}: the rows add up to the total"
        );
        assert_eq!(sum, *want, "{table}, {player}: the engine's total");
    }
    Ok(())
}

/// The 1756 ledger: for every player and the pot, start + received − paid = now, and
/// now is the engine's count.
async fn check_classic(s: &Session, id: i64, report: &classic_papillon::LedgerReport) -> Result {
    open(s, id).await?;
    s.find("#classic-counters").await?;
    let rows = report
        .players
        .iter()
        .cloned()
        .zip(report.counters.iter().map(|&c| i64::from(c)))
        .chain([("pot".to_string(), i64::from(report.pot))]);
    for (party, want) in rows {
        let row = format!("#classic-counters tr[data-player=\"{party}\"]");
        let cells = texts(s, &format!("{row} td")).await?;
        let [start, received, paid, now] = cells.as_slice() else {
            return Err(format!("{party}: 4 cells expected, found {cells:?}").into());
        };
        let now = number(now)?;
        assert_eq!(
            number(start)? + number(received)? + number(paid)?,
            now,
            "{party}: start + received − paid = now"
        );
        assert_eq!(now, want, "{party}: the engine's count");
    }
    Ok(())
}

/// The text of a file of `examples/`.
fn example(name: &str) -> Result<String> {
    let path = papillon_e2e::workspace().join("examples").join(name);
    Ok(std::fs::read_to_string(path)?)
}

/// Five players, three against two, the blue round only.
fn five_players() -> Result<SheetInput> {
    Ok(serde_json::from_value(serde_json::json!({
        "players": ["Ana", "Ben", "Cleo", "Dan", "Eve"],
        "teams": [["Ana", "Cleo", "Eve"], ["Ben", "Dan"]], "options": {},
        "blue": {"players": {
            "Ana": {"cards": 14, "scoring": ["F3", "yin", "yang"]},
            "Ben": {"cards": 12, "scoring": ["S7", "plus"]},
            "Cleo": {"cards": 11, "scoring": ["E3"]},
            "Dan": {"cards": 11, "scoring": []},
            "Eve": {"cards": 10, "scoring": ["D3", "moins"]}}}
    }))?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stored_results_add_up() -> Result {
    let mut env = Env::new("results")?;
    env.window_size("390x844");
    let mut sheets: Vec<SheetInput> = vec![
        serde_json::from_str(&example("four-players.json")?)?,
        super::consolation_sheet("Ana", 7)?,
        five_players()?,
    ];
    sheets.extend(papillon_store::sample::finished_sheets(33, 2));
    let farfalia: farfalia::FarfaliaSheet = serde_json::from_str(&example("farfalia-five.json")?)?;
    let prout: prout::ProutSheet = serde_json::from_str(&example("prout-match.json")?)?;
    let classic: classic_papillon::Ledger = serde_json::from_str(&example("classic-ledger.json")?)?;
    let (papillon_ids, farfalia_id, prout_id, classic_id) = {
        let mut store = Store::open(&env.db)?;
        // the first three modern games and the Farfalia game make one evening
        let evening = store.start_session("Vendredi")?;
        let mut ids = Vec::new();
        for (i, sheet) in sheets.iter().enumerate() {
            ids.push(
                store
                    .add_finished_game(sheet, (i < 3).then_some(evening))?
                    .0,
            );
        }
        let f = store
            .new_sheet_game(&farfalia, Some(evening))
            .map_err(|e| format!("{e:?}"))?
            .0;
        let p = store
            .new_sheet_game(&prout, None)
            .map_err(|e| format!("{e:?}"))?
            .0;
        let c = store
            .new_sheet_game(&classic, None)
            .map_err(|e| format!("{e:?}"))?
            .0;
        (ids, f, p, c)
    };
    let s = env.launch().await?;
    for lang in ["en", "fr"] {
        s.set_language(lang).await?;
        for (id, sheet) in papillon_ids.iter().zip(&sheets) {
            check_papillon(&s, *id, sheet).await?;
            s.audit(&format!("result-{id}-{lang}")).await?;
        }
        let f = farfalia.score().map_err(|e| format!("{e:?}"))?;
        open(&s, farfalia_id).await?;
        s.find("#farfalia-deals").await?;
        check_columns(&s, "#farfalia-deals", &f.players, &f.totals).await?;
        s.audit(&format!("farfalia-result-{lang}")).await?;
        let p = prout.score().map_err(|e| format!("{e:?}"))?;
        open(&s, prout_id).await?;
        s.find("#prout-games").await?;
        check_columns(&s, "#prout-games", &p.players, &p.totals).await?;
        s.audit(&format!("prout-result-{lang}")).await?;
        let c = classic.score().map_err(|e| format!("{e:?}"))?;
        check_classic(&s, classic_id, &c).await?;
        s.audit(&format!("classic-result-{lang}")).await?;
    }
    // the evening's story, opened from its first game, in both languages
    let shots = Shots::default();
    let evening: Vec<(&SheetInput, i64)> = sheets
        .iter()
        .zip(papillon_ids.iter().copied())
        .take(3)
        .collect();
    let f = farfalia.score().map_err(|e| format!("{e:?}"))?;
    for lang in ["en", "fr"] {
        s.set_language(lang).await?;
        check_evening(&s, &evening, farfalia_id, &f).await?;
        for theme in ["light", "dark"] {
            s.run_js(&format!(
                "document.documentElement.dataset.theme = '{theme}'"
            ))
            .await?;
            let name = format!("evening-phone-{lang}-{theme}");
            shots.take(&s, &name).await?;
            s.audit(&name).await?;
        }
        s.run_js("document.documentElement.dataset.theme = 'light'")
            .await?;
    }
    s.set_language("en").await?;
    // the modern game's records: the best and worst side scores are the engine's, each
    // naming the earliest game it was set in
    let mut scores: Vec<(i64, i64)> = Vec::new();
    for (sheet, id) in sheets.iter().zip(&papillon_ids) {
        let report = score_input(sheet).map_err(|e| e.to_string())?;
        scores.extend(report.sides.iter().map(|side| (i64::from(side.total), *id)));
    }
    let best = scores.iter().map(|x| x.0).max().ok_or("no score")?;
    let worst = scores.iter().map(|x| x.0).min().ok_or("no score")?;
    let first_with = |total: i64| scores.iter().find(|x| x.0 == total).map(|x| x.1);
    s.home().await?;
    s.click("#stats").await?;
    s.click("#game-filter [data-game=\"papillon\"]").await?;
    s.find("#records").await?;
    assert_eq!(attr_number(&s, "#record-best", "data-total").await?, best);
    assert_eq!(
        Some(attr_number(&s, "#record-best", "data-game").await?),
        first_with(best)
    );
    assert_eq!(attr_number(&s, "#record-worst", "data-total").await?, worst);
    assert_eq!(
        Some(attr_number(&s, "#record-worst", "data-game").await?),
        first_with(worst)
    );
    s.run_js("document.querySelector('#records-h').scrollIntoView()")
        .await?;
    for theme in ["light", "dark"] {
        s.run_js(&format!(
            "document.documentElement.dataset.theme = '{theme}'"
        ))
        .await?;
        let name = format!("records-phone-en-{theme}");
        shots.take(&s, &name).await?;
        s.audit(&name).await?;
    }
    s.run_js("document.documentElement.dataset.theme = 'light'")
        .await?;
    // two players compared: the first two of the table by default; who finished ahead
    // how often is the engine's places, counted here over the stored sheets
    s.find("#pair-together").await?;
    let picked = s
        .c
        .execute(
            "return [document.querySelector('#pair-a').value, document.querySelector('#pair-b').value]",
            vec![],
        )
        .await?;
    let [a, b]: [String; 2] = serde_json::from_value(picked)?;
    let mut ahead = [0i64; 2];
    for sheet in &sheets {
        let report = score_input(sheet).map_err(|e| e.to_string())?;
        let side = |name: &str| {
            report
                .sides
                .iter()
                .position(|x| x.members.iter().any(|m| m == name))
        };
        if let (Some(x), Some(y)) = (side(&a), side(&b))
            && x != y
        {
            let (px, py) = (report.sides[x].place, report.sides[y].place);
            if px < py {
                ahead[0] += 1;
            } else if py < px {
                ahead[1] += 1;
            }
        }
    }
    for (i, wins) in ahead.iter().enumerate() {
        if *wins > 0 {
            assert_eq!(
                attr_number(&s, &format!("#pair-wins-{i}"), "data-wins").await?,
                *wins,
                "{a} against {b}"
            );
        }
    }
    s.run_js("document.querySelector('#pair-h').scrollIntoView()")
        .await?;
    shots.take(&s, "pair-phone-en-light").await?;
    s.audit("pair-phone-en-light").await?;
    // a record opens its game
    s.click("#record-best button").await?;
    s.find("#score-table").await?;
    s.close().await;
    Ok(())
}

/// One game of the evening: each player's points and running total.
type Row = BTreeMap<String, (i64, i64)>;

/// The evening's story (issue 54), opened from the evening's first game: every game's
/// points and running totals shown are the engines', added up here game by game (the
/// modern games' points add up; Farfalia's are its own), and the winner is who won most
/// games, then the best modern total.
async fn check_evening(
    s: &Session,
    modern: &[(&SheetInput, i64)],
    farfalia_id: i64,
    farfalia: &farfalia::FarfaliaReport,
) -> Result {
    let Some((_, first)) = modern.first() else {
        return Err("no evening".into());
    };
    open(s, *first).await?;
    s.click("#evening-open").await?;
    s.find("#evening-games").await?;
    // each player's points per game, and the running totals, from the engines' scores
    let mut running: BTreeMap<String, i64> = BTreeMap::new();
    let mut wins: BTreeMap<String, u32> = BTreeMap::new();
    let mut expected: Vec<(i64, Row)> = Vec::new();
    for (sheet, id) in modern {
        let report = score_input(sheet).map_err(|e| e.to_string())?;
        let mut row = BTreeMap::new();
        for side in &report.sides {
            for m in &side.members {
                let total = running.entry(m.clone()).or_default();
                *total += i64::from(side.total);
                row.insert(m.clone(), (i64::from(side.total), *total));
            }
        }
        for w in &report.winners {
            *wins.entry(w.clone()).or_default() += 1;
        }
        expected.push((*id, row));
    }
    let mut row = BTreeMap::new();
    for standing in game_kit::SheetReport::standings(farfalia) {
        row.insert(standing.name.clone(), (standing.total, standing.total));
    }
    for w in &farfalia.winners {
        *wins.entry(w.clone()).or_default() += 1;
    }
    // (the Farfalia game was kept after the evening's three modern games)
    expected.push((farfalia_id, row));
    let mut players: Vec<String> = Vec::new();
    for (id, row) in &expected {
        let shown = texts(
            s,
            &format!("#evening-games li[data-game=\"{id}\"] tbody th"),
        )
        .await?;
        assert_eq!(
            shown.len(),
            row.len(),
            "game {id}: everyone at its table, nobody else"
        );
        for (name, (points, total)) in row {
            let cell = format!("#evening-games li[data-game=\"{id}\"] tr[data-player=\"{name}\"]");
            assert_eq!(
                attr_number(s, &cell, "data-points").await?,
                *points,
                "game {id}: {name}"
            );
            assert_eq!(
                attr_number(s, &cell, "data-running").await?,
                *total,
                "game {id}: {name}'s total"
            );
            if !players.contains(name) {
                players.push(name.clone());
            }
        }
    }
    let best = players
        .iter()
        .map(|p| {
            (
                wins.get(p).copied().unwrap_or(0),
                running.get(p).copied().unwrap_or(0),
            )
        })
        .max()
        .ok_or("no player")?;
    // « Winners of the evening: Ana and Cleo, tied on …; Papillon total: … »: a name is
    // named when it stands alone (not inside another: Dan in Danièle) before the « ; »
    let winner = s.find("#evening-winner").await?.text().await?;
    let head = winner.split(';').next().unwrap_or_default();
    let named = |p: &str| {
        head.match_indices(p).any(|(at, _)| {
            let before = head[..at].chars().next_back();
            let after = head[at + p.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    };
    for p in &players {
        let key = (
            wins.get(p).copied().unwrap_or(0),
            running.get(p).copied().unwrap_or(0),
        );
        assert_eq!(named(p), key == best, "{p} in « {winner} »");
    }
    Ok(())
}
