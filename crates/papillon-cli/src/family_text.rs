//! What `papillon score --game NAME` prints for the neighbour games: what a group needs
//! at a glance. The standings with the game's winner; in the 1756 game the pot and who
//! takes it (or that it is carried); places per team where there are teams; a solo
//! game's success or failure; with `--entries`, a line per entry, numbered from 1 as a
//! person counts them.

use std::fmt::Write;

use classic_papillon::events::Event;
use classic_papillon::ledger::{LedgerLine, LedgerReport};
use classic_papillon::options::PotTo;
use farfalia::FarfaliaReport;
use game_kit::Standing;
use prout::ProutReport;

/// Names joined for a sentence: "Ana", "Ana and Ben", "Ana, Ben and Cleo".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn width(names: &[String]) -> usize {
    names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(6)
}

/// The standings table, best first: place, player, total, and a mark.
fn table(out: &mut String, standings: &[Standing], unit: &str, mark: impl Fn(&Standing) -> &str) {
    let names: Vec<String> = standings.iter().map(|s| s.name.clone()).collect();
    let w = width(&names);
    let _ = writeln!(out, "{:<5}  {:<w$}  {:>8}", "place", "player", unit);
    let mut rows = standings.to_vec();
    rows.sort_by_key(|s| (s.place, s.seat));
    for s in &rows {
        let m = mark(s);
        let _ = writeln!(
            out,
            "{:<5}  {:<w$}  {:>8}{}",
            s.place,
            s.name,
            s.total,
            if m.is_empty() {
                String::new()
            } else {
                format!("  {m}")
            }
        );
    }
}

fn plural(n: i64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The names typed without their accents and taken as a player, said once each.
fn names_read(out: &mut String, read: &[game_kit::names::NameRead]) {
    for r in read {
        let _ = writeln!(out, "note: {r}");
    }
}

// --- the Papillon of 1756 -------------------------------------------------------------

/// The counter keeper's ledger.
pub fn classic(report: &LedgerReport, entries: bool) -> String {
    let mut out = String::new();
    let names = &report.players;
    let name = |p: usize| names.get(p).cloned().unwrap_or_default();
    let now = &report.now;
    let state = if now.over {
        format!("game {} is over", now.game)
    } else {
        format!(
            "game {} in progress: deal {} of at most {}{}, {} deals",
            now.game,
            now.deal,
            now.deals_at_most,
            if now.last_round { " (the last)" } else { "" },
            name(now.dealer)
        )
    };
    let _ = writeln!(out, "classic — {state}");
    let standings = game_kit::SheetReport::standings(report);
    table(&mut out, &standings, "counters", |s| {
        match (s.place, now.over) {
            (1, true) => "most counters",
            (1, false) => "leads",
            _ => "",
        }
    });
    let pot = plural(i64::from(report.pot), "counter", "counters");
    let to = match report.options.pot_to {
        PotTo::Winner => "the game's winner",
        PotTo::Blaetter => "the winner of die Blätter",
    };
    let _ = if now.over {
        writeln!(out, "pot: {pot}, carried into the next game")
    } else {
        writeln!(out, "pot: {pot}, to {to} at the end of game {}", now.game)
    };
    // the game in progress is the header's; each game over gets its result
    for game in report.games.iter().filter(|g| g.result.is_some()) {
        let lines: Vec<&LedgerLine> = report
            .lines
            .iter()
            .filter(|l| l.game == game.game)
            .collect();
        let _ = writeln!(out, "{}", game_sentence(game, &lines, names));
    }
    names_read(&mut out, &report.names_read);
    if entries {
        classic_entries(&mut out, report);
    } else {
        let _ = writeln!(
            out,
            "(--entries gives a line per entry; --json every transfer itemised)"
        );
    }
    out
}

/// One game's result in a sentence: who won and took the pot, or that it is carried.
fn game_sentence(
    game: &classic_papillon::ledger::GameSummary,
    lines: &[&LedgerLine],
    names: &[String],
) -> String {
    let name = |p: usize| names.get(p).cloned().unwrap_or_default();
    let Some(result) = &game.result else {
        return format!("game {}: in progress", game.game);
    };
    let mut parts = Vec::new();
    parts.push(match result.winner {
        Some(w) => format!("{} won", name(w)),
        None => "nobody won (everyone with cards had to reveal)".to_string(),
    });
    if let Some(c) = result.consolation {
        parts.push(format!("Konsolation to {}", name(c)));
    }
    parts.push(match result.blaetter {
        Some(b) => format!(
            "die Blätter to {} ({} cards)",
            name(b),
            result.piles.get(b).copied().unwrap_or(0)
        ),
        None => format!(
            "die Blätter tied: the next game pays ×{}",
            result.next_multiplier
        ),
    });
    let pot = lines
        .iter()
        .flat_map(|l| l.events.iter())
        .find_map(|e| match &e.event {
            Event::PotWon {
                player, counters, ..
            } => Some(format!("{} takes the pot of {counters}", name(*player))),
            Event::PotSplit { each, left } => Some(format!(
                "the pot is shared, {each} to each{}",
                if *left > 0 {
                    format!(", {left} carried")
                } else {
                    String::new()
                }
            )),
            Event::PotCarried { counters } => Some(format!(
                "nobody takes the pot: {counters} carried to the next game"
            )),
            _ => None,
        });
    parts.extend(pot);
    format!("game {}: {}", game.game, parts.join("; "))
}

fn classic_entries(out: &mut String, report: &LedgerReport) {
    let names = &report.players;
    let cols: Vec<usize> = names.iter().map(|n| n.chars().count().max(4)).collect();
    let _ = write!(out, "\n{:>5}  {:<9}", "entry", "game/deal");
    for (n, w) in names.iter().zip(&cols) {
        let _ = write!(out, "  {n:>w$}");
    }
    let _ = writeln!(out, "  {:>4}  what", "pot");
    for line in &report.lines {
        let number = line
            .entry
            .map_or_else(|| "start".to_string(), |i| (i + 1).to_string());
        let _ = write!(
            out,
            "{number:>5}  {:<9}",
            format!(
                "{}/{}{}",
                line.game,
                line.deal,
                if line.last_round { " last" } else { "" }
            )
        );
        for (c, w) in line.counters.iter().zip(&cols) {
            let _ = write!(out, "  {c:>w$}");
        }
        // the stakes in one phrase rather than one per player
        let mut what: Vec<String> = Vec::new();
        let mut stake = None;
        for e in &line.events {
            match e.event {
                Event::Stake { counters, .. } => stake = Some(counters),
                _ => what.push(e.text.clone()),
            }
        }
        if let Some(c) = stake {
            what.push(format!("everyone stakes {c}"));
        }
        let _ = writeln!(out, "  {:>4}  {}", line.pot, what.join("; "));
    }
}

// --- Farfalia -------------------------------------------------------------------------

pub fn farfalia(report: &FarfaliaReport, entries: bool) -> String {
    let mut out = String::new();
    let played = report.deals.len();
    let of = report
        .settings
        .deals
        .map_or_else(String::new, |d| format!(" of {d}"));
    let state = if report.finished {
        format!("finished after {}", plural(played as i64, "deal", "deals"))
    } else {
        let next = report.next.as_ref().map_or(String::new(), |n| {
            format!(
                ": deal {}{of} next{}",
                n.deal,
                n.dealer
                    .as_ref()
                    .map_or(String::new(), |d| format!(", {d} deals"))
            )
        });
        format!("in progress{next}")
    };
    let _ = writeln!(out, "farfalia — {state}");
    // a deal just played waits for what each side kept (issue 33)
    for w in &report.waiting {
        let _ = writeln!(
            out,
            "waiting: what {} kept in deal {}",
            w.players.join(" & "),
            w.deal
        );
    }
    if report.teams.is_empty() {
        table(&mut out, &report.standings, "total", |s| {
            if s.won { "won" } else { "" }
        });
    } else {
        // fixed partners: one place per team, both partners carry its total
        let w = report
            .teams
            .iter()
            .map(|t| t.players.join(" & ").chars().count())
            .max()
            .unwrap_or(0)
            .max(4);
        let _ = writeln!(out, "{:<5}  {:<w$}  {:>8}", "place", "team", "total");
        let mut teams = report.teams.clone();
        teams.sort_by_key(|t| t.place);
        for t in &teams {
            let _ = writeln!(
                out,
                "{:<5}  {:<w$}  {:>8}{}",
                t.place,
                t.players.join(" & "),
                t.total,
                if t.won { "  won" } else { "" }
            );
        }
    }
    if report.finished {
        let _ = writeln!(out, "won: {}", and_list(&report.winners));
    }
    names_read(&mut out, &report.names_read);
    if entries {
        let names = &report.players;
        let cols: Vec<usize> = names.iter().map(|n| n.chars().count().max(4)).collect();
        let _ = write!(out, "\n{:>4}  {:<8}", "deal", "dealer");
        for (n, w) in names.iter().zip(&cols) {
            let _ = write!(out, "  {n:>w$}");
        }
        let _ = writeln!(out, "  sides (matches → points)");
        let dw = names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(0)
            .max(8);
        for d in &report.deals {
            let _ = write!(
                out,
                "{:>4}  {:<dw$}",
                format!("{}{}", d.deal, if d.doubled { "×2" } else { "" }),
                d.dealer
            );
            for (p, w) in d.players.iter().zip(&cols) {
                let _ = write!(out, "  {:>w$}", p.points);
            }
            let sides: Vec<String> = d
                .sides
                .iter()
                .map(|s| format!("{} {} → {}", s.players.join(" & "), s.matches, s.points))
                .collect();
            let _ = writeln!(out, "  {}", sides.join("; "));
        }
    } else {
        let _ = writeln!(
            out,
            "(--entries gives a line per deal; --json every point itemised)"
        );
    }
    out
}

// --- PROUT ----------------------------------------------------------------------------

pub fn prout(report: &ProutReport, entries: bool) -> String {
    let mut out = String::new();
    let played = report.games.len() as i64;
    let target = report
        .settings
        .target
        .map_or_else(String::new, |t| format!(", a match to {t} points"));
    let state = if report.finished {
        format!("finished after {}{target}", plural(played, "game", "games"))
    } else {
        format!(
            "in progress: {} entered{target}",
            plural(played, "game", "games")
        )
    };
    let _ = writeln!(out, "prout — {state}");
    match &report.solo {
        Some(solo) => {
            let who = report.players.first().cloned().unwrap_or_default();
            let verdict = match (report.finished, solo.success) {
                (false, _) => "the game is not over".to_string(),
                (true, true) => "the goal of 0 points is met: won".to_string(),
                (true, false) => "the goal of 0 points is missed: lost".to_string(),
            };
            let _ = writeln!(
                out,
                "{who}: {} — {verdict}",
                plural(solo.points, "point", "points")
            );
        }
        None => {
            table(&mut out, &report.standings, "points", |s| {
                if s.won { "won" } else { "" }
            });
            if report.finished {
                let _ = writeln!(
                    out,
                    "won: {} (the fewest points)",
                    and_list(&report.winners)
                );
            }
            if !report.reached_target.is_empty() {
                let _ = writeln!(
                    out,
                    "reached the target: {}",
                    and_list(&report.reached_target)
                );
            }
        }
    }
    names_read(&mut out, &report.names_read);
    if entries {
        let names = &report.players;
        let cols: Vec<usize> = names.iter().map(|n| n.chars().count().max(4)).collect();
        let _ = write!(out, "\n{:>4}", "game");
        for (n, w) in names.iter().zip(&cols) {
            let _ = write!(out, "  {n:>w$}");
        }
        let _ = writeln!(out, "  how it ended");
        for g in &report.games {
            let _ = write!(out, "{:>4}", g.game);
            for (p, w) in g.players.iter().zip(&cols) {
                let _ = write!(out, "  {:>w$}", p.points);
            }
            let by = g
                .ended_by
                .as_ref()
                .map_or_else(String::new, |b| format!(" ({b})"));
            let _ = writeln!(
                out,
                "  {}{by}{}",
                g.end,
                if g.complete {
                    ""
                } else {
                    "; who ended it is not entered yet"
                }
            );
        }
    } else {
        let _ = writeln!(
            out,
            "(--entries gives a line per game; --json every card itemised)"
        );
    }
    out
}
